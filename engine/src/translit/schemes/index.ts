import type { TranslitScheme } from '../../model/config-ids.js';
import type { SchemeTable } from '../table.js';
import { bgn } from './bgn.js';
import { dstu9112 } from './dstu9112.js';
import { gost2000A } from './gost2000A.js';
import { gost2000B } from './gost2000B.js';
import { gost2006 } from './gost2006.js';
import { ikao } from './ikao.js';
import { ikaoUa } from './ikaoUa.js';
import { iso9 } from './iso9.js';
import { lc } from './lc.js';
import { lcDiacritics } from './lcDiacritics.js';
import { mid2016 } from './mid2016.js';
import { mvd } from './mvd.js';
import { national } from './national.js';

/** Every scheme id of `TRANSLIT_SCHEMES` has its table; the compiler rejects a missing one. */
export const SCHEMES: Record<TranslitScheme, SchemeTable> = {
  gost2000A,
  gost2000B,
  ikao,
  ikaoUa,
  iso9,
  gost2006,
  mvd,
  mid2016,
  national,
  bgn,
  lc,
  lcDiacritics,
  dstu9112,
};
