import { describe, expect, it } from 'vitest';
import { groupedPatentNumber, patentParts } from './patent-number-forms.js';

describe('patentParts', () => {
  it('names an office typed as its code and reads the code once', () => {
    expect(patentParts({ idTypePublication: 6, country: 'US', specialData: { patentNumber: 'US9876543' } })).toEqual({
      office: 'United States',
      code: 'US',
      number: '9876543',
    });
  });

  it('keeps an office typed by name with its code', () => {
    expect(
      patentParts({
        idTypePublication: 6,
        specialData: { patentOffice: 'United States, US', patentNumber: '20020103498' },
      }),
    ).toEqual({
      office: 'United States',
      code: 'US',
      number: '20020103498',
    });
  });
});

describe('groupedPatentNumber', () => {
  it('groups a 7-digit US number as the guides print it', () => {
    expect(groupedPatentNumber('3624125', ' ')).toBe('3 624 125');
    expect(groupedPatentNumber('6738537', ',')).toBe('6,738,537');
    // A 19th-century grant's six digits (Bell 1876, 'U.S. Patent No. 174,465').
    expect(groupedPatentNumber('552271', ',')).toBe('552,271');
    expect(groupedPatentNumber('174,465', ' ')).toBe('174 465');
  });

  it("regroups a number typed with another style's grouping", () => {
    expect(groupedPatentNumber('9,367,592', ' ')).toBe('9 367 592');
    expect(groupedPatentNumber('3 624 125', ',')).toBe('3,624,125');
    expect(groupedPatentNumber('12.345.678', ' ')).toBe('12 345 678');
  });

  it('leaves application numbers and numbers with letters alone', () => {
    expect(groupedPatentNumber('20020103498', ',')).toBe('20020103498');
    expect(groupedPatentNumber('9,876,543 B2', ' ')).toBe('9,876,543 B2');
  });
});
