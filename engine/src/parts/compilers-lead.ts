import type { Labels } from '../locales/labels.js';
import type { Plural } from '../locales/plural.js';
import type { Piece } from '../template/piece.js';
import { byRole, type NameOptionsFor, namesWithRole, type RoleShape } from './people.js';

/**
 * The compilers' word after their names: "comp." / "comps." (CMOS 16, 14.87: "comp." like "ed."),
 * «сост.», «упоряд.» (one form for one and several, as GOST 7.1 and DSTU 8302 abbreviate them).
 */
export const compilerWord = (labels: Labels): Plural => ({
  one: labels.national.compilerAbbr,
  other: labels.national.compilerAbbr === 'comp.' ? 'comps.' : labels.national.compilerAbbr,
});

/** British, "(comp.)" / "(comps)" as Cite Them Right writes "(ed.)" / "(eds)". */
export const compilerWordBritish = (labels: Labels): Plural => ({
  one: labels.national.compilerAbbr,
  other: labels.national.compilerAbbr === 'comp.' ? 'comps' : labels.national.compilerAbbr,
});

/**
 * With no author, organisation or editor, the compilers (`authors['2']`) lead the entry as editors
 * do, "Sidorenko, A. P., comp." (CMOS 16, 14.87); before, a compiled book lost them and opened
 * with its title.
 */
export function compilersAbbreviated(
  opts: NameOptionsFor,
  word: (labels: Labels) => Plural = compilerWord,
  shape?: RoleShape,
): Piece {
  return namesWithRole(byRole('2'), (ctx) => opts(ctx.labels), word, shape);
}
