import type { Publication } from '../model/publication.js';
import { englishTitleOf } from '../romanize/prepare.js';
import type { Context } from '../template/context.js';
import { field, group, type Piece } from '../template/piece.js';
import { romanisedLanguage } from './language-note.js';

/**
 * The English translation of a romanised Russian or Ukrainian title, printed in square brackets
 * after it: Citing Medicine 1 and 2, "Title (R)" for a title not in English ("Sykdomsangst blant
 * medisin- og jusstudenter [Disease anxiety among medical and law students]", ICMJE sample,
 * article not in English); IEEE and ACS name no form of their own and take the same one. The
 * record's Latin-script parallel title is the translation (docs/model.md); a record printed in its
 * own script gets none.
 * @example titleTranslation(ivanov2019, enCtx) // 'Methods of data analysis'
 */
export function titleTranslation(pub: Publication, ctx: Context): string | undefined {
  return romanisedLanguage(ctx) ? englishTitleOf(pub) : undefined;
}

/** " [Methods of data analysis]" after a title that is italic or quoted apart from it. */
export const translationPiece: Piece = group(field(titleTranslation), { prefix: '[', suffix: ']' });

/** The title with its translation: "Metody analiza dannykh [Methods of data analysis]". */
export const withTranslation = (text: string | undefined, pub: Publication, ctx: Context): string | undefined => {
  const t = titleTranslation(pub, ctx);
  return text && t ? `${text} [${t}]` : text;
};

/**
 * "(in Russian)" after the details of a romanised record, the IEEE Reference Guide's form for a
 * work not in English ("Book Translated": "Nihon Keizai Hyoronsha (in Japanese), 2000"), which
 * ACS reference lists use after the pages as well; nothing for an English record.
 */
export const inLanguage: Piece = group(
  field((_pub, ctx) => romanisedLanguage(ctx)),
  { prefix: '(in ', suffix: ')' },
);
