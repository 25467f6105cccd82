import type { Person } from '../../model/publication.js';

/**
 * A tolerant reading of a span the model labelled as names, for when the rules' name readers
 * reject it (`peopleOf`): one odd name ("M.- C. Shan", "Kashyap. A.", "Jr.", a stray "*") must
 * not lose the whole list. Separators (`;`, `and`, `&`, `und`) become commas; a piece of
 * initials or one word is the given name of the bare surname before it ("Dorcas, M. E., J. D.
 * Willson", "Smith, John"), any other piece a name given first ("U. Dayal", "Julian McAuley").
 */

const INITIALS = /^(?:\p{Lu}\.?(?:-?\p{Lu}\.?){0,3}|\p{Lu}\.-)$/u;
const SUFFIX = /^(?:Jr|Sr|II|III|IV)\.?$/u;
/** Words of a name: capitalised, or particles (`van`, `de`, `la`). */
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*|van|von|der|den|de|da|du|la|le|di|del|dos|ten|ter)$/u;
/** Words of a body's name, never of a person's: "World Health Organization" is no Mr Organization. */
const BODY =
  /^(?:Organi[sz]ation|Association|Society|Institute|University|Council|Committee|Department|Ministry|Agency|Foundation|Cent(?:er|re)|Office|Group|Corporation|Forum|Alliance|Bureau|Commission|Board|Service|Company|Press|Project|Network|Union|Federation|Academy|Administration|Inc|Ltd|Corp|Co)\.?$/u;

function person(surname: string, given: string[]): Person {
  const [name, ...rest] = given;
  return { surname, name: name ?? null, fathername: rest.length ? rest.join(' ') : null } as Person;
}

export function looseNames(span: string): Person[] | undefined {
  const text = span
    .replace(/^\s*(?:\[\d+\]|\(\d+\)|\d+\.)\s*/u, '')
    .replace(/[*†‡]/gu, '')
    .replace(/,?\s*(?:et\s+al\.?|and\s+others)\s*[.,]?\s*$/u, '')
    .replace(/\s*[,;:]?\s*\(?(?:1[5-9]\d\d|20\d\d)[a-z]?\)?[\s.,;:]*$/u, '')
    .replace(/\s+(?:and|und)\s+|\s*&\s*/gu, ';')
    .replace(/[\s,;]*;[\s,;]*/gu, ', ')
    .replace(/[\s,;:]+$/u, '')
    .replace(/(?<=\p{L}{2})\.$/u, '');
  const pieces = text
    .split(/\s*,\s*/u)
    .map((p) => p.trim())
    .filter(Boolean);
  const people: Person[] = [];
  let bare: string | undefined;
  const flush = (): void => {
    if (bare) people.push(person(bare, []));
    bare = undefined;
  };
  for (const piece of pieces) {
    const words = piece.split(/\s+/u);
    if (words.length > 4 || words.some((w) => BODY.test(w))) return;
    if (!words.every((w) => NAME_WORD.test(w.replace(/\.$/u, '')) || INITIALS.test(w.replace(/\.$/u, '')))) return;
    if (words.every((w) => SUFFIX.test(w))) continue;
    // Initials alone: the given names of the surname before them.
    if (words.every((w) => INITIALS.test(w))) {
      if (!bare) continue;
      people.push(person(bare, words));
      bare = undefined;
      continue;
    }
    // A piece of one surname (particles included) waits for its initials.
    const named = words.filter((w) => !INITIALS.test(w.replace(/\.$/u, '')) && !/^\p{Ll}/u.test(w));
    if (named.length === 1 && words.every((w) => w === named[0] || /^\p{Ll}/u.test(w))) {
      // …or is the given name of the surname waiting: "Smith, John, & Doe, Jane".
      if (bare && words.length === 1) {
        people.push(person(bare, words));
        bare = undefined;
        continue;
      }
      flush();
      bare = piece.replace(/\.$/u, '');
      continue;
    }
    flush();
    // Given name first: the surname is the last word that is no initial, with its particles.
    let last = words.length - 1;
    while (last > 0 && INITIALS.test(words[last]!.replace(/\.$/u, ''))) last--;
    let from = last;
    while (from > 0 && /^\p{Ll}/u.test(words[from - 1]!)) from--;
    const surname = words
      .slice(from, last + 1)
      .join(' ')
      .replace(/\.$/u, '');
    people.push(person(surname, [...words.slice(0, from), ...words.slice(last + 1)]));
  }
  flush();
  return people.length ? people : undefined;
}
