import { describe, expect, it } from 'vitest';
import { looseNames } from './loose-names.js';

const names = (span: string) => looseNames(span)?.map((p) => [p.surname, p.name, p.fathername ?? null]);

describe('looseNames', () => {
  it('reads names given first with an odd initial', () => {
    expect(names('U. Dayal, H. Garcia-Molina, and M.- C. Shan.')).toEqual([
      ['Dayal', 'U.', null],
      ['Garcia-Molina', 'H.', null],
      ['Shan', 'M.-', 'C.'],
    ]);
    expect(names('Julian McAuley and Jure Leskovec.')).toEqual([
      ['McAuley', 'Julian', null],
      ['Leskovec', 'Jure', null],
    ]);
  });
  it('pairs a bare surname with the initials after it, then reads the rest given first', () => {
    expect(names('Dorcas, M. E., J. D. Willson, W. E. Meshaka, Jr., and K. M. Hart. 2012.')).toEqual([
      ['Dorcas', 'M.', 'E.'],
      ['Willson', 'J.', 'D.'],
      ['Meshaka', 'W.', 'E.'],
      ['Hart', 'K.', 'M.'],
    ]);
    expect(names('van Benthem, J. F. A. K.')).toEqual([['van Benthem', 'J.', 'F. A. K.']]);
    expect(names('Schneider, O.D.; Parks, J.; & Kashyap. A.,')).toEqual([
      ['Schneider', 'O.D.', null],
      ['Parks', 'J.', null],
      ['Kashyap', 'A.', null],
    ]);
    expect(names('Furhmann, T.* & Blikstein, P.')).toEqual([
      ['Furhmann', 'T.', null],
      ['Blikstein', 'P.', null],
    ]);
  });
  it('reads no names in a sentence', () => {
    expect(looseNames('The effects of growth on the economy of small nations')).toBeUndefined();
  });
});

describe('looseNames and bodies', () => {
  it('reads no person in a body’s name or a site', () => {
    expect(looseNames('World Health Organization.')).toBeUndefined();
    expect(looseNames('American Sociological Association')).toBeUndefined();
    expect(looseNames('Cancer-Pain.org')).toBeUndefined();
  });
});

describe('looseNames and compound initials', () => {
  it('keeps "S.M." and "W.-K." with their surnames before a year', () => {
    expect(names('McCauley, S.M. and Chen, W.-K. (2019)')).toEqual([
      ['McCauley', 'S.M.', null],
      ['Chen', 'W.-K.', null],
    ]);
  });
});

describe('looseNames and full given names', () => {
  it('pairs "Surname, Given"', () => {
    expect(names('Smith, John, & Doe, Jane')).toEqual([
      ['Smith', 'John', null],
      ['Doe', 'Jane', null],
    ]);
  });
});
