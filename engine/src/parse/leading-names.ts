import type { Person } from '../model/publication.js';
import { ET_AL, readNames, withSuffix } from './names.js';

/**
 * Where the list of names at the head of a reference ends and the title begins:
 * `Sapolsky, Robert M. Behave: …`, `Hayes S. C., Strosahl K. D. Acceptance…`,
 * `Grady JS, Her M, et al. Emotions…`. Tries each `. ` in turn and takes the first
 * after which the text reads as complete names and the next words do not continue them.
 */

/** Role markers inside a name list: editors (`(Ed.)`, `, eds.`, `под ред.`) and translators. */
/** Roles of film and media credits, which APA prints after each name: `(Producer)`, `(Writer/Director)`. */
const MEDIA_ROLE =
  /\s*\((?:Producers?|Directors?|Writers?|Writer\/Director|Executive [Pp]roducers?|Composers?|Performers?|Hosts?)\)|,\s*(?:director|producer)(?=[\s.,]|$)/gu;

const EDITOR_MARK =
  /\s*(?:\((?:Eds?|eds?|Hrsg|ред|Ред|ed|[Ee]ditors?)\.?\)|,\s*(?:[Ee]ds?\.|[Ee]ditors?|ed\.)(?=[\s.,]|$))\.?/gu;

export const ORGANISATION =
  /(?<![\p{L}\p{N}])(?:Organi[sz]ation|Association|Institute|Institution|Ministry|University|Society|Council|Committee|Commission|Agency|Department|Bureau|Foundation|Center|Centre|Office|Corporation|Corp|Company|Inc|Ltd|Bank|Union|United|Group|Consortium|Federation|Network|Service|Board|Academy|Министерство|Министерства|Институт|институт|Университет|университет|Академия|Агентство|Комитет|Центр|Служба|Міністерство|Інститут|Університет|Академія|Агенція|Комітет|Служба|Федеральн\p{L}*|Национальн\p{L}*|Національн\p{L}*|Державн\p{L}*|Государственн\p{L}*|WHO|UNESCO|OECD)(?![\p{L}\p{N}])/u;

/** A firm named first with its legal form after a comma: "Wolfram Research, Inc.", "Acme Widgets, Ltd.". */
const FIRM_HEAD = /^(\p{Lu}[^.,;:()]{1,80},\s(?:Inc|Ltd|LLC|Corp|plc|GmbH|Pty\.?\sLtd)\.?)[.,:]?\s+/u;

export interface Leading {
  people: Person[];
  etAl: boolean;
  editors: boolean;
  organisation?: string;
  /** Length of the head taken as names. */
  length: number;
}

/**
 * The rule that stands for the author of the entry before (`———.`, `–––––.`, `---,`, `______.`), as
 * bibliographies print it: the head is taken, naming nobody, so the next sentence is the title
 * (not names given first: `———. Stephen Hero. Edited by …`).
 */
const REPEATED_AUTHOR = /^(?:[-–—_]{2,}|—(?=\s?[.,]))\s?[.,]?(?=\s|$)/u;

export function repeatedAuthor(text: string): Leading | undefined {
  const m = REPEATED_AUTHOR.exec(text);
  return m ? { people: [], etAl: false, editors: false, length: m[0].length } : undefined;
}

const INITIAL_NEXT = /^\p{Lu}\p{Ll}?\.(?:\s|,|;|$|-)/u;
/** Particles after the given names end an inverted name: "Saussure, F. de. (1916)", "Berg, J. van der,", «Дейк Т.А. ван.». */
const PARTICLE_NEXT =
  /^(?:(?:van|von|der|de|da|di|du|la|le|del|dos|ten|ter|den|ван|фон|дер|де|ди|дю|ла|ле|дель|да)\s?){1,3}(?:[.,;]|\s(?:&|and|и|та)\s|\s\()/u;
/**
 * The next words continue the list: "Her, M.", "Strosahl, and …", "Her M,", "Kirk D. Strosahl,",
 * "Smith and Jones" — but not a title that happens to hold a comma or "and".
 */
const SURNAME_COMMA_NEXT =
  /^(?:\p{Lu}[\p{L}'’ʼ-]+,\s(?:\p{Lu}\.|\p{Lu}\p{Ll}+\s\p{Lu}\.|\p{Lu}\p{Ll}+,\s(?:and\s|&|\p{Lu}[\p{L}'’ʼ-]+,\s\p{Lu}(?:\.|\p{Ll}+[,.]))|and\s|&|и\s|та\s)|\p{Lu}[\p{L}'’ʼ-]+\s\p{Lu}{1,3}[,.]|\p{Lu}[\p{L}'’ʼ-]+,?\s(?:and|&|и|та)\s\p{Lu}[\p{L}'’ʼ-]*,)/u;

/** Reads a whole string as a list of names (with role markers); undefined when it is not one. */
export function namesOf(text: string): Omit<Leading, 'length'> | undefined {
  let editors = false;
  // Vancouver patents: "Smith J, Doe A, inventors; Acme Inc., assignee."
  const cleaned = text
    .replace(/;[^;]*,\s*assignees?\.?\s*$/u, '')
    .replace(/,?\s*(?:inventors?|изобретател[ьи]|винахідник(?:и)?)\.?\s*$/u, '');
  const plain = cleaned.replace(MEDIA_ROLE, '').replace(EDITOR_MARK, () => {
    editors = true;
    return '';
  });
  const stripped = plain.replace(/[.,;:\s]+$/, '').trim();
  if (!stripped) return undefined;
  const list = readNames(`${stripped}.`);
  const named = list.people.length > 0 && list.people.every((p) => p.name);
  if (list.complete && named && !ORGANISATION.test(stripped)) {
    return { people: list.people, etAl: list.etAl, editors };
  }
  return undefined;
}

/**
 * Finds the names at the head of `text`. With `organisations`, a first sentence naming a
 * body (`World Health Organization.`) is taken as a collective author.
 */
export function leadingNames(text: string, organisations = true): Leading | undefined {
  const head = text.slice(0, 600);
  // A firm's name with its form after a comma ("Wolfram Research, Inc.") is no "Research, Wolfram".
  const firm = organisations ? FIRM_HEAD.exec(head) : null;
  if (firm) return { people: [], etAl: false, editors: false, organisation: firm[1]!, length: firm[0].length };
  // A run of two or more names written given name first is read whole before the stops
  // inside it ("Thomas von Eicken, David E. Culler, …") can end the list early.
  const givenFirst = givenNamesFirst(head);
  if (givenFirst && givenFirst.people.length > 1) return givenFirst;
  // A bracketed «[и др.]» after the names ends them too: "Петров П.П. [и др.] История …".
  const inverted = scan(head, /[.)]\s+|(?<=\[(?:и др|та ін|і ін|et al)\.?\])\s+/gu, SURNAME_COMMA_NEXT);
  // "Sarita V. Adve. Using …": a stop after the middle initial is not the end of the names.
  // Vancouver's "Kincaid J. Girl. In: …" has the same shape, so not where Vancouver's marks are.
  const vancouver = /(?:^|\s)In:\s|\d{4};|;\s\d{4}\./u.test(text);
  // Russian and Ukrainian lists print the surname first: "Литвинова П. П. Фразеология. …" is
  // a surname, two initials and the title, not the given names of a "П. Фразеология".
  const cyrillicInverted = inverted && /^[^\p{L}]*[\u0400-\u04FF]/u.test(head);
  if (givenFirst && !vancouver && !cyrillicInverted && (!inverted || inverted.length < givenFirst.length))
    return givenFirst;
  return (
    inverted ??
    // MHRA ends the names with a comma: "Jackson, Lynne M., The Psychology of Prejudice".
    scan(
      head,
      /,\s+(?=\p{Lu})/gu,
      /^(?:\p{Lu}\p{Ll}+\s\p{Lu}\.|\p{Lu}\.|\p{Lu}[\p{L}'’-]+,\s\p{Lu}\.|\p{Lu}\p{Ll}+\s\p{Lu}[\p{L}'’-]+(?:,\s(?=\p{Lu}\p{Ll}+\s\p{Lu}|and\s|&|и\s|та\s|і\s)|\s(?:and|&|и|та|і)\s\p{Lu}\p{Ll}+\s\p{Lu}[\p{L}'’-]+,))/u,
    ) ??
    // Springer's LNCS ends the names with a colon: "Cortes, C., Vapnik, V.: Support-vector networks".
    scan(head, /:\s+(?=\p{Lu})/gu, /^$/u) ??
    (organisations ? organisation(head) : undefined) ??
    givenFirstBeforeComma(head)
  );
}

/**
 * Chicago's notes and many humanities lists: one name given first, then a comma and the title
 * ("David Archard, Sexual Consent (Boulder: Westview Press, 1998)"). Tried last, and only when
 * a year follows, as a lone "Two Words," could begin a title.
 */
const GIVEN_FIRST_COMMA =
  /^(\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?)((?:\s\p{Lu}\.)?)\s((?:(?:van|von|de|der|da|di|du|le|la)\s)?\p{Lu}[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?),\s+(?=\p{Lu}[^,]{3,}.*(?:1[5-9]\d\d|20\d\d))/u;

function givenFirstBeforeComma(head: string): Leading | undefined {
  const m = GIVEN_FIRST_COMMA.exec(head);
  if (!m || ORGANISATION.test(m[0])) return undefined;
  const middle = m[2]!.trim();
  return {
    people: [{ surname: m[3]!, name: m[1]!, ...(middle ? { fathername: middle } : {}) }],
    etAl: false,
    editors: false,
    length: m[0].length,
  };
}

function scan(head: string, re: RegExp, continues: RegExp): Leading | undefined {
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const end = m.index + 1;
    const prefix = head.slice(0, end);
    const next = head.slice(m.index + m[0].length);
    if (INITIAL_NEXT.test(next) || continues.test(next) || PARTICLE_NEXT.test(next)) continue;
    if (/^(?:\(|\[?(?:et al|и др|та ін|і ін)|and\s|&|и\s|та\s|і\s|,)/u.test(next)) continue;
    // "…, and Michael A." still wants its surname; "Sapolsky, Robert M." does not.
    const pieces = prefix.split(/,\s*(?:and\s+|&\s*|и\s+|та\s+)?|\s(?:and|&|и|та)\s/u).filter((p) => p.trim());
    const last = pieces[pieces.length - 1] ?? '';
    const before = pieces[pieces.length - 2];
    const first = pieces[0] ?? '';
    if (
      /^\s*\p{Lu}\p{Ll}+(?:\s\p{Lu}\.)+$/u.test(last) &&
      pieces.length >= 3 &&
      /^\s*(?:\p{Lu}\p{Ll}*\s)?\p{Lu}[\p{Ll}'’-]+$/u.test(first) &&
      !/^\s*\p{Lu}[\p{Lu}'’ -]+$/u.test(before ?? '')
    ) {
      continue;
    }
    // After a comma only an inverted name ends a list: "Le Couteur, Penny, and …" goes on.
    if (head[m.index] === ',' && !/,|\p{Lu}\./u.test(prefix.slice(0, -1))) continue;
    // A reference never opens with an uninverted name: "ACS Publications Home Page." is a title.
    if (!/,|\p{Lu}\.|\s\p{Lu}{1,3}(?:[\s,.]|$)/u.test(prefix.slice(0, -1))) continue;
    // LNCS's colon follows initials ("Vapnik, V.:"); a title's colon ("Grignard Reagents: …") does not.
    if (head[m.index] === ':' && !/(?:\p{Lu}\.|\s\p{Lu}{1,3})\s*$/u.test(prefix.slice(0, -1))) continue;
    const names = namesOf(prefix);
    // A list of "I. Surname" does not end with a bare "Robot Vision" (IEEE books).
    const lastPiece =
      prefix
        .replace(/[.,:]\s*$/u, '')
        .split(/,\s*|\s(?:and|&|и|та)\s/u)
        .pop() ?? '';
    if (
      names &&
      /^\p{Lu}\.\s?\p{Lu}/u.test(prefix) &&
      !/\p{Lu}\.|^\p{Lu}{1,3}$|\s\p{Lu}{1,3}$/u.test(lastPiece) &&
      !names.etAl
    ) {
      if (!/^\p{Lu}[\p{L}'’-]+$/u.test(lastPiece.trim())) continue;
    }
    if (names) return { ...names, length: m.index + m[0].length };
    // Too far for a list of names: more than a dozen words without a stop that reads as names.
    if (prefix.split(/\s+/).length > 60) break;
  }
  return undefined;
}

function organisation(head: string): Leading | undefined {
  const org = /^((?:\p{Lu}\.){0,3}\s?[^.,]{3,120}?)[.,]\s+/u.exec(head);
  // ISO prints a body in capitals: "GOOGLE.", "DIABETES PREVENTION PROGRAM RESEARCH GROUP."
  const capitals = org ? /^[\p{Lu}\d&\s'’-]{3,}$/u.test(org[1]!.trim()) && /\p{Lu}{3}/u.test(org[1]!) : false;
  if (!org || !(capitals || ORGANISATION.test(org[1]!)) || new RegExp(ET_AL.source, 'iu').test(org[1]!))
    return undefined;
  return { people: [], etAl: false, editors: false, organisation: org[1]!.trim(), length: org[0].length };
}

// Names printed given name first, as in computer science and many PDFs: "Sida Wang and
// Christopher D Manning.", "Lars Ole Andersen.", "A. Elmagarmid, editor.". Only a whole
// run of such names ended by a stop (or a comma before a quoted title) counts.
const GIVEN = String.raw`(?:\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?|\p{Lu}\.(?:\s?-?\p{Lu}\.)*)`;
const MIDDLE = String.raw`(?:\s(?:\p{Lu}\.?|\p{Lu}\p{Ll}+)){0,2}`;
const PARTICLES = String.raw`(?:(?:van|von|de|der|den|da|di|du|la|le|del|dos|ten|ter)\s){0,3}`;
// With a capital inside after a short prefix: "LeCun", "McDonald", "MacArthur", "DiCaprio".
const SURNAME = String.raw`\p{Lu}(?:\p{Ll}{1,3}\p{Lu})?[\p{Ll}'’]+(?:-\p{Lu}[\p{Ll}'’]+)?`;
// A generational suffix after the surname: "Martin Luther King Jr.", "King, Jr.", "Ford III".
const SUFFIX = String.raw`(?:,?\s(?:Jr|Sr)\.?|\s(?:II|III|IV))`;
const GIVEN_FIRST = String.raw`${GIVEN}${MIDDLE}\s${PARTICLES}${SURNAME}${SUFFIX}?`;
const GIVEN_FIRST_LIST = new RegExp(
  String.raw`^(${GIVEN_FIRST}(?:,\s${GIVEN_FIRST}){0,30}(?:,?\s(?:and|&)\s${GIVEN_FIRST})?)((?:,\s(?:[Ee]ditors?|eds?\.)|\s\((?:[Ee]ditors?|[Ee]ds?\.?)\))?)(?:(?:\.|(?<=[JS]r\.))\s+(?=[\p{Lu}“"‘«\d])|,\s+(?=[“"‘«])|(?<=[Ee]ds\.|[Ee]ditors),\s+(?=\p{Lu}))`,
  'u',
);
const GIVEN_FIRST_ONE = new RegExp(String.raw`^(${GIVEN})(${MIDDLE})\s(${PARTICLES}${SURNAME})(${SUFFIX})?$`, 'u');

/** "Place: Publisher, 2001" at the head of what is left: an imprint, never a title. */
const IMPRINT_HEAD = /^\s*\p{Lu}(?:(?!\.\s)[\p{L}.'’ -]){1,40}:\s*[^.:]{2,80}?,\s*(?:1[5-9]\d\d|20\d\d)\.?\s*$/u;

export function givenNamesFirst(head: string): Leading | undefined {
  const m = GIVEN_FIRST_LIST.exec(head);
  if (!m || ORGANISATION.test(m[1]!)) return undefined;
  const pieces = m[1]!.split(/,\s(?:and\s|&\s)?|\s(?:and|&)\s/u);
  // A lone "Two Words." at the head is as likely a title ("Deep Learning.") as a name.
  if (pieces.length < 2 && !/^\p{Lu}\./u.test(m[1]!) && !/\s\p{Lu}\.?\s/u.test(m[1]!)) {
    if (!/^\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){1,2}\.\s+\p{Lu}[^.]{10,}\.\s/u.test(head)) return undefined;
  }
  // "Ogden D. Greek and Roman Necromancy. Princeton: Princeton University Press, 2001." — read
  // given names first, the names would leave only the imprint for a title: a surname, its
  // initial and the title, as Russian lists write a foreign book.
  if (IMPRINT_HEAD.test(head.slice(m[0].length))) return undefined;
  const people: Person[] = [];
  for (const piece of pieces) {
    const p = GIVEN_FIRST_ONE.exec(piece.trim());
    if (!p) return undefined;
    const middle = p[2]!.trim();
    const person: Person = {
      surname: p[3]!,
      name: p[1]!.replace(/\s+/g, ' '),
      ...(middle ? { fathername: /^\p{Lu}$/u.test(middle) ? `${middle}.` : middle } : {}),
    };
    const suffix = p[4]?.replace(/^,?\s/u, '');
    people.push(suffix ? withSuffix(person, suffix) : person);
  }
  return { people, etAl: false, editors: Boolean(m[2]), length: m[0].length };
}
