import type { Labels } from '../locales/labels.js';
import { type Plural, plural } from '../locales/plural.js';
import type { Person, Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { inGenitive } from './declension.js';
import { organisationsOf, personsOf } from './fields.js';
import { hostEditorsOf } from './host.js';
import { type ListOptions, listOfNames, type NameListOptions, nameList } from './names.js';

/** Name options that depend on the record's labels (the "and" before the last name). */
export type NameOptionsFor = (labels: Labels) => NameListOptions;

/**
 * The one name-list piece of the international styles: the people `people` picks, in the case
 * the words before them govern, written and joined by the style's options — which may follow
 * the record's language (its "and": "and", «и», «і») or its whole context.
 * @example peopleList(byRole('1'), (ctx) => ({ ...ieeeNames, lastDelimiter: `, ${ctx.labels.and} ` }))
 */
export function peopleList(
  people: (pub: Publication) => Person[],
  opts: (ctx: Context) => NameListOptions,
  grammaticalCase?: 'genitive',
): Piece {
  return (pub: Publication, ctx: Context) => {
    const text = nameList(inCase(people(pub), ctx, grammaticalCase), opts(ctx), ctx.labels);
    return text ? [{ text }] : [];
  };
}

/** The people of one role of the spec (1 authors, 2 compilers, 3 editors, 4 translators). */
export const byRole =
  (role: '1' | '2' | '3' | '4') =>
  (pub: Publication): Person[] =>
    personsOf(pub, role);

/**
 * A name list for one role whose conjunction follows the record's language ("and", «и», «і»).
 * @example namesIn('1', (l) => ({ ...mla, lastDelimiter: `, ${l.and} ` }))
 */
export function namesIn(role: '1' | '2' | '3' | '4', opts: NameOptionsFor, grammaticalCase?: 'genitive'): Piece {
  return peopleList(byRole(role), (ctx) => opts(ctx.labels), grammaticalCase);
}

/**
 * People in the case the words before them govern: after «под ред.», «пер.», «за ред.» the
 * genitive (parts/declension.ts); English words take them as they are.
 */
function inCase(persons: Person[], ctx: Context, grammaticalCase: 'genitive' | undefined): Person[] {
  return grammaticalCase === 'genitive' ? persons.map((p) => inGenitive(p, ctx.locale)) : persons;
}

/**
 * The editors of a part's host (parts/host.ts) with the style's name options: "edited by
 * Jane Smith and Bob Lee" (CMOS 14.112, MLA 2.6.2), "ed. by …" (MHRA 10.2.6).
 */
export function hostEditorNames(opts: NameOptionsFor, grammaticalCase?: 'genitive'): Piece {
  return peopleList(hostEditorsOf, (ctx) => opts(ctx.labels), grammaticalCase);
}

/**
 * The one organisation piece (role 5): joined by the same delimiters and et-al rule as the
 * style's people (`listOfNames`); `upper` writes them in capitals as ISO 690 does its creators.
 */
export function organisationList(opts: (ctx: Context) => ListOptions, upper = false): Piece {
  return (pub: Publication, ctx: Context) => {
    const orgs = organisationsOf(pub).map((n) => (upper ? n.toLocaleUpperCase() : n));
    return orgs.length ? [{ text: listOfNames(orgs, opts(ctx), ctx.labels) }] : [];
  };
}

/** Organisations with the options of the style's people, which follow the record's language. */
export function organisationsIn(opts: NameOptionsFor, upper = false): Piece {
  return organisationList((ctx) => opts(ctx.labels), upper);
}

/** How a role word follows the names: ", Eds." by default; MHRA's and Harvard's " (eds)". */
export type RoleShape = (word: string) => string;

const commaRole: RoleShape = (word) => `, ${word}`;

/**
 * The one "names, role word" piece: people followed by the word for their role, singular or
 * plural by their number (locales/plural.ts) — "Zecchina, A., Costa, G., Eds." (ACS 14.2.3),
 * "C. E. Shannon and J. McCarthy, Eds." (IEEE), "Strachey J, translator." (Citing Medicine 2),
 * "Smith, S.M. (ed.)" (Cite Them Right), "Richardson, Brian (ed.)" (MHRA 4th), "Smith, John,
 * ed." (CMOS 14.87, ISO 690 6.1.4); nothing without people. The word before the names is
 * `byline`.
 */
export function namesWithRole(
  people: (pub: Publication) => Person[],
  opts: (ctx: Context) => NameListOptions,
  word: (labels: Labels) => Plural,
  shape: RoleShape = commaRole,
): Piece {
  return (pub, ctx) => {
    const persons = people(pub);
    const list = nameList(persons, opts(ctx), ctx.labels);
    return list ? [{ text: `${list}${shape(plural(word(ctx.labels), persons.length, ctx.locale))}` }] : [];
  };
}

/** "Trans." for one translator and several (APA, IEEE, ACS: the word is an abbreviation of the act). */
export const translatorShort = (labels: Labels): Plural => ({
  one: labels.translatorShort,
  other: labels.translatorShort,
});

/** True when the record names a creator the styles lead with: authors, organisations or editors. */
export function hasCreator(pub: Publication): boolean {
  return personsOf(pub, '1').length > 0 || organisationsOf(pub).length > 0 || personsOf(pub, '3').length > 0;
}

/**
 * A function word and the people it names, "edited by Jane Smith and Bob Lee" (CMOS 14.88,
 * MLA 2.6.2, ASA 18.4), "ed. by …" (MHRA 10.2.3), with Russian and Ukrainian names in the
 * genitive the words govern («под ред. Ивана Ивановича Иванова», parts/declension.ts);
 * nothing without people. `capital` opens a sentence ("Translated by …").
 * @example byline((ctx) => ctx.labels.editedByWords, editorsOf, inlineNames)
 */
export function byline(
  word: (ctx: Context) => string,
  people: (pub: Publication) => Person[],
  opts: NameOptionsFor,
  capital = false,
): Piece {
  return (pub, ctx) => {
    const text = nameList(inCase(people(pub), ctx, 'genitive'), opts(ctx.labels), ctx.labels);
    if (!text) return [];
    const w = word(ctx);
    return [{ text: `${capital ? w.charAt(0).toLocaleUpperCase() + w.slice(1) : w} ${text}` }];
  };
}
