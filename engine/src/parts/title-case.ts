import { recent } from '../template/recent.js';

/** Words kept lower-case inside a title: articles, coordinating conjunctions, prepositions, "to". */
export const MINOR: ReadonlySet<string> = new Set(
  (
    'a an the and but or nor for so yet as at by down from in into like near of off on onto out over past per ' +
    'than till to up upon via vs versus with about above across after against along among around before behind ' +
    'below beneath beside between beyond during except inside outside since through throughout toward towards ' +
    'under underneath until within without'
  ).split(' '),
);

/**
 * Particles of personal and place names, kept lower-case between two capitalised words, "Santana
 * de Parnaíba", "Leonardo da Vinci", "Ludwig van Beethoven" (CMOS 16, 8.5 and 8.159: a proper
 * name keeps its own capitals in a headline-style title; MLA 8th, 1.2.1 likewise).
 */
export const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'da de del della dei des di du dos van von der den ter'.split(' '),
);
/** The particle stands inside a name: a capitalised word before it and after it. */
export const inName = (previous: string, next: string | undefined): boolean =>
  /^[“‘"'([]*\p{Lu}/u.test(previous) && /^[“‘"'([]*\p{Lu}/u.test(next ?? '');

export const PLAIN_WORD = /^\p{Ll}[\p{Ll}'’-]*$/u;
/** "Large-scale": a capitalised first element, lower-case later ones. */
export const CAPITALISED_COMPOUND = /^\p{Lu}\p{Ll}+(?:-\p{Ll}[\p{Ll}'’]*)+$/u;

/**
 * Prefixes that cannot stand as words: after them the second element of a hyphenated compound
 * stays lower-case (CMOS 16, 8.161 rule 3: "Anti-intellectual", "Pre-industrial").
 */
export const PREFIXES = new Set(
  'a anti bi co counter de e extra hyper infra inter intra macro micro mid mini multi neo non post pre pro pseudo re semi sub super supra trans ultra un'.split(
    ' ',
  ),
);

/**
 * A lower-case word with its first letter raised; in a hyphenated compound every element
 * that is not an article, preposition or conjunction too ("Large-Scale", "Domain-Specific",
 * "Follow-up" stays "Follow-Up"; CMOS 16, 8.161; MLA 8th, 1.2.1), unless the first element
 * is a prefix ("Non-linear", "Re-examination").
 */
export function capitaliseCompound(word: string): string {
  const parts = word.split('-');
  const raise = (p: string) => `${p.charAt(0).toLocaleUpperCase()}${p.slice(1)}`;
  if (parts.length === 1 || PREFIXES.has(parts[0] as string)) return raise(word);
  return parts.map((p, i) => (i > 0 && (MINOR.has(p) || p === '') ? p : raise(p))).join('-');
}
/** "HIV-infected", "COVID-related": a first element kept as typed, plain lower-case later ones. */
export const KEPT_THEN_PLAIN = /^[\p{Lu}\p{N}][\p{Lu}\p{N}]+(?:-\p{Ll}[\p{Ll}'’]*)+$/u;

export function raiseLaterElements(word: string): string {
  return word
    .split('-')
    .map((p, i) => (i === 0 || MINOR.has(p) ? p : `${p.charAt(0).toLocaleUpperCase()}${p.slice(1)}`))
    .join('-');
}
/** A token ending in one of these ends a clause (unless it is an abbreviation's stop). */
const BREAK_MARKS = new Set(':—–?!.');
/** The marks a token's lead and tail are made of: a token starting or ending otherwise has none. */
const LEAD_MARKS = new Set('“‘"\'([');
const TAIL_MARKS = new Set('”’"\'),.:;!?—–]');
/** Unit symbols kept lower-case after a number (SI symbols in titles: "5.2 nm", "3 km"). */
export const UNIT = new Set(
  'nm mm cm km m mg kg g µm μm ms ns ps fs s min h kb bp kbp mb ml mol kv mv hz khz mhz ghz'.split(' '),
);
export const NUMBER = /^[\d.,–-]*\d$/;
/**
 * An initialism's, a title's or an abbreviated word's stop ("U.S.", "Dr.", "Proc.") does not end
 * a clause: "U.S. and World", "Proc. of the 12th Int. Conf. on …", "Conf. Rec. of the …" (before,
 * "Proc. Of …"). The abbreviated words are the closed list that names of proceedings, societies and
 * journals use (IEEE's and ISO 4's forms), not any short capitalised word, so a title's own
 * sentence ending in a short word is still a clause. The rule only raises words.
 */
export const ABBREVIATION = new RegExp(
  '^(?:\\p{L}\\.){2,}$|^(?:Dr|Mr|Mrs|Ms|St|Jr|Sr|vs|Proc|Conf|Symp|Int|Intl|Natl|Trans|Assoc|Soc|Univ|Inst|Dept|' +
    'Ann|Annu|Rev|Rec|Vol|No|Adv|Appl|Comput|Eng|Sci|Res|Wkshp|Jt|Meet|Congr|Technol|Commun|Syst|Electron|' +
    'Mech|Phys|Chem|Biol|Med|Math|Stat|Am|Eur|Amer|Acad|Bull|Lett|Mag|Nat)\\.$',
  'u',
);

/**
 * Words joined by a dash or a slash are separate words for the rule ("Navigation—Part",
 * "Mother–Child", "Picture/Academic"; CMOS 16, 8.159: the word after a dash is capitalised);
 * a hyphenated compound whose first element is kept as typed raises the plain later ones
 * ("HIV-Infected", CMOS 16, 8.161).
 */
export function splitJoined(title: string): string[] {
  return title.split(/(\s+|(?<=\p{L})[—–/](?=\p{L}))/u).filter((t) => t !== '');
}

/**
 * Minor words that no acronym spells, lowered when typed in capitals inside a title otherwise in
 * upper and lower case: "Regulation OF Splicing" → "Regulation of Splicing" (CMOS 16, 8.159;
 * MLA 8th, 1.2.1: prepositions, articles and conjunctions lower-case). Two-letter words other than
 * "of" ("US", "IT", "OR", "IN", "ON") are often acronyms and stay as typed.
 */
const NEVER_ACRONYM: ReadonlySet<string> = new Set(
  'of the and with from into onto upon within without than'.split(' '),
);

/** Most of the title's words have a lower-case letter: it is not typed in capitals throughout. */
const mixedCase = (words: string[]): boolean => words.filter((w) => /\p{Ll}/u.test(w)).length * 2 > words.length;

/**
 * Headline-style capitalisation of English titles (CMOS 16, 8.157–8.159; MLA Handbook 8th,
 * 1.2.1; ASA and MHRA follow the same rule): the first and last words, the first word after
 * a colon or dash, and every major word start with a capital; articles, coordinating
 * conjunctions, prepositions and "to" stay lower-case. As in CSL, a word that already has a
 * capital, a digit or a non-letter inside ("iPhone", "IUPUI", "Digital_Humanities") is left
 * exactly as typed, so the rule only ever raises lower-case words.
 * @example titleCase('formation of evenly spaced ridges and valleys') // 'Formation of Evenly Spaced Ridges and Valleys'
 */
export function titleCase(title: string, minor: ReadonlySet<string> = MINOR): string {
  let cased = RECENT.get(minor);
  if (!cased) {
    cased = recent((t: string) => titleCaseUncached(t, minor));
    RECENT.set(minor, cased);
  }
  return cased(title);
}

/** `titleCase` remembering its last titles, per set of minor words (sets are never changed). */
const RECENT = new WeakMap<ReadonlySet<string>, (title: string) => string>();

/** `titleCase` without its memory of the last titles (title-case.reference.test.ts). */
export function titleCaseUncached(title: string, minor: ReadonlySet<string> = MINOR): string {
  const tokens = splitJoined(title);
  const isJoiner = (t: string) => t.trim() === '' || /^[—–/]$/.test(t);
  const words = tokens.filter((t) => !isJoiner(t));
  let index = 0;
  let afterBreak = true;
  let lastWord = '';
  const mixed = mixedCase(words);
  return tokens
    .map((token) => {
      if (isJoiner(token)) {
        // A dash between words opens a new clause; a slash does not.
        if (token !== '/' && token.trim() !== '') afterBreak = true;
        return token;
      }
      const previous = lastWord;
      lastWord = token;
      const isFirst = index === 0;
      const isLast = index === words.length - 1;
      index++;
      // The regular expressions below are asked only of tokens they can match
      // (title-case.reference.test.ts checks the shortcuts against the plain statement).
      const lead = LEAD_MARKS.has(token.charAt(0)) ? (token.match(/^[“‘"'([]*/)?.[0] ?? '') : '';
      const rest = lead === '' ? token : token.slice(lead.length);
      const core = TAIL_MARKS.has(rest.charAt(rest.length - 1)) ? rest.replace(/[”’"'),.:;!?—–\]]+$/, '') : rest;
      const tail = token.slice(lead.length + core.length);
      const startsClause = afterBreak;
      afterBreak =
        (BREAK_MARKS.has(token.charAt(token.length - 1)) &&
          !ABBREVIATION.test(core + tail.replace(/[”’"')\]]+$/, ''))) ||
        token === '—' ||
        token === '–';
      // A sentence-case compound ("Large-scale" at the start of a title) raises its later elements.
      const hyphenated = core.includes('-');
      if (
        hyphenated &&
        CAPITALISED_COMPOUND.test(core) &&
        !PREFIXES.has(core.split('-')[0]?.toLocaleLowerCase() ?? '')
      ) {
        return `${lead}${capitaliseCompound(core)}${tail}`;
      }
      if (hyphenated && KEPT_THEN_PLAIN.test(core)) return `${lead}${raiseLaterElements(core)}${tail}`;
      if (!PLAIN_WORD.test(core)) {
        const lower = core.toLocaleLowerCase();
        const shoutedMinor = mixed && core === core.toLocaleUpperCase() && NEVER_ACRONYM.has(lower) && minor.has(lower);
        return shoutedMinor && !isFirst && !isLast && !startsClause ? `${lead}${lower}${tail}` : token;
      }
      // "'t Hooft", "'s-Hertogenbosch": an elided article stays as typed; so does a unit after
      // a number ("5.2 nm", "10 mg"), which is a symbol, not a word.
      if (/['’]$/.test(lead) && core.length === 1) return token;
      if (UNIT.has(core) && NUMBER.test(previous)) return token;
      if (minor.has(core) && !isFirst && !isLast && !startsClause) return token;
      if (NAME_PARTICLES.has(core) && !isFirst && !isLast && !startsClause && inName(previous, words[index])) {
        return token;
      }
      return `${lead}${capitaliseCompound(core)}${tail}`;
    })
    .join('');
}

/**
 * The words IEEE keeps lower-case in a title: articles, coordinating conjunctions and
 * prepositions of up to three letters (IEEE Editorial Style Manual, Paper Title: "Prepositions
 * of more than three letters (Before, Through, With, Without, Versus, Among, Under, Between)
 * should be capitalized").
 */
export const IEEE_MINOR: ReadonlySet<string> = new Set([...MINOR].filter((word) => word.length <= 3));
