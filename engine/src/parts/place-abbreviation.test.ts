import { describe, expect, it } from 'vitest';
import { abbreviatePlace } from './place-abbreviation.js';

describe('abbreviatePlace', () => {
  it('abbreviates Moscow and Saint Petersburg in Russian', () => {
    expect(abbreviatePlace('Москва', 'ru')).toBe('М.');
    expect(abbreviatePlace('Санкт-Петербург', 'ru')).toBe('СПб.');
  });
  it('abbreviates each of several places', () => {
    expect(abbreviatePlace('Москва ; Санкт-Петербург', 'ru')).toBe('М. ; СПб.');
    expect(abbreviatePlace('Москва ; Берлин', 'ru')).toBe('М. ; Берлин');
  });
  it('keeps other places and English ones', () => {
    expect(abbreviatePlace('Казань', 'ru')).toBe('Казань');
    expect(abbreviatePlace('Moscow', 'en')).toBe('Moscow');
  });
});
