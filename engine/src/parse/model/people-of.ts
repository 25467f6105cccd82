import type { Person } from '../../model/publication.js';
import { tidy } from '../draft.js';
import { givenNamesFirst, namesOf, ORGANISATION } from '../leading-names.js';

/**
 * A surname in capitals before the given name ("FERRIERES Madeleine", as French lists print it)
 * reads to the name readers as given name first; the capitals say which word is the surname.
 */
function capitalSurnameFirst(people: Person[]): Person[] {
  return people.map((p) => {
    const name = String(p.name ?? '');
    const surname = String(p.surname ?? '');
    const caps = /^\p{Lu}[\p{Lu}'’-]{2,}$/u.test(name) && /^\p{Lu}\p{Ll}/u.test(surname);
    if (!caps || p.fathername) return p;
    const titled = name.charAt(0) + name.slice(1).toLowerCase();
    return { ...p, surname: titled, name: surname };
  });
}

/** A role word before the names of a span: "Ed.", "Eds.", "Edited by", "Ed. by", "Hrsg. von". */
const ROLE_BEFORE = /^\s*(?:In:?\s+)?(?:[Ee]dited\s+by|[Ee]ds?\.(?:\s+by)?|Hrsg\.(?:\s+v(?:on|\.))?|Hg\.)\s+/u;
/** …and after them: "Walter Eds.", "Schnell Hrsg.", "Smith, Ed.,"; "Ed" without its stop is a given name ("Sheeran, Ed"). */
const ROLE_AFTER = /[\s,]+(?:[Ee]ds\.?|[Ee]d\.|[Ee]ditors?|Hrsg\.?|Hgg?\.)[\s.,;:]*$/u;

/** The names of an author or editor span, inverted (`Smith, J.`) or given name first (`John Smith`). */
export function peopleOf(span: string): { people: Person[]; etAl: boolean } | undefined {
  const text = span
    .replace(/\s*\((?:Eds?|eds?|ed)\.?\)\.?\s*$/u, '')
    // The role is no part of a name: "Ed. William L. Andrews" (MLA 7), "Krantz G.W and D.E. Walter
    // Eds.", "Irmtraud Schnell Hrsg." — else "Ed." is read as a given name, "Walter Eds" as a surname.
    .replace(ROLE_BEFORE, '')
    .replace(ROLE_AFTER, '')
    // German lists part names with slashes: "Irmtraud Schnell/ Alfred Sander/ Claudia Federolf".
    .replace(/(?<=\p{Ll})\/\s+(?=\p{Lu})/gu, ', ')
    .trim();
  // givenNamesFirst reads a head that a sentence follows; the span is the whole head. The reading
  // that finds more people wins: "Leon Glass and Michael C. Mackey" is two people given name
  // first, not "Leon Glass, Michael C. Mackey" inverted; on a tie the inverted reading, which
  // keeps a second initial apart (`E. A. Galaktionov` → name E., fathername A.).
  const inverted = namesOf(text);
  // Only a surname of several words ("Leon Glass") makes the inverted reading doubtful.
  if (inverted?.people.every((p) => !/\s/u.test(String(p.surname ?? ''))))
    return { ...inverted, people: capitalSurnameFirst(inverted.people) };
  const given = givenNamesFirst(`${text.replace(/[.,;:\s]+$/u, '')}. X`);
  if (given && given.people.length > (inverted?.people.length ?? 0)) return { people: given.people, etAl: given.etAl };
  return inverted;
}

/**
 * A firm's name ends in the word of its trade or form, "Sun Microsystems", "Acme Software Ltd",
 * "Wiley Press": at the end only, since titles hold such words ("… Aircraft Systems Operations").
 */
const FIRM =
  /(?<![\p{L}\p{N}])(?:Microsystems|Systems|Technologies|Laborator(?:y|ies)|Labs|Software|Instruments|Industries|Enterprises|Press|Publishers|Publishing|Incorporated|Inc|Limited|Ltd|LLC|GmbH|plc|PLC|Corporation|Corp)\.?$/u;

/**
 * An author span that names a body, not people: "United Nations." (read as the person "Nations,
 * U." before), "Australia. Department of Health and Aged Care.": a word of a body's name
 * (`ORGANISATION`) and no initial or inverted name ("Bank, J.", "Union, A. B.").
 */
export function bodyOf(span: string): string | undefined {
  const text = tidy(span.replace(/[\s.,;:]+$/u, ''));
  // ISO's capitals ("UNITED NATIONS.") are matched as the words are usually written.
  const words =
    text && text === text.toUpperCase()
      ? text.toLowerCase().replace(/(?<!\p{L})\p{L}/gu, (c) => c.toUpperCase())
      : text;
  if (!text || !words || !(ORGANISATION.test(words) || FIRM.test(words)) || text.split(/\s+/u).length > 12)
    return undefined;
  // (An abbreviation such as "U.S." is no initial.)
  if (/(?<![\p{L}.])\p{Lu}\.(?:\s|-|$)|,\s*\p{Lu}/u.test(text)) return undefined;
  return text;
}
