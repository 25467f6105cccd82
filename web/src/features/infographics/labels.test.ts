import { describe, expect, it } from 'vitest';
import { intlLocale, monthLabel } from './labels.js';

describe('month labels', () => {
  it('names the month in the interface language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'ru')).toMatch(/^мар/);
    expect(monthLabel('2026-03', 'ua')).toMatch(/^бер/);
    expect(intlLocale('ua')).toBe('uk');
  });
});
