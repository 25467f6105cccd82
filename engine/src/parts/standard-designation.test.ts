import { describe, expect, it } from 'vitest';
import { designationOf } from './standard-designation.js';

describe('designationOf', () => {
  it('joins a designation and its number', () => {
    expect(
      designationOf({ idTypePublication: 5, title: { standartNumber: [{ standart: 'ДСТУ', number: '8302:2015' }] } }),
    ).toBe('ДСТУ 8302:2015');
  });
  it('joins several pairs and skips empty ones', () => {
    const pub = {
      idTypePublication: 5,
      title: {
        standartNumber: [
          { standart: 'ГОСТ Р ИСО', number: '9001–2015' },
          { standart: '', number: null },
          { standart: 'ISO', number: '9001:2015' },
        ],
      },
    };
    expect(designationOf(pub)).toBe('ГОСТ Р ИСО 9001–2015, ISO 9001:2015');
  });
  it('gives nothing without pairs', () => {
    expect(designationOf({ idTypePublication: 5 })).toBeUndefined();
  });
});
