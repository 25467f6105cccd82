import { STYLE_IDS, type StyleId } from '../model/config-ids.js';
import { acs } from './acs.js';
import { apa } from './apa.js';
import { apa7 } from './apa7.js';
import { asa } from './asa.js';
import { chicago } from './chicago.js';
import { dstu } from './dstu.js';
import { gost } from './gost.js';
import { gost2018 } from './gost2018.js';
import { gsa } from './gsa.js';
import { harvard } from './harvard.js';
import { ieee } from './ieee.js';
import { iso } from './iso.js';
import { mhra } from './mhra.js';
import { mla } from './mla.js';
import type { Style } from './style.js';
import { vancouver } from './vancouver.js';

/**
 * The styles the engine has, by id: one for every id the spec's configuration knows
 * (`STYLE_IDS`, model/config.ts), so the compiler rejects a missing style as it rejects a
 * style that forgets a type. A style joins by adding its id there, its file and one line here.
 */
export const STYLES: Readonly<Record<StyleId, Style>> = {
  gost,
  gost2018,
  dstu,
  iso,
  apa,
  apa7,
  ieee,
  mla,
  chicago,
  harvard,
  acs,
  mhra,
  gsa,
  asa,
  vancouver,
};

/** The style of an id, or undefined for an id the spec does not know. */
export function styleById(id: string): Style | undefined {
  return Object.hasOwn(STYLES, id) ? STYLES[id as StyleId] : undefined;
}

/** Ids of the styles the engine can format, in the spec's order. */
export function availableStyles(): StyleId[] {
  return [...STYLE_IDS];
}

export type { Style } from './style.js';
