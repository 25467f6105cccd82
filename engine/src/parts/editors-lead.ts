import { plural } from '../locales/plural.js';
import type { Publication } from '../model/publication.js';
import { first, type Piece } from '../template/piece.js';
import { organisationsOf, personsOf } from './fields.js';
import { hostEditorsOf } from './host.js';
import { hostEditorNames, type NameOptionsFor, namesIn, organisationsIn } from './people.js';

/** No author and no organisation: the editors or the title lead the entry. */
export const noPeople = (pub: Publication): boolean =>
  personsOf(pub, '1').length === 0 && organisationsOf(pub).length === 0;

/** How the abbreviation joins the editors' names: `', ed.'` by default. */
export type EditorLabel = (word: string, many: boolean) => string;

const commaLabel: EditorLabel = (word) => `, ${word}`;

/**
 * The editors followed by their abbreviation, "Smith, John, ed." / "eds." (CMOS 14.87,
 * ASA 18.2, GSA "in Smith, A.B., ed.,", ISO 690 6.1.4), or in the style's own form
 * (`label`: MHRA 4th edn "(ed.)", "(eds)"); nothing without editors.
 */
export function editorsAbbreviated(opts: NameOptionsFor, label: EditorLabel = commaLabel): Piece {
  return (pub, ctx) => {
    const eds = namesIn('3', opts)(pub, ctx);
    if (!eds.length) return [];
    const count = personsOf(pub, '3').length;
    return [...eds, { text: label(plural(ctx.labels.editorAbbr, count, ctx.locale), count > 1) }];
  };
}

/** The same for the editors of a part's host (parts/host.ts): "in Smith, A.B., ed.," (GSA), "In: SMITH, John, ed." (ISO 690). */
export function hostEditorsAbbreviated(opts: NameOptionsFor): Piece {
  return (pub, ctx) => {
    const eds = hostEditorNames(opts)(pub, ctx);
    if (!eds.length) return [];
    const word = plural(ctx.labels.editorAbbr, hostEditorsOf(pub).length, ctx.locale);
    return [...eds, { text: `, ${word}` }];
  };
}

/** The authors, else the organisations, else the editors with "ed."/"eds." in their place. */
export function creatorsOrEditors(opts: NameOptionsFor, label?: EditorLabel): Piece {
  return first(namesIn('1', opts), organisationsIn(opts), editorsAbbreviated(opts, label));
}
