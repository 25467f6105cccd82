import type { SchemeTable } from '../table.js';
import { gost2000A } from './gost2000A.js';

/**
 * ISO 9:1995. GOST 7.79-2000 system A is its interstate adoption with the same table, so the
 * letters are shared; the id stays separate because the spec's configuration names both.
 */
export const iso9: SchemeTable = {
  ...gost2000A,
  id: 'iso9',
  name: 'ISO 9:1995',
  source:
    'ISO 9:1995 “Information and documentation — Transliteration of Cyrillic characters into Latin characters”, table 1',
};
