import type { Labels } from '../locales/labels.js';
import type { Plural } from '../locales/plural.js';
import type { Publication } from '../model/publication.js';
import { first, type Piece } from '../template/piece.js';
import { organisationsOf, personsOf } from './fields.js';
import { hostEditorsOf } from './host.js';
import { byRole, type NameOptionsFor, namesIn, namesWithRole, organisationsIn, type RoleShape } from './people.js';

/** A style's own word and form for editors leading an entry (default: ", ed." / ", eds."). */
export interface EditorRole {
  word?: (labels: Labels) => Plural;
  shape?: RoleShape;
}

const abbreviation = (labels: Labels): Plural => labels.editorAbbr;

/** No author and no organisation: the editors or the title lead the entry. */
export const noPeople = (pub: Publication): boolean =>
  personsOf(pub, '1').length === 0 && organisationsOf(pub).length === 0;

/**
 * The editors followed by their abbreviation, "Smith, John, ed." / "eds." (CMOS 14.87,
 * ASA 18.2, GSA "in Smith, A.B., ed.,", ISO 690 6.1.4), or in the style's own word and form
 * (MHRA 4th edn "(ed.)", "(eds)"); nothing without editors (`namesWithRole`).
 */
export function editorsAbbreviated(opts: NameOptionsFor, role: EditorRole = {}): Piece {
  return namesWithRole(byRole('3'), (ctx) => opts(ctx.labels), role.word ?? abbreviation, role.shape);
}

/** The same for the editors of a part's host (parts/host.ts): "in Smith, A.B., ed.," (GSA), "In: SMITH, John, ed." (ISO 690). */
export function hostEditorsAbbreviated(opts: NameOptionsFor): Piece {
  return namesWithRole(hostEditorsOf, (ctx) => opts(ctx.labels), abbreviation);
}

/** The authors, else the organisations, else the editors with "ed."/"eds." in their place. */
export function creatorsOrEditors(opts: NameOptionsFor, role?: EditorRole): Piece {
  return first(namesIn('1', opts), organisationsIn(opts), editorsAbbreviated(opts, role));
}
