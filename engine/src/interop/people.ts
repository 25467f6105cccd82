import { AUTHOR_ROLES, type AuthorRole } from '../model/author-roles.js';
import type { Person, Publication } from '../model/publication.js';
import { ORGANISATION } from '../parse/leading-names.js';
import { isNameSuffix, trailingSuffix } from '../parts/name-suffix.js';

/** A person as the exchange formats hold one: family name and given names, or a literal (organisation). */
export interface Creator {
  family?: string;
  given?: string;
  /** "Jr.", "III": BibTeX's "jr" part, CSL's `suffix`, RIS's third part ("Smith, John, Jr."). */
  suffix?: string;
  literal?: string;
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * A Publication person as a Creator: `name` and `fathername` are the given names
 * ("Robert" + "M.", "Иван" + "Иванович"); organisations (role 5) are literals.
 */
export function creatorOf(person: Person, role: AuthorRole): Creator | undefined {
  if (role === '5') {
    const literal = text(person.name) ?? text(person.surname);
    return literal ? { literal } : undefined;
  }
  const family = text(person.surname);
  const typed = [text(person.name), text(person.fathername)].filter(Boolean).join(' ') || undefined;
  if (!family && !typed) return undefined;
  // The record keeps a suffix at the end of the given names (parts/name-suffix.ts); the formats have its own place.
  const [given, suffix] = (typed && trailingSuffix(typed)) || [typed, undefined];
  return { ...(family ? { family } : {}), ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
}

/** A Creator as a Publication person: the first given name is `name`, the rest `fathername`. */
export function personOf(creator: Creator): Person {
  if (creator.literal) return { name: creator.literal };
  const given = [creator.given, creator.suffix].filter(Boolean).join(' ');
  const [name, ...rest] = given.split(/\s+/).filter(Boolean);
  return {
    ...(creator.family ? { surname: creator.family } : {}),
    ...(name ? { name } : {}),
    ...(rest.length ? { fathername: rest.join(' ') } : {}),
  };
}

/** The people of one role as Creators. */
export function creatorsOf(pub: Publication, role: AuthorRole): Creator[] {
  return (pub.authors?.[role] ?? []).flatMap((p) => {
    const c = p ? creatorOf(p, role) : undefined;
    return c ? [c] : [];
  });
}

/** Adds people to a role of a Publication being built. */
export function addPeople(pub: Record<string, unknown>, role: AuthorRole, creators: Creator[]): void {
  if (!creators.length || !AUTHOR_ROLES.includes(role)) return;
  if (!pub.authors) pub.authors = {};
  const authors = pub.authors as Record<string, Person[]>;
  authors[role] = [...(authors[role] ?? []), ...creators.map(personOf)];
}

/** "Family, Given" or "Family, Given, Suffix" — RIS's inverted form; literals as they are. */
export function invertedName(c: Creator): string {
  if (c.literal) return c.literal;
  const name = c.given ? `${c.family ?? ''}, ${c.given}` : (c.family ?? '');
  return c.suffix ? `${name}, ${c.suffix}` : name;
}

/** Parses "Family, Given" and "Family, Given, Suffix" (RIS); a name without a comma is a literal (an organisation). */
export function creatorFromInverted(value: string): Creator {
  const comma = value.indexOf(',');
  if (comma < 0) return { literal: value.trim() };
  const family = value.slice(0, comma).trim();
  let given = value.slice(comma + 1).trim();
  let suffix: string | undefined;
  const last = given.lastIndexOf(',');
  if (last >= 0 && isNameSuffix(given.slice(last + 1))) {
    suffix = given.slice(last + 1).trim();
    given = given.slice(0, last).trim();
  }
  return { ...(family ? { family } : {}), ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
}

/** Particles that belong to the family name in a name written given name first ("Ludwig van Beethoven"). */
const PARTICLE = /^(?:van|von|de|der|den|del|della|di|da|du|dos|das|la|le|ten|ter)$/;

/**
 * The names of one RIS tag. RIS writes a person "Family, Given", and a name with no comma
 * is an organisation. Some publishers' exports write every person given name first, with
 * no comma ("AU  - Catarina Barata"): when a tag holds two or more names, none with a comma,
 * each of two to four capitalised words and none naming an organisation, each is read as
 * "Given … Family". One name alone stays an organisation ("World Bank" is no person).
 */
export function creatorsFromRis(values: string[]): { creators: Creator[]; givenFirst: boolean } {
  const givenFirst = values.length > 1 && values.every(isGivenFirstName);
  return { creators: values.map(givenFirst ? creatorFromDirect : creatorFromInverted), givenFirst };
}

function isGivenFirstName(value: string): boolean {
  const words = value.trim().split(/\s+/);
  return (
    !value.includes(',') &&
    words.length >= 2 &&
    words.length <= 4 &&
    !ORGANISATION.test(value) &&
    words.every((w) => PARTICLE.test(w) || /^\p{Lu}[\p{L}.'’-]*$/u.test(w))
  );
}

/** "Catarina Barata" as family "Barata", given "Catarina"; particles stay with the family name. */
export function creatorFromDirect(value: string): Creator {
  const words = value.trim().split(/\s+/);
  let at = words.length - 1;
  while (at > 1 && PARTICLE.test(words[at - 1] ?? '')) at--;
  return { family: words.slice(at).join(' '), given: words.slice(0, at).join(' ') };
}
