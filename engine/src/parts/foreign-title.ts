import type { Publication } from '../model/publication.js';
import type { Run } from '../rich/run.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { recent } from '../template/recent.js';
import { volumeTitleOf } from './book-series.js';
import { englishTitles } from './english-titles.js';
import { volumeOf } from './fields.js';
import { hostTitleOf, hostVolumeTitleOf } from './host.js';
import { runningColon } from './running-colon.js';
import { MINOR, titleCase } from './title-case.js';
import { labelledVolume } from './volume-label.js';

/**
 * Function words of the languages whose titles turn up in English reference lists (German,
 * French, Spanish, Italian, Dutch, Latin) that are not English words, or rare in English titles.
 */
export const FOREIGN = new Set(
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
export const ENGLISH = new Set(
  'the of and a an on for with to from by is are its as at or into how what why this that their our new about between toward against via using'.split(
    ' ',
  ),
);
/** A lower-case word carrying a letter English does not write ("défaut", "über", "Straße"). */
export const FOREIGN_LETTER = /^\p{Ll}*[äöüßàâçéèêëîïôûùÿñœæ]\p{Ll}*$/u;

/** German word endings English does not have ("elektromagnetisches", "Leitung", "Freiheit"). */
export const GERMAN_ENDING =
  /\p{L}{3}(?:isch|ische|isches|ischen|ischer|ungen|heit|keit|schaft|lich|liche|lichen)$|\p{L}{4}ung$/u;

/**
 * Its foreign function words (and lower-case words with foreign letters, German endings)
 * outnumber its English ones.
 * The record's language field only says EN, RU or UA, so a German or French title in an
 * English record is told by its words.
 * @example byWordCount('Die nordischen Länder von der Mitte des 11. Jahrhunderts') // true
 * @example byWordCount('The Ghost of John Wayne and Other Stories') // false
 */
function byWordCount(title: string): boolean {
  let foreign = 0;
  let english = 0;
  const words = title.split(WORD_BREAK);
  for (let index = 0; index < words.length; index++) {
    const raw = words[index] as string;
    const word =
      LEADING.has(raw.charAt(0)) || TRAILING.has(raw.charAt(raw.length - 1)) ? raw.replace(WORD_EDGES, '') : raw;
    const lower = word.toLocaleLowerCase();
    // The first word's capital is the title's, not a name's ("Sämtliche Werke").
    const plain = index === 0 ? lower : word;
    // Each test below is asked only of words it can match (checked against the plain
    // statement, all tests on every word, by foreign-title.reference.test.ts).
    if (lower.length > 2 && ELIDED_START.test(lower)) foreign++;
    // A capital single letter is a name or a numbering ("Physical Review E"), not Spanish "y".
    else if (
      (FOREIGN.has(lower) && (word.length > 1 || word === lower)) ||
      (NOT_ASCII.test(plain) && FOREIGN_LETTER.test(plain)) ||
      (lower.length >= 7 && GERMAN_SUFFIX.test(lower.slice(-6)) && GERMAN_ENDING.test(lower))
    )
      foreign++;
    else if (ENGLISH.has(lower)) english++;
  }
  return foreign > english;
}
const WORD_BREAK = /[\s—–/]+/;
const WORD_EDGES = /^[“‘"'([«]+|[”’"'),.:;!?\]»]+$/g;
/** The marks WORD_EDGES takes off a word's start and end: a word with neither is left alone. */
const LEADING = new Set('“‘"\'([«');
const TRAILING = new Set('”’"\'),.:;!?]»');
/** GERMAN_ENDING's endings (none longer than 6), tested on a word's last 6 characters first. */
const GERMAN_SUFFIX = /(?:isch|ische|isches|ischen|ischer|ungen|heit|keit|schaft|lich|liche|lichen|ung)$/;
const ELIDED_START = /^[dl][’']\p{L}/u;
/** A character outside ASCII: FOREIGN_LETTER needs one. */
const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * Lower-case function words that are not English words: one of them marks a title in German,
 * French, Spanish, Italian or Latin ("Kritik der praktischen Vernunft", "Vom Sinn und Unsinn").
 */
export const FOREIGN_UNAMBIGUOUS = new Set(
  (
    'und der des dem vom zum zur im ins oder über für mit bei nach aus einer eines auf bis ' +
    "les du et dans une sur pour avec aux au d’un d'un l’ " +
    'del los las y con por para una sobre della delle degli dei nel nella nelle gli ' +
    'ab sive seu quod cum ' +
    'sem com não nao şi și în cu'
  ).split(' '),
);
/** Words that are foreign here but English too ("Why Stars Die", "de facto"): two are needed. */
export const AMBIGUOUS = new Set('die das den de la le el il en ad da dos ale'.split(' '));
/** A letter with a diacritic English does not use (é, ü, ñ, ş …): a lower-case word with one counts as an ambiguous hit. */
const DIACRITIC = /[à-öø-ÿāăąćčďđēėęěğīįıķĺľłńňőœŕřśşšţťūůűųźżž]/u;

/**
 * One lower-case function word of those languages that English lacks, or two that English
 * shares (and a lower-case word with a diacritic counts as one of those): "Vom Sinn und Unsinn",
 * "Traité de matière médicale", "O herói sem nenhum caráter".
 */
export function byFunctionWord(title: string): boolean {
  const words = title
    .normalize('NFC')
    .split(/[\s,.:;!?()«»“”„"]+/u)
    .filter(Boolean);
  // The first word counts in lower case too: "Les rites de passage", "Las peregrinaciones".
  const opening = words[0]?.toLocaleLowerCase();
  if (opening && FOREIGN_UNAMBIGUOUS.has(opening)) return true;
  let ambiguous = opening && AMBIGUOUS.has(opening) ? 1 : 0;
  for (const w of words.slice(1)) {
    if (FOREIGN_UNAMBIGUOUS.has(w) || (/^[dl]['’]/u.test(w) && w.length > 2)) return true;
    // A capitalised word with a diacritic is most likely a name ("Gödel", "La Niña").
    if (AMBIGUOUS.has(w) || (DIACRITIC.test(w) && /^\p{Ll}/u.test(w))) ambiguous++;
  }
  return ambiguous >= 2;
}

/**
 * Whether a Latin-script title is in a language other than English, by either test above.
 * The record's language field only says EN, RU or UA, so a German or French title in an
 * English record is told by its words; such a title keeps its own language's capitals (CMOS 16,
 * 10.3 and 14.107; MLA Handbook 8th, 1.2.1 and 1.2.5; MHRA Style Guide 4th edn, ch. 7).
 */
export const looksForeign: (title: string) => boolean = recent(looksForeignUncached);

/** `looksForeign` without its memory of the last titles asked (foreign-title.reference.test.ts). */
export function looksForeignUncached(title: string): boolean {
  // Most English titles are ASCII with none of the words either test counts: one scan, no split.
  if (!mayCountForeign(title)) return false;
  return byWordCount(title) || byFunctionWord(title);
}

/** The lists' words the tests above count, as typed in ASCII, and the longest one's length (5). */
const ASCII_WORDS = new Set([...FOREIGN, ...FOREIGN_UNAMBIGUOUS, ...AMBIGUOUS].filter((w) => /^[a-z]+$/.test(w)));
const LONGEST_WORD = Math.max(...[...ASCII_WORDS].map((w) => w.length));
/** The shortest run GERMAN_RUN can match. */
const SHORTEST_ENDING = 7;
/** GERMAN_ENDING on a whole run of ASCII letters, lowered. */
const GERMAN_RUN = /[a-z]{3}(?:isch|ische|isches|ischen|ischer|ungen|heit|keit|schaft|lich|liche|lichen)$|[a-z]{4}ung$/;
const isAsciiLetter = (c: number): boolean => (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a);

/**
 * Whether either test above could count anything in the title: any character outside ASCII
 * (letters with diacritics count there), or a run of ASCII letters that is one of their words
 * in any case or ends in a German ending, or "d'"/"l'". A title without one is English to both
 * (a superset of their hits, checked against them by foreign-title.reference.test.ts). One
 * pass over the characters; a run is lowered into a string only when it is short enough to be
 * a listed word or long enough to carry an ending.
 */
function mayCountForeign(title: string): boolean {
  for (let i = 0; i < title.length; ) {
    const c = title.charCodeAt(i);
    if (c >= 0x80) return true;
    if (!isAsciiLetter(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    while (j < title.length && isAsciiLetter(title.charCodeAt(j))) j++;
    const n = j - i;
    if (n <= LONGEST_WORD || n >= SHORTEST_ENDING) {
      const run = title.slice(i, j).toLowerCase();
      if ((n <= LONGEST_WORD && ASCII_WORDS.has(run)) || (n >= SHORTEST_ENDING && GERMAN_RUN.test(run))) return true;
    }
    // An elided article: "d'" or "l'" in any case.
    const last = title.charCodeAt(j - 1) | 0x20;
    if (title.charCodeAt(j) === 0x27 && (last === 0x64 || last === 0x6c)) return true;
    i = j;
  }
  return false;
}

/**
 * Whether a title may be in another language, for a rule that lowers words: it looks foreign,
 * or any of its words has a letter English does not write ("Postkoloniale Erzähltheorie", or
 * a name such as "Pérez", whose title is then better left as typed than half lowered).
 */
export const mayBeForeign: (title: string) => boolean = recent(mayBeForeignUncached);

/** `mayBeForeign` without its memory of the last titles asked. */
export function mayBeForeignUncached(title: string): boolean {
  return looksForeign(title) || /[äöüßàâçéèêëîïôûùÿñœ]/iu.test(title);
}

/**
 * Prepositions of four letters or more that are hardly ever adverbs or conjunctions inside a
 * title. CMOS 16, 8.159 lowers prepositions "regardless of length" (MLA 8th, 1.2.1 "against,
 * between"; MHRA 4th, 7.2 likewise), but APA's and many databases' title case raise every word of
 * four letters or more ("Events Within Protein"); "after", "before", "since", "until", "about",
 * "over", "up" are left out, as they are often conjunctions or adverbs ("Before You Go",
 * "Look Up").
 */
export const LONG_PREPOSITIONS: ReadonlySet<string> = new Set(
  'within without between among through throughout toward towards against across beneath beside beyond during underneath'.split(
    ' ',
  ),
);

/** Articles, conjunctions and prepositions headline style keeps lower-case (CMOS 16, 8.159). */
export const MINOR_TYPED: ReadonlySet<string> = new Set([
  ...'the an and but or nor of in on at to by for from with as into onto upon via vs'.split(' '),
  ...LONG_PREPOSITIONS,
]);

/**
 * Where `lowerTypedMinor` could lower a word: a capitalised minor word (or "A") at a word's
 * start, after the opening marks its tokens drop, not followed by a lower-case letter. A
 * title without one comes back as typed (foreign-title.reference.test.ts checks the shortcut).
 */
const typedMinorStart = (words: ReadonlySet<string>): RegExp =>
  new RegExp(
    `(?:^|\\s)[“‘"'([]*(?:A|${[...words].map((w) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`).join('|')})(?!\\p{Ll})`,
    'u',
  );
const TYPED_MINOR_START = new WeakMap<ReadonlySet<string>, RegExp>();
const COORDINATORS: ReadonlySet<string> = new Set(['and', 'or']);
/** The word after `words[index]`, lower-case, without its marks. */
const nextWord = (words: string[], index: number): string =>
  (words[index + 1] ?? '').replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '').toLocaleLowerCase();

/**
 * A minor word typed with a capital inside a title is lowered, "Outline of a Theory", "What the
 * Rich People Really Drive" (CMOS 16, 8.159), unless it opens the title or a subtitle or ends
 * it (a double title's "; or, The" opens again). "A" is lowered only after another minor word ("of A Theory"), as it may be a letter
 * ("Vitamin A Deficiency", "Part A").
 */
export function lowerTypedMinor(title: string, minorWords: ReadonlySet<string> = MINOR_TYPED): string {
  let start = TYPED_MINOR_START.get(minorWords);
  if (!start) {
    start = typedMinorStart(minorWords);
    TYPED_MINOR_START.set(minorWords, start);
  }
  // Most titles have no capitalised minor word at a word's start: nothing to lower.
  if (!start.test(title)) return title;
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
      // A title quoted inside the title opens with its own first word, "Novels: “The Scarlet
      // Letter,” “The House of the Seven Gables”" (CMOS 16, 8.159: first words keep the capital).
      const opens = afterBreak || /^[“‘"]/.test(token);
      // A double title, "Moby-Dick; or, The Whale" (CMOS 16, 8.166), opens again after "; or,".
      afterBreak =
        /[:;?!—.]$/.test(token.replace(/[”’"')\]]+$/, '')) ||
        token === '—' ||
        token === '–' ||
        (opens && index > 0 && lower === 'or');
      const before = previous;
      previous = lower;
      // The last word of the title or of a part of it keeps its capital ("Always On: Language").
      const closes = index === words.length - 1 || afterBreak;
      if (opens || closes || core === lower) return token;
      const minor = minorWords.has(lower) || (core === 'A' && minorWords.has(before));
      // Long prepositions paired by "and"/"or" keep a typed capital, as the MLA Handbook 8th
      // ed. prints Trilling's "Freud: Within and Beyond Culture" (used as adverbs, 8.159).
      const paired =
        LONG_PREPOSITIONS.has(lower) && (COORDINATORS.has(before) || COORDINATORS.has(nextWord(words, index)));
      return minor && !paired && /^\p{Lu}\p{Ll}*$/u.test(core) ? token.replace(core, lower) : token;
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
  // Only a hyphenated compound has an element to raise.
  if (!title.includes('-')) return title;
  // A single lower-case letter is a symbol, not a word: 'P-T-t' (pressure–temperature–time) stays.
  return title.replace(/(?<=(?:^|[^\p{L}\p{N}])(?:\p{Lu}|\p{N}+)-)(\p{Ll}{2,})(?=$|[^\p{L}])/gu, (element: string) =>
    MINOR_TYPED.has(element) ? element : `${element.charAt(0).toLocaleUpperCase()}${element.slice(1)}`,
  );
}

/**
 * A word typed after an apostrophe in lower case keeps it: "'t Hooft", "’s-Hertogenbosch" are
 * names whose particle is lower-case, which the shared `titleCase` would raise ("'T Hooft").
 */
function keepElided(typed: string, cased: string): string {
  // Only a word typed after an apostrophe is kept.
  if (!typed.includes("'") && !typed.includes('’')) return cased;
  const before = typed.split(/(\s+)/);
  const after = cased.split(/(\s+)/);
  if (before.length !== after.length) return cased;
  // Only an elided article, one letter after the apostrophe ("'t", "'s-"): a word in quotation
  // marks typed lower-case takes its capital, "‘Ice Bumps’" (before, "Climate Change: ‘ice Bumps’").
  return after
    .map((token, i) => (/^['’]\p{Ll}(?![\p{L}\p{N}])/u.test(before[i] ?? '') ? (before[i] as string) : token))
    .join('');
}

/**
 * Headline style with the corrections above (CMOS). MLA and MHRA pass the shared `titleCase`
 * with `raiseAfterLetter` only (`compoundTitleCase`): their goldens keep a typed capital inside a
 * title ("from The Tempest", a title within the title).
 */
export const headlineTextUncached = (title: string): string =>
  raiseAfterLetter(lowerTypedMinor(keepElided(title, titleCase(title))));
/** `headlineTextUncached`, remembering its last titles (a record's title is cased once per style). */
const headlineText: (title: string) => string = recent(headlineTextUncached);

/**
 * A title in headline style when it is English (CMOS 16, 8.157), as typed when the record is
 * Russian or Ukrainian or the title is in another language: CMOS 16, 10.3 and 14.107 (17th
 * ed., 11.6, 14.96) give titles in other languages sentence-style capitals, which the typed
 * title already has (German nouns keep theirs), and never English headline capitals.
 */
export function headlineEnglish(
  get: (pub: Publication, ctx: Context) => string | undefined,
  cased: (title: string) => string = headlineText,
): Piece {
  return (pub, ctx) => {
    const title = get(pub, ctx);
    if (!title) return [];
    return [{ text: englishTitles(ctx) && !looksForeign(title) ? cased(title) : title }];
  };
}

/**
 * A piece whose text is a title (a book series, a volume's title) in headline style under the
 * same conditions: English record, English title (CMOS 16, 8.157; 14.123 series titles, 14.121
 * volume titles are capitalised like other titles).
 */
export function headlined(piece: Piece, cased: (title: string) => string = headlineText): Piece {
  return (pub, ctx) =>
    piece(pub, ctx).map((run) =>
      englishTitles(ctx) && run.text && !looksForeign(run.text) ? { ...run, text: cased(run.text) } : run,
    );
}

/**
 * "Vol. 1, The Emergence of the Catholic Tradition (100–600)" (CMOS 16, 14.121): the volume's
 * own title in headline style after the label; `volumeWithTitle` with the title capitalised
 * (chicago, asa).
 */
export const headlinedVolume: Piece = (pub, ctx) => {
  // A volume title typed the GOST way, «Новые люди : роман», takes the running colon as titles do.
  const title = runningColon(volumeTitleOf(pub));
  const volume = volumeOf(pub);
  const cased = title && englishTitles(ctx) && !looksForeign(title) ? headlineText(title) : title;
  // The volume's title is a book's title and stands in italics as the work's does (CMOS 16,
  // 14.121, "Vol. 1, *The Emergence of the Catholic Tradition (100–600)*").
  const titled: Run[] = cased ? [{ text: cased, marks: ['italic'] }] : [];
  if (!volume) return titled;
  const label = labelledVolume(volume, ctx);
  return cased ? [{ text: `${label}, ` }, ...titled] : [{ text: label }];
};

/**
 * The shared `titleCase` and the raised element after a single letter or a number, "S-Matrix",
 * "Pd-N-Heterocyclic" (MLA 7th 3.6.1, 8th 1.2.1: "all principal words, including those that follow
 * hyphens in compound terms"; MHRA raises compounds' elements likewise, "Large-Scale"); before,
 * "S-matrix" beside "Higher-Dimensional". A capital typed inside the title is kept (see
 * `headlineText`) but on a long preposition ("Events within Protein"), which starts no title.
 */
const compoundTitleCase = (title: string): string =>
  raiseAfterLetter(lowerTypedMinor(titleCase(title), LONG_PREPOSITIONS));

/** `headlineEnglish` with `compoundTitleCase`, as MLA and MHRA capitalise (see `headlineText`). */
export const englishHeadline = (get: (pub: Publication, ctx: Context) => string | undefined): Piece =>
  headlineEnglish(get, compoundTitleCase);

/** `headlined` with `compoundTitleCase` (MLA 8th 1.2.1, MHRA 4th ch. 7: series names as titles). */
export const headlinedTitleCase = (piece: Piece): Piece => headlined(piece, compoundTitleCase);

/**
 * A title piece in headline style with the style's set of lower-case words `minor` (ACS, IEEE;
 * CMOS's by default), under the same conditions as `headlineEnglish`: an English record's
 * English title; a romanised or other-language title keeps its own capitals ("Über die
 * Möglichkeit der Conjunktion", not "Über Die Möglichkeit Der Conjunktion").
 */
export const headline = (
  get: (pub: Publication, ctx: Context) => string | undefined,
  minor: ReadonlySet<string> = MINOR,
): Piece => headlineEnglish(get, (title) => titleCase(title, minor));

/**
 * A record with no language of its own (the model knows EN, RU, UA) shows another language in
 * any of its titles: a chapter "Kritik der praktischen Vernunft" is in a German book, so the
 * host "Kants Werke. Akademie Textausgabe", which has no German function word, keeps its
 * capitals too in the styles that lower English titles; before, "Kants werke. Akademie textausgabe".
 */
export const inForeignWork = (pub: Publication): boolean =>
  [pub.title?.publicationTitle, pub.title?.nameVolume, hostTitleOf(pub), hostVolumeTitleOf(pub)].some(
    (t) => typeof t === 'string' && mayBeForeign(t),
  );
