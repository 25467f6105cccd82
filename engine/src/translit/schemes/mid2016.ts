import type { SchemeTable } from '../table.js';
import { ikao } from './ikao.js';

/**
 * The Russian Foreign Ministry's scheme for names in foreign passports (2016): it prescribes
 * the ICAO Doc 9303 table, so the letters are `ikao`'s; the id stays because the spec's
 * configuration names it. Russian only.
 */
export const mid2016: SchemeTable = {
  ...ikao,
  id: 'mid2016',
  name: 'Russian Foreign Ministry (2016), ICAO Doc 9303 table',
  source:
    'Russian Foreign Ministry rules for foreign passports (2016), which prescribe the ICAO Doc 9303 transliteration table',
};
