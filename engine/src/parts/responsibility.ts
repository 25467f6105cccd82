import type { Labels } from '../locales/labels.js';
import { plural } from '../locales/plural.js';
import type { Locale } from '../model/language.js';
import type { Person, Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { inGenitive } from './declension.js';
import { organisationsOf, personsOf, str } from './fields.js';
import { formatName, listOfNames, type NameForm, type NameListOptions } from './names.js';
import { samePeople } from './same-people.js';

/**
 * The author rules of the national standards, one part parameterised per style:
 * a heading (the "заголовок" of GOST 7.1-2003, 4.1.2 / DSTU 8302:2015, 5.1) and the
 * statement of responsibility after " / " (GOST R 7.0.100-2018, 5.3.6).
 */
export interface ResponsibilityOptions {
  /** Up to this many authors stand in the heading (3 in all three standards); more → no heading. */
  headingMax: number;
  /** The heading lists every author (DSTU 8302:2015) or only the first (GOST). */
  headingAll: boolean;
  /** Between surname and initials in the heading: ", " (GOST) or " " (DSTU). */
  headingSeparator: string;
  /** The authors of the heading are repeated after " / " (GOST) or not (DSTU). */
  repeat: boolean;
  /** After " / ": up to `listMax` authors all; more → the first `etAlFirst` and the marker. */
  listMax: number;
  etAlFirst: number;
  /** The marker in square brackets, «[и др.]» (GOST), or bare, «та ін.» (DSTU). */
  bracketMarker: boolean;
  /** Editor and translator words abbreviated («ред.», «пер.») or in full (GOST R 7.0.100-2018). */
  fullWords: boolean;
}

/** Organisations: up to 2 listed, 3 or more the first and the marker (spec §5). */
const ORG_MAX = 2;

function nameOptions(separator: string): NameListOptions {
  return {
    first: 'family-initials',
    rest: 'family-initials',
    initialDot: '.',
    initialSpace: ' ',
    sortSeparator: separator,
    delimiter: ', ',
    lastDelimiter: ', ',
  };
}

/** Names of a list with the style's threshold, e.g. "И. И. Иванов [и др.]". */
export function listWithEtAl(
  names: string[],
  max: number,
  useFirst: number,
  labels: Labels,
  bracket: boolean,
): string | undefined {
  const shown = names.filter(Boolean);
  if (shown.length === 0) return undefined;
  return listOfNames(
    shown,
    { delimiter: ', ', lastDelimiter: ', ', etAl: { min: max + 1, useFirst, bracket } },
    labels,
  );
}

/** True when the record's authors go in the heading (1 to `headingMax` of them). */
export function hasHeading(pub: Publication, opts: ResponsibilityOptions): boolean {
  const n = personsOf(pub, '1').length;
  return n >= 1 && n <= opts.headingMax;
}

/**
 * The heading: «Иванов, И. И.» (GOST) or «Іванов І. І., Петров П. П.» (DSTU); empty
 * when the record has no authors or more than `headingMax`.
 */
export function heading(opts: ResponsibilityOptions): Piece {
  return (pub) => {
    if (!hasHeading(pub, opts)) return [];
    const persons = personsOf(pub, '1');
    const shown = opts.headingAll ? persons : persons.slice(0, 1);
    const text = shown.map((p) => formatName(p, 'family-initials', nameOptions(opts.headingSeparator))).join(', ');
    return text ? [{ text }] : [];
  };
}

function people(persons: Person[], form: NameForm, separator: string): string[] {
  return persons.map((p) => formatName(p, form, nameOptions(separator)));
}

/** The authors after " / ", by the style's threshold; empty when the heading already holds them and they are not repeated. */
function authorStatement(
  pub: Publication,
  labels: Labels,
  opts: ResponsibilityOptions,
  form: NameForm,
): string | undefined {
  if (hasHeading(pub, opts) && !opts.repeat) return undefined;
  const names = people(personsOf(pub, '1'), form, opts.headingSeparator);
  return listWithEtAl(names, opts.listMax, opts.etAlFirst, labels, opts.bracketMarker);
}

/**
 * «под ред. И. И. Иванова», «пер. А. А. Петрова», «за ред. В. П. Бондаренка»: a function word
 * and the people after it, in the genitive the Russian and Ukrainian words govern
 * (parts/declension.ts); English "ed. by" takes them as they are.
 */
export function roleStatement(
  persons: Person[],
  word: string,
  labels: Labels,
  opts: ResponsibilityOptions,
  locale: Locale,
  genitive = true,
): string | undefined {
  const list = listWithEtAl(
    people(
      persons.map((p) => (genitive ? inGenitive(p, locale) : p)),
      'initials-family',
      ' ',
    ),
    opts.listMax,
    opts.etAlFirst,
    labels,
    opts.bracketMarker,
  );
  return list ? `${word} ${list}` : undefined;
}

/**
 * Editors, then translators, each group with its function word; one person who did both is
 * named once with both functions, «ред. и пер. И. П. Иванова» (parts/same-people.ts), not
 * «под ред. И. П. Иванова ; пер. И. П. Иванова».
 */
function editorsAndTranslators(
  pub: Publication,
  labels: Labels,
  opts: ResponsibilityOptions,
  locale: Locale,
): (string | undefined)[] {
  const n = labels.national;
  const editors = personsOf(pub, '3');
  const translators = personsOf(pub, '4');
  if (samePeople(editors, translators)) {
    return [
      roleStatement(
        editors,
        opts.fullWords ? n.editedAndTranslatedFull : n.editedAndTranslatedAbbr,
        labels,
        opts,
        locale,
      ),
    ];
  }
  return [
    roleStatement(editors, opts.fullWords ? n.editedByFull : labels.editedByAbbr, labels, opts, locale),
    roleStatement(translators, opts.fullWords ? n.translatorFull : n.translatorAbbr, labels, opts, locale),
  ];
}

/**
 * The statement of responsibility after " / ": authors, then « ; » editors, translators,
 * organisations and the record's extra statement (GOST R 7.0.100-2018, 5.3.6.3: groups
 * of different function are separated by " ; "). Persons after the slash are written
 * «И. И. Иванов»; patents use `form` «Иванов И. И.» as the standards' patent examples do.
 */
export function statement(opts: ResponsibilityOptions, form: NameForm = 'initials-family'): Piece {
  return (pub, ctx) => {
    const n = ctx.labels.national;
    const groups = [
      authorStatement(pub, ctx.labels, opts, form),
      // «сост. А. А. Иванов»: a noun in apposition, so the names stay in the nominative.
      roleStatement(
        personsOf(pub, '2'),
        opts.fullWords ? plural(n.compilerFull, personsOf(pub, '2').length, ctx.locale) : n.compilerAbbr,
        ctx.labels,
        opts,
        ctx.locale,
        false,
      ),
      ...editorsAndTranslators(pub, ctx.labels, opts, ctx.locale),
      listWithEtAl(organisationsOf(pub), ORG_MAX, 1, ctx.labels, opts.bracketMarker),
      str(pub.title?.detailsForTitle),
    ].filter((g): g is string => Boolean(g));
    return groups.length ? [{ text: groups.join(' ; ') }] : [];
  };
}

/**
 * Inventors of a patent after " / ", «Чугаева В. И.» (GOST 7.1-2003, A.5 and GOST R
 * 7.0.100-2018, A.7 write them surname first, without a comma), by the style's threshold.
 */
export function inventors(opts: ResponsibilityOptions): Piece {
  return (pub, ctx) => {
    const names = people(personsOf(pub, '1'), 'family-initials', ' ');
    const text = listWithEtAl(names, opts.listMax, opts.etAlFirst, ctx.labels, opts.bracketMarker);
    return text ? [{ text }] : [];
  };
}
