import type { Labels } from '../locales/labels.js';
import type { Plural } from '../locales/plural.js';
import type { Person, Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { type Piece, seq } from '../template/piece.js';
import { editorsOf, translatorsOf } from './contributors.js';
import { noPeople } from './editors-lead.js';
import type { NameListOptions } from './names.js';
import { byline, type NameOptionsFor, namesWithRole, translatorShort } from './people.js';

/**
 * The same people in the same order: an editor who is also the translator, named once with
 * both roles ("edited and translated by …", MLA; "(J. Hercz, ed. and trans.)", GSA).
 */
export const samePeople = (a: readonly Person[], b: readonly Person[]): boolean =>
  a.length > 0 &&
  a.length === b.length &&
  a.every((p, i) => p.surname === b[i]?.surname && p.name === b[i]?.name && p.fathername === b[i]?.fathername);

/**
 * One function word for one person who both edited and translated an authored work, "edited and
 * translated by J. Hercz" (MLA), "ed. and trans. by …" (MHRA), "Edited and translated by …"
 * (Cite Them Right, ISO 690), in place of `separate` (the two roles each with its own word).
 * `edited` and `translated` are the style's words ("edited by", "translated by"): the first
 * loses its "by". A Russian or Ukrainian record keeps both statements unless `national` is
 * set; then the one person is named once after the national words with the genitive, «Ред. и
 * пер. Павла Сергеевича Лебедева» (GOST R 7.0.100-2018: «редакция и перевод П. С. Лебедева»),
 * never «Пер. Павла Сергеевича Лебедева. Под ред. Павла Сергеевича Лебедева».
 */
export function editedAndTranslated(
  edited: (ctx: Context) => string,
  translated: (ctx: Context) => string,
  opts: NameOptionsFor,
  separate: Piece,
  capital = false,
  national = false,
): Piece {
  return (pub, ctx) =>
    (ctx.locale === 'en' || national) && !noPeople(pub) && samePeople(editorsOf(pub), translatorsOf(pub))
      ? byline(
          (c) =>
            c.locale === 'en'
              ? `${edited(c).replace(/ by$/, '')} ${c.labels.and} ${translated(c)}`
              : c.labels.national.editedAndTranslatedAbbr,
          editorsOf,
          opts,
          capital,
        )(pub, ctx)
      : separate(pub, ctx);
}

/**
 * Both role words joined in each form, "editor and translator", "editors and translators"
 * (Citing Medicine 2, "Secondary Author (O)": one name list with both roles).
 */
export const editorAndTranslatorWord = (labels: Labels): Plural => {
  const both = (form: keyof Plural) => {
    const edited = labels.editorWord[form];
    const translated = labels.translatorWord[form];
    return edited && translated ? `${edited} ${labels.and} ${translated}` : undefined;
  };
  return {
    one: both('one') as string,
    other: both('other') as string,
    ...(both('few') ? { few: both('few') } : {}),
    ...(both('many') ? { many: both('many') } : {}),
  };
};

/**
 * A book's editors and translators in the numeric styles' editor position, "Hicks, R. D., Ed."
 * then "Howard, R., Trans." joined by `separator`; one person who did both is named once,
 * "Bland, K. P., Ed. and Trans." (ACS 14.2.3 and the IEEE guide's "Ed." form with both words).
 */
export function editorsTranslators(
  opts: (ctx: Context) => NameListOptions,
  separator: string,
  withEditors: (pub: Publication, ctx: Context) => boolean = () => true,
): Piece {
  const editors = namesWithRole(editorsOf, opts, (l) => l.editorShort);
  const translators = namesWithRole(translatorsOf, opts, translatorShort);
  const both = namesWithRole(editorsOf, opts, (l) => ({
    one: `${l.editorShort.one} ${l.and} ${l.translatorShort}`,
    other: `${l.editorShort.other} ${l.and} ${l.translatorShort}`,
  }));
  return (pub, ctx) => {
    if (!withEditors(pub, ctx)) return translators(pub, ctx);
    if (samePeople(editorsOf(pub), translatorsOf(pub))) return both(pub, ctx);
    return seq(separator, [editors, translators])(pub, ctx);
  };
}
