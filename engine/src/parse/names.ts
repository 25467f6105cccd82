import type { Person } from '../model/publication.js';
import { isNameSuffix, trailingSuffix } from '../parts/name-suffix.js';

/**
 * Reading lists of personal names in the orders the styles print them:
 * `Surname, I. O.` (APA, GOST heading), `Surname I. O.` (DSTU, GOST 2018 lists),
 * `I. O. Surname` (GOST responsibility zone, IEEE), `Surname IO` (Vancouver),
 * `SURNAME, Given` (ISO 690), `Given Surname` (MLA/Chicago after the first name).
 */

const UP = '\\p{Lu}';
/** One initial: `J.`, `Yu.`, `Ch.`, `J.-P.`, `Є.` */
const INITIAL = new RegExp(`^${UP}\\p{Ll}?\\.(?:-${UP}\\p{Ll}?\\.)?$`, 'u');
/** Vancouver initials run together without periods: `JS`, `AB`. */
const RUN_INITIALS = new RegExp(`^(?:${UP}{1,3}|${UP}{1,2}-${UP}{1,2})$`, 'u');
/**
 * A name word: capitalised, may carry hyphens and apostrophes (O'Brien, Нечуй-Левицький);
 * a former surname in brackets belongs to the surname ("Лубягина (Орлова) И. В.").
 */
const NAME_WORD =
  /^(?:\p{Lu}[\p{L}'’ʼ`-]*|\(\p{Lu}[\p{L}'’ʼ-]*\)|(?:van|von|der|de|da|di|du|la|le|del|dos|ten|ter|bin|al|el)|\p{Lu}\p{Ll}*[’']\p{Lu}[\p{L}-]*)$/u;
const PARTICLE = /^(?:van|von|der|de|da|di|du|la|le|del|dos|ten|ter|bin|al|el)$/;

/** Markers that the list was cut short: `et al.`, `и др.`, `та ін.`, `and others`. */
export const ET_AL =
  /(?:\[\s*)?(?:(?<![\p{L}\p{N}])et\s+al(?:ii|\.)?|(?<![\p{L}\p{N}])и\s+др(?:угие|\.)?|(?<![\p{L}\p{N}])та\s+ін(?:ші|\.)?|(?<![\p{L}\p{N}])і\s+ін(?:ші|\.)?|(?<![\p{L}\p{N}])and\s+others)(?:\s*\])?/giu;

export interface NameList {
  people: Person[];
  etAl: boolean;
  /** True when every piece of the text was read as part of a name. */
  complete: boolean;
}

function isInitial(token: string): boolean {
  return INITIAL.test(token);
}

/** Splits glued initials: `J.S.` → `J.` `S.`; `И.П.Иванов` → `И.` `П.` `Иванов`. */
function tokens(piece: string): string[] {
  return piece
    .replace(/(\p{Lu}\p{Ll}?\.)(?=\p{Lu})/gu, '$1 ')
    .split(/\s+/)
    .filter(Boolean);
}

function givenFrom(initials: string[]): Pick<Person, 'name' | 'fathername'> {
  const out: Pick<Person, 'name' | 'fathername'> = {};
  if (initials[0]) out.name = initials[0];
  if (initials.length > 1) out.fathername = initials.slice(1).join(' ');
  return out;
}

/** Surname in the case the text uses, except ISO's capitals, which become title case. */
function surnameCase(s: string): string {
  if (s.length > 1 && s === s.toUpperCase() && /\p{Lu}{2}/u.test(s)) {
    return s.toLowerCase().replace(/(^|[-\s'’])(\p{L})/gu, (_m, a: string, b: string) => a + b.toUpperCase());
  }
  return s;
}

type Shape =
  | { kind: 'given'; given: string[] }
  | { kind: 'surname'; surname: string }
  | { kind: 'person'; person: Person }
  | { kind: 'other' };

/**
 * Particles after the initials of a surname printed first, as Russian lists invert a foreign
 * name: «Дейк Т.А. ван», «Гогер Ж. де»; the particle opens the surname («ван Дейк»).
 */
const TRAILING_PARTICLE = /^(?:ван|фон|дер|де|ди|дю|ла|ле|дель|да|van|von|der|de|da|di|du|la|le|del|den)\.?$/u;

/** Classifies one comma-separated piece of a name list. */
function shapeOf(piece: string): Shape {
  const all = tokens(piece);
  let end = all.length;
  while (end > 2 && end > all.length - 3 && TRAILING_PARTICLE.test(all[end - 1] as string)) end--;
  if (end < all.length && isInitial(all[end - 1] as string) && !isInitial(all[0] as string)) {
    const shape = shapeOf(all.slice(0, end).join(' '));
    const particles = all
      .slice(end)
      .map((t) => t.replace(/\.$/u, ''))
      .join(' ');
    if (shape.kind === 'person')
      return { kind: 'person', person: { ...shape.person, surname: `${particles} ${shape.person.surname}` } };
    return { kind: 'other' };
  }
  const ts = all;
  if (ts.length === 0) return { kind: 'other' };
  if (!ts.every((t) => NAME_WORD.test(t) || isInitial(t) || RUN_INITIALS.test(t))) return { kind: 'other' };
  const initialCount = ts.filter(isInitial).length;
  if (initialCount === ts.length) return { kind: 'given', given: ts };
  if (ts.length === 1) return { kind: 'surname', surname: ts[0] as string };
  // I. O. Surname (initials first).
  let lead = 0;
  while (lead < ts.length && isInitial(ts[lead] as string)) lead++;
  if (lead > 0) {
    const surname = ts.slice(lead).join(' ');
    return { kind: 'person', person: { surname: surnameCase(surname), ...givenFrom(ts.slice(0, lead)) } };
  }
  // Surname I. O. (initials last).
  let tail = ts.length;
  while (tail > 0 && isInitial(ts[tail - 1] as string)) tail--;
  if (tail < ts.length) {
    return {
      kind: 'person',
      person: { surname: surnameCase(ts.slice(0, tail).join(' ')), ...givenFrom(ts.slice(tail)) },
    };
  }
  // Vancouver: Surname JS.
  const last = ts[ts.length - 1] as string;
  if (RUN_INITIALS.test(last) && ts.length >= 2 && !RUN_INITIALS.test(ts[0] as string)) {
    return {
      kind: 'person',
      person: {
        surname: surnameCase(ts.slice(0, -1).join(' ')),
        // "JS" → J. S.; a hyphen joins two ("J-P" → J.-P., "SS-H" → S. S.-H.).
        ...givenFrom((last.match(/\p{Lu}(?:-\p{Lu})?/gu) ?? []).map((c) => c.replace(/(\p{Lu})/gu, '$1.'))),
      },
    };
  }
  // ISO's SURNAME first in capitals is handled by the caller (it comes with a comma);
  // here a run of plain words: Given [Middle] [particles] Surname.
  // «Петров Петр Петрович»: a Russian or Ukrainian full name ending in a patronymic is written
  // surname first (catalogues' statements of responsibility); «Иван Петрович Бабич» is not.
  if (ts.length === 3 && PATRONYMIC.test(ts[2] as string) && !PATRONYMIC.test(ts[1] as string)) {
    return { kind: 'person', person: { surname: surnameCase(ts[0] as string), ...givenFrom(ts.slice(1)) } };
  }
  if (ts.length <= 4) {
    let cut = ts.length - 1;
    while (cut > 1 && PARTICLE.test(ts[cut - 1] as string)) cut--;
    return {
      kind: 'person',
      person: { surname: surnameCase(ts.slice(cut).join(' ')), ...givenFrom(ts.slice(0, cut)) },
    };
  }
  return { kind: 'other' };
}

/** A Russian or Ukrainian patronymic (Петрович, Ильич, Петровна, Саввична, Петрівна). */
const PATRONYMIC = /^[\u0400-\u04FF]+(?:вич|ьич|ич|вна|чна|івна|ївна)$/u;

/**
 * Particles written after the given names of an inverted name: "Saussure, F. de",
 * "Berg, J. van der" (CMOS 8.5, APA 9.8 allow either place). They belong to the surname.
 */
function trailingParticles(piece: string): { given: string; particles: string } {
  const m = /^(.*\S)((?:\s(?:van|von|der|de|da|di|du|la|le|del|dos|ten|ter|den)){1,3})$/u.exec(piece);
  return m ? { given: m[1]!, particles: m[2]!.trim() } : { given: piece, particles: '' };
}

/** A given-name piece after a lone surname: `J. S.`, `Jessica S.`, `Иван Петрович`. */
function asGiven(piece: string): string[] | undefined {
  const ts = tokens(piece);
  if (ts.length === 0 || ts.length > 3) return undefined;
  if (ts.length > 1 && ts.some((t) => RUN_INITIALS.test(t) && t.length > 1)) return undefined;
  if (!ts.every((t) => isInitial(t) || /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(t) || RUN_INITIALS.test(t)))
    return undefined;
  return ts;
}

/**
 * Reads a list of names. Separators: commas, semicolons, `&`, `and`, `и`, `та`, `і`.
 * @example readNames('Grady, J. S., Her, M., & Moreno, G.').people.length // 3
 */
export function readNames(text: string): NameList {
  let etAl = false;
  // APA 7 leaves out the middle of a long list: "… Author19, A., ... Hassabis, D.".
  let s = text.replace(/,?\s*(?:\.\.\.|…)\s*/gu, () => {
    etAl = true;
    return ', ';
  });
  s = s.replace(ET_AL, () => {
    etAl = true;
    return ',';
  });
  s = s
    .replace(
      /\s*(?:&|(?<![\p{L}\p{N}])and(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])и(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])та(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])і(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])und(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])et(?![\p{L}\p{N}]))\s*/gu,
      ',',
    )
    .replace(/[;]/g, ',')
    .replace(/\.\s*$/, '.');
  const { pieces, suffixes } = suffixesApart(
    s
      .split(',')
      .map((p) => p.trim().replace(/^[.\s]+|[\s]+$/g, ''))
      .filter((p) => p && p !== '.'),
  );
  const people: Person[] = [];
  const push = (person: Person, ...at: number[]) => {
    const suffix = at.map((i) => suffixes.get(i)).find(Boolean);
    people.push(suffix ? withSuffix(person, suffix) : person);
  };
  let complete = pieces.length > 0;
  for (let i = 0; i < pieces.length; i++) {
    const piece = keepInitialStop(pieces[i] as string);
    const shape = shapeOf(piece);
    const next = pieces[i + 1];
    // "Surname, Given" — a lone surname (or ISO's SURNAME) followed by given names.
    // MLA and Chicago invert only the first name: "Le Couteur, Penny, and Jay Burreson".
    const invertible =
      shape.kind === 'surname' ||
      /^(?:van|von|der|de|da|di|du|la|le|del|dos|ten|ter)\s/u.test(piece) ||
      isUpperSurname(piece) ||
      (i === 0 && shape.kind === 'person' && !/\./u.test(piece) && !/\s\p{Lu}{1,3}$/u.test(piece));
    if (invertible && next !== undefined) {
      const { given: givenText, particles } = trailingParticles(keepInitialStop(next));
      const given = asGiven(givenText);
      if (given) {
        const initials =
          given.length === 1 && RUN_INITIALS.test(given[0] as string) && (given[0] as string).length > 1
            ? Array.from(given[0] as string).map((c) => `${c}.`)
            : given;
        const surname = surnameCase(piece);
        push({ surname: particles ? `${particles} ${surname}` : surname, ...givenFrom(initials) }, i, i + 1);
        i++;
        continue;
      }
    }
    if (shape.kind === 'person') push(shape.person, i);
    else if (shape.kind === 'surname') push({ surname: surnameCase(shape.surname) }, i);
    else complete = false;
  }
  return { people, etAl, complete: complete && people.length > 0 };
}

/**
 * Name suffixes out of the pieces, each kept for the piece of its person: "King, M. L., Jr."
 * (after the given names), "Guerney, Jr., B. G." (BibTeX's order), "Baes Jr., C. F." (glued to
 * the surname). Before, "Jr." was read as a surname or lost.
 */
function suffixesApart(typed: string[]): { pieces: string[]; suffixes: Map<number, string> } {
  const pieces: string[] = [];
  const suffixes = new Map<number, string>();
  for (const piece of typed) {
    if (isNameSuffix(piece) && pieces.length > 0) {
      suffixes.set(pieces.length - 1, piece);
      continue;
    }
    const split = trailingSuffix(piece);
    pieces.push(split ? split[0] : piece);
    if (split) suffixes.set(pieces.length - 1, split[1]);
  }
  return { pieces, suffixes };
}

/** The suffix kept where the record keeps one: after the given names (parts/name-suffix.ts). */
export function withSuffix(person: Person, suffix: string): Person {
  const sfx = /^(?:jr|sr|jun|sen)$/iu.test(suffix) ? `${suffix}.` : suffix;
  if (person.fathername) return { ...person, fathername: `${person.fathername} ${sfx}` };
  if (person.name) return { ...person, name: `${person.name} ${sfx}` };
  return { ...person, surname: `${person.surname ?? ''} ${sfx}`.trim() };
}

/** Drops a piece's closing stop unless it ends an initial (`J.`, `Yu.`). */
function keepInitialStop(piece: string): string {
  const ts = tokens(piece);
  const last = ts.pop() ?? '';
  if (!isInitial(last)) return piece.replace(/\.$/, '');
  // "J. Ba." — a two-letter surname after initials; its stop ends the list.
  if (ts.length && ts.every(isInitial) && /^\p{Lu}\p{Ll}\.$/u.test(last)) return piece.replace(/\.$/, '');
  return piece;
}

function isUpperSurname(piece: string): boolean {
  return /^\p{Lu}[\p{Lu}'’ -]+$/u.test(piece) && /\p{Lu}{2}/u.test(piece);
}
