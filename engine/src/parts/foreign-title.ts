import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { titleCase } from './title-case.js';

/**
 * Lower-case function words that are not English words: one of them marks a title in German,
 * French, Spanish, Italian or Latin ("Kritik der praktischen Vernunft", "Vom Sinn und Unsinn").
 */
const FOREIGN = new Set(
  (
    'und der des dem vom zum zur im ins oder über für mit bei nach aus einer eines auf bis ' +
    "les du et dans une sur pour avec aux au d’un d'un l’ " +
    'del los las y con por para una sobre della delle degli dei nel nella nelle gli ' +
    'ab sive seu quod cum ' +
    'sem com não nao şi și în cu'
  ).split(' '),
);
/** Words that are foreign here but English too ("Why Stars Die", "de facto"): two are needed. */
const AMBIGUOUS = new Set('die das den de la le el il en ad da dos ale'.split(' '));
/** A letter with a diacritic English does not use (é, ü, ñ, ş …): a lower-case word with one counts as an ambiguous hit. */
const DIACRITIC = /[à-öø-ÿāăąćčďđēėęěğīįıķĺľłńňőœŕřśşšţťūůűųźżž]/u;

/**
 * True when a title (typed in a record without a Cyrillic language) reads as German, French,
 * Spanish, Italian or Latin: one lower-case function word of those languages that English
 * lacks, or two that English shares. Such a title keeps its own language's capitalisation
 * (MLA Handbook 8th, 1.2.1 headline style for English titles, 1.2.5 sentence style for other
 * languages, as typed here; MHRA Style Guide 4th edn, ch. 7, titles in other languages).
 */
export function looksForeign(title: string): boolean {
  const words = title
    .normalize('NFC')
    .split(/[\s,.:;!?()«»“”„"]+/u)
    .filter(Boolean);
  // The first word counts in lower case too: "Les rites de passage", "Las peregrinaciones".
  const opening = words[0]?.toLocaleLowerCase();
  if (opening && FOREIGN.has(opening)) return true;
  let ambiguous = opening && AMBIGUOUS.has(opening) ? 1 : 0;
  for (const w of words.slice(1)) {
    if (FOREIGN.has(w) || (/^[dl]['’]/u.test(w) && w.length > 2)) return true;
    // A capitalised word with a diacritic is most likely a name ("Gödel", "La Niña").
    if (AMBIGUOUS.has(w) || (DIACRITIC.test(w) && /^\p{Ll}/u.test(w))) ambiguous++;
  }
  return ambiguous >= 2;
}

/**
 * `headline` for English titles only: a title that `looksForeign` prints as typed, so "Vom Sinn
 * und Unsinn der Patrozinienkunde" does not become "Vom Sinn Und Unsinn Der …".
 */
export function englishHeadline(get: (pub: Publication, ctx: Context) => string | undefined): Piece {
  return (pub, ctx) => {
    const title = get(pub, ctx);
    if (!title) return [];
    return [{ text: ctx.language === 'EN' && !looksForeign(title) ? titleCase(title) : title }];
  };
}

/**
 * A piece's text in headline style when the record is English and the text is not foreign: a
 * series name, "English and American Drama of the Nineteenth Century" (MLA 8th 1.2.1 and MHRA
 * 4th ch. 7 capitalise the names of series as titles; before, it printed as typed).
 */
export function headlined(piece: Piece): Piece {
  return (pub, ctx) => {
    const rich = piece(pub, ctx);
    if (ctx.language !== 'EN') return rich;
    return rich.map((run) => (looksForeign(run.text) ? run : { ...run, text: titleCase(run.text) }));
  };
}
