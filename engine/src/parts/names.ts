import type { Labels } from '../locales/labels.js';
import type { Person } from '../model/publication.js';
import { isSpaceCode } from '../template/white-space.js';
import { str } from './fields.js';
import { DEFAULT_SUFFIX, type NameSuffixRule, splitSuffix, suffixText } from './name-suffix.js';

/** How one name is written. */
export type NameForm =
  /** "Smith, J. A." */
  | 'family-initials'
  /** "J. A. Smith" */
  | 'initials-family'
  /** "Smith, John Adam" */
  | 'family-given'
  /** "John Adam Smith" */
  | 'given-family';

export interface NameListOptions {
  /** Form of the first name and of the others (APA inverts all; Chicago only the first). */
  first: NameForm;
  rest: NameForm;
  /** What follows each initial: "." (A. B.), "" (AB). */
  initialDot: string;
  /** Between initials: " " (A. B.), "" (A.B.). */
  initialSpace: string;
  /** Between the family name and initials when inverted: ", " (Smith, J.) or " " (Smith J). */
  sortSeparator: string;
  /** Between names. */
  delimiter: string;
  /** Before the last name of two or more: e.g. ", & " (APA), " and " (MLA), ", " (GOST). */
  lastDelimiter: string;
  /** Before the second of exactly two, when it differs from lastDelimiter (Chicago ", and" vs " and "). */
  twoDelimiter?: string;
  /** Family names in capitals (ISO 690). */
  upperFamily?: boolean;
  /** Where a typed "Jr." or "III" goes (`DEFAULT_SUFFIX` unless given). */
  suffix?: NameSuffixRule;
  /**
   * Et-al rule: with `min` or more names, list the first `useFirst`, then the marker; with
   * `last`, an ellipsis and the last name instead of the marker (APA).
   */
  etAl?: EtAlRule;
}

/**
 * With `min` or more names, the first `useFirst`, then the marker ("et al.", «и др.») after
 * `delimiter` (a space unless given), in square brackets with `bracket` («[и др.]», GOST);
 * with `last`, an ellipsis and the last name instead of the marker (APA 7, 9.8).
 */
export interface EtAlRule {
  min: number;
  useFirst: number;
  last?: boolean;
  marker?: 'etAl' | 'andOthers';
  delimiter?: string;
  bracket?: boolean;
}

/** How a list of formatted names is joined: its delimiters and its et-al rule. */
export type ListOptions = Pick<NameListOptions, 'delimiter' | 'lastDelimiter' | 'twoDelimiter' | 'etAl'>;

/**
 * Initials a romanised person carries from its Cyrillic given names ("Yu", "Zh-P"), set by
 * the transliteration hook, since the first Latin letter of "Yurii" is not the initial of Юрий.
 */
export const GIVEN_INITIALS = 'givenInitials';

/** The stop of an initial followed at once by the next name's letter («Д.В.», "J.R."). */
const COMPACT_INITIAL = /\.(?=\p{L})/gu;

/** An initial of two or three letters as typed, "Ch.", "Yu.", «Дж.»: kept whole where initials take a stop. */
const LONG_INITIAL = /^\p{Lu}\p{Ll}{1,2}\.$/u;

function initialsOf(given: string, dot: string, space: string, kept?: unknown): string {
  // Initials typed without a space, «Д.В.», are two names, never the one initial «Д.».
  const words = given.includes('.') ? given.replace(COMPACT_INITIAL, '. ') : given;
  const typed = !Array.isArray(kept) && dot === '.' && words.includes('.') ? typedInitials(words) : undefined;
  if (typed) return initialsPlain(words, dot, space, typed);
  if (!Array.isArray(kept) && !words.includes('-')) return initialsOfWords(words, dot, space);
  return initialsPlain(words, dot, space, kept);
}

/** The initials of `given` when one of its words is a typed long initial ("Ch.", "Yu."), else undefined. */
function typedInitials(given: string): string[] | undefined {
  const words = given.split(/\s+/).filter(Boolean);
  if (!words.some((w) => LONG_INITIAL.test(w))) return undefined;
  return words.map((w) =>
    LONG_INITIAL.test(w)
      ? w.slice(0, -1)
      : w
          .split('-')
          .filter(Boolean)
          .map((part) => Array.from(part)[0]?.toUpperCase() ?? '')
          .join('-'),
  );
}

/**
 * `initialsPlain` for given names without a hyphen, in one walk (every name of every
 * reference comes here): each word's first character, upper-cased, then `dot`, words
 * joined by `space`. Checked against `initialsPlain` by a property test.
 */
export function initialsOfWords(given: string, dot: string, space: string): string {
  let out = '';
  let inWord = false;
  for (let i = 0; i < given.length; i++) {
    const c = given.charCodeAt(i);
    if (isSpaceCode(c)) {
      inWord = false;
      continue;
    }
    if (inWord) continue;
    inWord = true;
    // A character outside the Basic Multilingual Plane is two code units.
    const next = given.charCodeAt(i + 1);
    const wide = c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff;
    const first = wide ? given.slice(i, i + 2) : given[i];
    const initial = isDzh(given, i) ? 'Дж' : (first as string).toUpperCase();
    out += `${out === '' ? '' : space}${initial}${dot}`;
  }
  return out;
}

/**
 * A Russian or Ukrainian given name in «Дж» (Джон, Джордж, Джеймс) keeps both letters in its
 * initial, «Дж.», as the standards write it (GOST 7.1-2003, A: «Поль Дж. Перроун», «Дж. Клуни»,
 * «Дж. Оруэлл»); «Д.» would be another name.
 */
function isDzh(given: string, i: number): boolean {
  return (given[i] === 'Д' || given[i] === 'д') && (given[i + 1] === 'ж' || given[i + 1] === 'Ж');
}

/** A person's initials as first written (the plain statement `initialsOfWords` is tested against). */
export function initialsPlain(given: string, dot: string, space: string, kept?: unknown): string {
  const words = Array.isArray(kept)
    ? kept.filter((w): w is string => typeof w === 'string' && w !== '')
    : given
        .split(/\s+/)
        .filter(Boolean)
        .map((word) =>
          word
            .split('-')
            .filter(Boolean)
            .map((part) => (isDzh(part, 0) ? 'Дж' : (Array.from(part)[0]?.toUpperCase() ?? '')))
            .join('-'),
        );
  // Hyphenated given names keep the hyphen: Jean-Paul → J.-P.
  return words
    .map((word) =>
      word
        .split('-')
        .map((part) => `${part}${dot}`)
        .join('-'),
    )
    .join(space);
}

/** Initials typed after the surname in the surname field: «Петренко І. П.», «Петренко І.П.», "Smith J.". */
const SURNAME_THEN_INITIALS = /^([^.]*[^\s.])\s+((?:\p{Lu}\p{Ll}?\.\s*){1,3})$/u;
/** Initials typed before the surname in the surname field: «І. П. Петренко». */
const INITIALS_THEN_SURNAME = /^((?:\p{Lu}\.\s*){1,3})\s*(\p{L}[^.]*)$/u;

/**
 * A person whose whole name was typed in the surname field, «Петренко І.П.», read as surname and
 * initials, so that every form orders them («І. П. Петренко» after " / "); others unchanged.
 */
export function withInitialsApart(person: Person): Person {
  const surname = str(person.surname);
  if (!surname || str(person.name) || str(person.fathername) || !surname.includes('.')) return person;
  const after = SURNAME_THEN_INITIALS.exec(surname);
  if (after) return { ...person, surname: after[1], name: after[2]?.trim() };
  const before = INITIALS_THEN_SURNAME.exec(surname);
  if (before) return { ...person, surname: before[2], name: before[1]?.trim() };
  return person;
}

/** A name word: letters, a Cyrillic one with its apostrophe («П'ЯТАК»); "O'BRIEN" is two words. */
const NAME_WORD = /\p{L}+(?:['’ʼ]\p{Script=Cyrillic}+)*/gu;

/** A name typed in capitals throughout («ПЕТРЕНКО», "SMITH") with a capital and small letters. */
function nameFromCapitals(name: string | undefined): string | undefined {
  if (!name || /\p{Ll}/u.test(name) || !/\p{L}\p{L}/u.test(name)) return name;
  return name.replace(NAME_WORD, (w) => w.charAt(0) + w.slice(1).toLocaleLowerCase());
}

/**
 * A person whose names were typed in capitals, as journals print their authors («ПЕТРЕНКО
 * Іван»), written «Петренко Іван»: the rules of the language give the capitals (GOST 7.1-2003,
 * 4.11.1; APA 7, 9.8), a style wanting capitals adds them (`upperFamily`).
 */
export function withCapitalsUndone(person: Person): Person {
  const surname = nameFromCapitals(str(person.surname));
  const name = nameFromCapitals(str(person.name));
  const fathername = nameFromCapitals(str(person.fathername));
  if (surname === str(person.surname) && name === str(person.name) && fathername === str(person.fathername))
    return person;
  return { ...person, surname, name, fathername };
}

/** Given names that are initials only, typed without a space («І.П.», "J.D."). */
const GLUED_INITIALS = /^(?:\p{Lu}\p{Ll}{0,2}\.){2,}$/u;

/**
 * Given names typed as initials without a space keep the style's space between initials in the
 * forms that print given names as typed: "J. D. Salinger" (CMOS 16, 7.62 and 14.73; MLA 8th,
 * 2.1.1; MHRA 4th, 6.1), «Петренко І. П.»; before, "J.D." stayed glued in chicago, asa, mla,
 * mhra and iso. Full names and initials already spaced are left alone.
 */
function initialsApart(given: string, opts: NameListOptions): string {
  return GLUED_INITIALS.test(given) ? given.replace(/\.(?=\p{Lu})/gu, `.${opts.initialSpace}`) : given;
}

/** Formats one person in a given form. */
export function formatName(typed: Person, form: NameForm, opts: NameListOptions): string {
  // The suffix first: "III" is no name typed in capitals.
  const { person: bare, suffix } = splitSuffix(typed);
  const person = withCapitalsUndone(withInitialsApart(bare));
  const name = formatBareName(person, form, opts);
  if (!suffix || !name) return name;
  const rule = opts.suffix ?? DEFAULT_SUFFIX;
  const inverted = (form === 'family-initials' || form === 'family-given') && str(person.surname);
  return `${name}${inverted ? rule.inverted : rule.direct}${suffixText(suffix, rule)}`;
}

/**
 * Particles typed after the given names ("Ulrike von", BibTeX's "Luxburg, Ulrike von", «Т. А. ван»)
 * belong to the surname: no initial is made of them ("U. von Luxburg", never "U. V. Luxburg").
 */
const TRAILING_PARTICLES =
  /^(.*\S)((?:\s(?:van|von|der|den|de|da|di|du|la|le|del|della|dos|das|ten|ter|zu|фон|ван|де))+)$/u;

/** Whether the last of several words opens with a small letter (a particle may end the given names). */
function lastWordLower(given: string): boolean {
  const space = given.lastIndexOf(' ');
  if (space < 0) return false;
  const c = given.charAt(space + 1);
  return c !== c.toUpperCase();
}

function formatBareName(person: Person, form: NameForm, opts: NameListOptions): string {
  const typedSurname = str(person.surname) ?? '';
  const typedGiven = [str(person.name), str(person.fathername)].filter(Boolean).join(' ');
  const byInitials = form === 'family-initials' || form === 'initials-family';
  const particles =
    byInitials && typedSurname && lastWordLower(typedGiven) ? TRAILING_PARTICLES.exec(typedGiven) : null;
  const givenFull = particles ? (particles[1] as string) : typedGiven;
  const surnameRaw = particles ? `${(particles[2] as string).trim()} ${typedSurname}` : typedSurname;
  const surname = opts.upperFamily ? surnameRaw.toLocaleUpperCase() : surnameRaw;
  const initials = initialsOf(givenFull, opts.initialDot, opts.initialSpace, person[GIVEN_INITIALS]);
  const given = byInitials ? initials : initialsApart(givenFull, opts);
  if (!surname) return given;
  if (!given) return surname;
  switch (form) {
    case 'family-initials':
    case 'family-given':
      return `${surname}${opts.sortSeparator}${given}`;
    default:
      return `${given} ${surname}`;
  }
}

/** Joins already formatted names with the list's delimiters. */
export function joinNames(
  names: string[],
  opts: Pick<NameListOptions, 'delimiter' | 'lastDelimiter' | 'twoDelimiter'>,
): string {
  if (names.length <= 1) return names.join('');
  if (names.length === 2 && opts.twoDelimiter !== undefined) return names.join(opts.twoDelimiter);
  return `${names.slice(0, -1).join(opts.delimiter)}${opts.lastDelimiter}${names[names.length - 1]}`;
}

/**
 * Already formatted names — people or organisations — joined by the style's delimiters and
 * cut by its et-al rule: the one list rule of every style family (national ones included,
 * parts/responsibility.ts).
 * @example listOfNames(['A', 'B', 'C', 'D'], { delimiter: ', ', lastDelimiter: ', ', etAl: { min: 4, useFirst: 1, bracket: true } }, ru) // 'A [и др.]'
 */
export function listOfNames(names: readonly string[], opts: ListOptions, labels: Labels): string {
  const etAl = opts.etAl;
  if (!etAl || names.length < etAl.min) return joinNames(names as string[], opts);
  return cutList(names.slice(0, etAl.useFirst), names[names.length - 1] as string, etAl, opts, labels);
}

/** A list the et-al rule cuts: the first names shown, then "… last" or the marker. */
function cutList(shown: string[], last: string, etAl: EtAlRule, opts: ListOptions, labels: Labels): string {
  if (etAl.last) return `${shown.join(opts.delimiter)}${opts.delimiter}… ${last}`;
  const marker = labels[etAl.marker ?? 'etAl'];
  return `${shown.join(opts.delimiter)}${etAl.delimiter ?? ' '}${etAl.bracket ? `[${marker}]` : marker}`;
}

/**
 * A list of people with the style's et-al rule.
 * @example nameList([{ surname: 'Smith', name: 'John' }], apaNames, en) // 'Smith, J.'
 */
export function nameList(persons: Person[], opts: NameListOptions, labels: Labels): string {
  const etAl = opts.etAl;
  if (!etAl || persons.length < etAl.min) return listOfNames(formatAll(persons, opts), opts, labels);
  // A list the rule may cut: only the names it prints are formatted. Names are formatted from
  // the front until `min` of them print (then the list is cut) or the people run out (then it is
  // not, and every name is there); with `last`, the last name that prints is sought from the end.
  // Checked against formatting every name by names.reference.test.ts.
  const front: string[] = [];
  const need = Math.max(etAl.min, etAl.useFirst);
  let i = 0;
  for (; i < persons.length && front.length < need; i++) {
    const name = formatName(persons[i] as Person, i === 0 ? opts.first : opts.rest, opts);
    if (name) front.push(name);
  }
  if (front.length < etAl.min) return listOfNames(front, opts, labels);
  let last = front[front.length - 1] as string;
  if (etAl.last) {
    for (let j = persons.length - 1; j >= i; j--) {
      const name = formatName(persons[j] as Person, j === 0 ? opts.first : opts.rest, opts);
      if (name) {
        last = name;
        break;
      }
    }
  }
  return cutList(front.slice(0, etAl.useFirst), last, etAl, opts, labels);
}

/** Every person formatted, those that print nothing left out. */
function formatAll(persons: Person[], opts: NameListOptions): string[] {
  const out: string[] = [];
  for (let i = 0; i < persons.length; i++) {
    const name = formatName(persons[i] as Person, i === 0 ? opts.first : opts.rest, opts);
    if (name) out.push(name);
  }
  return out;
}
