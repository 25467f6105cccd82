import { describe, expect, it } from 'vitest';
import { isInitialsOf } from './apa7.js';

describe('isInitialsOf (a publisher written as the author’s initials)', () => {
  it.each([
    ['APA', 'American Psychological Association'],
    ['РГБ', 'Российская государственная библиотека'],
    ['МГУ', 'Московский государственный университет'],
    ['ООН', 'Организация Объединённых Наций'],
  ])('%s is %s', (short, name) => {
    expect(isInitialsOf(short, name)).toBe(true);
  });

  it.each([
    ['ISO', 'International Organization for Standardization'],
    ['Wiley', 'Wiley Blackwell'],
    ['A', 'Association'],
    ['РГБ', 'Российская библиотека'],
  ])('%s is not %s', (short, name) => {
    expect(isInitialsOf(short, name)).toBe(false);
  });
});
