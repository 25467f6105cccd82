import { describe, expect, it } from 'vitest';
import { AffixSubset } from './affix-subset.mjs';

const AFF = [
  'SET UTF-8',
  'TRY оаи',
  'SFX A Y 2',
  'SFX A 0 и .',
  'SFX A 0 ами/C .',
  'SFX B Y 1',
  'SFX B я ї я',
  'SFX C Y 1',
  'SFX C 0 ся .',
  'PFX D Y 1',
  'PFX D 0 не .',
  'REP 1',
  'REP ф х',
].join('\n');

describe('an .aff cut down to the affix classes some roots use', () => {
  const subset = new AffixSubset(Buffer.from(AFF));

  it('keeps the common lines and the classes of the roots’ flags, with those their rules continue into', () => {
    const aff = subset.for(['мова/A', 'корова']).toString();
    // A is used; its rule «ами/C» continues into C; B and D are used by no root.
    expect(aff.split('\n')).toEqual([
      'SET UTF-8',
      'TRY оаи',
      'REP 1',
      'REP ф х',
      'SFX A Y 2',
      'SFX A 0 и .',
      'SFX A 0 ами/C .',
      'SFX C Y 1',
      'SFX C 0 ся .',
    ]);
    expect(subset.for(['комісія/BD']).toString()).toContain('SFX B я ї я\nPFX D Y 1\nPFX D 0 не .');
    expect(subset.for(['мова']).toString()).not.toMatch(/^[PS]FX/m);
  });
  it('uses the whole file when flags are not one character each', () => {
    const long = `FLAG long\n${AFF}`;
    expect(new AffixSubset(Buffer.from(long)).for(['мова/Aa']).toString()).toBe(long);
  });
});
