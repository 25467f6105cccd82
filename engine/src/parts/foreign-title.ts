import type { Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { volumeTitleOf } from './book-series.js';
import { volumeOf } from './fields.js';
import { titleCase } from './title-case.js';
import { labelledVolume } from './volume-label.js';

/**
 * Function words of the languages whose titles turn up in English reference lists (German,
 * French, Spanish, Italian, Dutch, Latin) that are not English words, or rare in English titles.
 */
const FOREIGN = new Set(
  (
    'der die das des dem den und oder von vom zur zum mit über für bei nach aus ein eine einer eines ist nicht sich ' +
    'le la les du dans et une sur pour aux au avec est ou ces ' +
    'el los las del y con por para una ' +
    'il della delle degli dello di nel nella gli ' +
    'het een van en ' +
    'ad ab cum sive seu ex de'
  ).split(' '),
);
/** English function words: a title holding more of them than foreign ones is English. */
const ENGLISH = new Set(
  'the of and a an on for with to from by is are its as at or into how what why this that their our new about between toward against via using'.split(
    ' ',
  ),
);
/** A lower-case word carrying a letter English does not write ("défaut", "über", "Straße"). */
const FOREIGN_LETTER = /^\p{Ll}*[äöüßàâçéèêëîïôûùÿñœæ]\p{Ll}*$/u;

/** German word endings English does not have ("elektromagnetisches", "Leitung", "Freiheit"). */
const GERMAN_ENDING =
  /\p{L}{3}(?:isch|ische|isches|ischen|ischer|ungen|heit|keit|schaft|lich|liche|lichen)$|\p{L}{4}ung$/u;

/**
 * Whether a Latin-script title is in a language other than English: its foreign function
 * words (and lower-case words with foreign letters) outnumber its English ones.
 * The record's language field only says EN, RU or UA, so a German or French title in an
 * English record is told by its words.
 * @example looksForeign('Die nordischen Länder von der Mitte des 11. Jahrhunderts') // true
 * @example looksForeign('The Ghost of John Wayne and Other Stories') // false
 */
export function looksForeign(title: string): boolean {
  let foreign = 0;
  let english = 0;
  for (const [index, raw] of title.split(/[\s—–/]+/).entries()) {
    const word = raw.replace(/^[“‘"'([«]+|[”’"'),.:;!?\]»]+$/g, '');
    const lower = word.toLocaleLowerCase();
    // The first word's capital is the title's, not a name's ("Sämtliche Werke").
    const plain = index === 0 ? lower : word;
    if (/^[dl][’']\p{L}/u.test(lower)) foreign++;
    // A capital single letter is a name or a numbering ("Physical Review E"), not Spanish "y".
    else if (
      (FOREIGN.has(lower) && (word.length > 1 || word === lower)) ||
      FOREIGN_LETTER.test(plain) ||
      GERMAN_ENDING.test(lower)
    )
      foreign++;
    else if (ENGLISH.has(lower)) english++;
  }
  return foreign > english;
}

/**
 * Whether a title may be in another language, for a rule that lowers words: it looks foreign,
 * or any of its words has a letter English does not write ("Postkoloniale Erzähltheorie", or
 * a name such as "Pérez", whose title is then better left as typed than half lowered).
 */
export function mayBeForeign(title: string): boolean {
  return looksForeign(title) || /[äöüßàâçéèêëîïôûùÿñœ]/iu.test(title);
}

/** Articles, conjunctions and prepositions headline style keeps lower-case (CMOS 16, 8.159). */
const MINOR_TYPED = new Set(
  'the an and but or nor of in on at to by for from with as into onto upon via vs'.split(' '),
);

/**
 * A minor word typed with a capital inside a title is lowered, "Outline of a Theory", "What the
 * Rich People Really Drive" (CMOS 16, 8.159), unless it opens the title or a subtitle or ends
 * it (a double title's "; or, The" opens again). "A" is lowered only after another minor word ("of A Theory"), as it may be a letter
 * ("Vitamin A Deficiency", "Part A").
 */
export function lowerTypedMinor(title: string): string {
  const tokens = title.split(/(\s+)/);
  const words = tokens.filter((t) => t.trim() !== '');
  let index = -1;
  let previous = '';
  let afterBreak = true;
  return tokens
    .map((token) => {
      if (token.trim() === '') return token;
      index++;
      const core = token.replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '');
      const lower = core.toLocaleLowerCase();
      const opens = afterBreak;
      // A double title, "Moby-Dick; or, The Whale" (CMOS 16, 8.166), opens again after "; or,".
      afterBreak =
        /[:;?!—.]$/.test(token.replace(/[”’"')\]]+$/, '')) ||
        token === '—' ||
        token === '–' ||
        (opens && index > 0 && lower === 'or');
      const before = previous;
      previous = lower;
      if (opens || index === words.length - 1 || core === lower) return token;
      const minor = MINOR_TYPED.has(lower) || (core === 'A' && MINOR_TYPED.has(before));
      return minor && /^\p{Lu}\p{Ll}*$/u.test(core) ? token.replace(core, lower) : token;
    })
    .join('');
}

/**
 * A lower-case element after a single capital letter or a number in a hyphenated compound is
 * raised, "S-Matrix", "X-Ray", "Pd-N-Heterocyclic", "T-Cell" (CMOS 16, 8.161: every element
 * but articles, prepositions and conjunctions); the shared `titleCase` leaves such words,
 * which start with a capital already, as typed.
 */
export function raiseAfterLetter(title: string): string {
  return title.replace(/(?<=(?:^|[^\p{L}\p{N}])(?:\p{Lu}|\p{N}+)-)(\p{Ll}+)(?=$|[^\p{L}])/gu, (element: string) =>
    MINOR_TYPED.has(element) ? element : `${element.charAt(0).toLocaleUpperCase()}${element.slice(1)}`,
  );
}

/**
 * A word typed after an apostrophe in lower case keeps it: "'t Hooft", "’s-Hertogenbosch" are
 * names whose particle is lower-case, which the shared `titleCase` would raise ("'T Hooft").
 */
function keepElided(typed: string, cased: string): string {
  const before = typed.split(/(\s+)/);
  const after = cased.split(/(\s+)/);
  if (before.length !== after.length) return cased;
  return after.map((token, i) => (/^['’]\p{Ll}/u.test(before[i] ?? '') ? (before[i] as string) : token)).join('');
}

/** Headline style with the corrections above. */
const headlineText = (title: string): string => raiseAfterLetter(lowerTypedMinor(keepElided(title, titleCase(title))));

/**
 * A title in headline style when it is English (CMOS 16, 8.157), as typed when the record is
 * Russian or Ukrainian or the title is in another language: CMOS 16, 10.3 and 14.107 (17th
 * ed., 11.6, 14.96) give titles in other languages sentence-style capitals, which the typed
 * title already has (German nouns keep theirs), and never English headline capitals.
 */
export function headlineEnglish(get: (pub: Publication) => string | undefined): Piece {
  return (pub, ctx) => {
    const title = get(pub);
    if (!title) return [];
    return [
      {
        text:
          ctx.language === 'EN' && !looksForeign(title)
            ? raiseAfterLetter(lowerTypedMinor(keepElided(title, titleCase(title))))
            : title,
      },
    ];
  };
}

/**
 * A piece whose text is a title (a book series, a volume's title) in headline style under the
 * same conditions: English record, English title (CMOS 16, 8.157; 14.123 series titles, 14.121
 * volume titles are capitalised like other titles).
 */
export function headlined(piece: Piece): Piece {
  return (pub, ctx) =>
    piece(pub, ctx).map((run) =>
      ctx.language === 'EN' && run.text && !looksForeign(run.text) ? { ...run, text: headlineText(run.text) } : run,
    );
}

/**
 * "Vol. 1, The Emergence of the Catholic Tradition (100–600)" (CMOS 16, 14.121): the volume's
 * own title in headline style after the label; `volumeWithTitle` with the title capitalised.
 */
export const headlinedVolume: Piece = (pub, ctx) => {
  const title = volumeTitleOf(pub);
  const volume = volumeOf(pub);
  const cased = title && ctx.language === 'EN' && !looksForeign(title) ? headlineText(title) : title;
  if (!volume) return cased ? [{ text: cased }] : [];
  const label = labelledVolume(volume, ctx);
  return [{ text: cased ? `${label}, ${cased}` : label }];
};
