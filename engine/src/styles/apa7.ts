import { doiOf, doiUrl, urlOf } from '../parts/access.js';
import { authorsOf, editorsOf, names, organisations, translatorsOf } from '../parts/contributors.js';
import { parseDate, yearOf } from '../parts/dates.js';
import {
  containerOf,
  editionOf,
  issueOf,
  organisationsOf,
  pagesOf,
  publisherOf,
  str,
  titleOf,
  volumeOf,
} from '../parts/fields.js';
import type { NameListOptions } from '../parts/names.js';
import { nameList } from '../parts/names.js';
import { ordinal } from '../parts/ordinal.js';
import { formatPages, isPageRange } from '../parts/pages.js';
import { cleanTitle } from '../parts/title.js';
import type { Context } from '../template/context.js';
import { cat, ended, field, first, group, italic, linked, lit, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/** APA 7, 9.8: all authors inverted, "&" before the last; 21 or more → first 19, "…", the last. */
const authorNames: NameListOptions = {
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: ', & ',
  etAl: { min: 21, useFirst: 19, last: true },
};

/** APA 7, 10.3: editors in a chapter/proceedings entry are not inverted: "In E. E. Editor (Ed.)". */
const inlineNames: NameListOptions = { ...authorNames, first: 'initials-family', rest: 'initials-family' };

const title: Piece = field((pub) => cleanTitle(titleOf(pub)));

/** APA 7, 9.14: "(Year)"; no date → "(n.d.)". */
const year: Piece = (pub, ctx) => [{ text: `(${yearOf(pub.outputData?.year) ?? ctx.labels.noDate})` }];

/** APA 7, 9.15: web pages with a full date: "(2020, May 5)". */
const fullDate: Piece = (pub, ctx) => {
  const d = parseDate(pub.specialData?.datePublication ?? pub.series?.publicDate);
  const y = yearOf(pub.outputData?.year) ?? (d ? String(d.year) : undefined);
  if (!y) return [{ text: `(${ctx.labels.noDate})` }];
  if (!d?.month || String(d.year) !== y) return [{ text: `(${y})` }];
  const month = ctx.labels.months[d.month - 1];
  return [{ text: `(${y}, ${month}${d.day ? ` ${d.day}` : ''})` }];
};

const editorsLabel = (pub: Parameters<Piece>[0], ctx: Context): string =>
  editorsOf(pub).length > 1 ? ctx.labels.editorsShort : ctx.labels.editorShort;

/**
 * APA 7, 9.7–9.12: authors; else a group author; else editors "(Ed.)"; else the title
 * moves to the author position (the layouts then omit it later).
 */
const creators: Piece = first(
  names('1', authorNames),
  organisations({ delimiter: ', ', lastDelimiter: ', & ' }),
  (pub, ctx) => {
    const eds = nameList(editorsOf(pub), authorNames, ctx.labels);
    return eds ? [{ text: `${eds} (${editorsLabel(pub, ctx)})` }] : [];
  },
);

const hasCreator = (pub: Parameters<Piece>[0]): boolean =>
  authorsOf(pub).length > 0 || organisationsOf(pub).length > 0 || editorsOf(pub).length > 0;

/** APA 7, 9.34–9.36: DOI as https://doi.org/…, else the URL; never a full stop after it. */
const access: Piece = (pub) => {
  const doi = doiOf(pub);
  const href = doi ? doiUrl(doi) : urlOf(pub);
  return href ? [{ text: href, href }] : [];
};

/** APA 7, 10.2: "(H. Weaver, Trans.; 2nd ed.)" — translator and edition in one parenthesis. */
const bookNotes: Piece = (pub, ctx) => {
  const parts: string[] = [];
  const trans = nameList(translatorsOf(pub), inlineNames, ctx.labels);
  if (trans) parts.push(`${trans}, ${ctx.labels.translatorShort}`);
  const edition = editionOf(pub);
  if (edition && edition !== '1') parts.push(`${ordinal(edition, ctx.locale)} ${ctx.labels.edition}`);
  const volume = volumeOf(pub);
  if (volume) parts.push(`${ctx.labels.volume} ${volume}`);
  return parts.length ? [{ text: `(${parts.join('; ')})` }] : [];
};

/** Publisher, omitted when it is the group author (APA 7, 9.29). */
const publisher: Piece = field((pub) => {
  const p = publisherOf(pub);
  return p && !organisationsOf(pub).includes(p) ? p : undefined;
});

/** Leads an entry: "Author. (Year). Title" or, with no creator, "Title. (Year)". */
function lead(titlePiece: Piece, date: Piece = year): Piece {
  return when(hasCreator, seq('. ', [creators, date, titlePiece]), seq('. ', [titlePiece, date]));
}

/** APA 7, 10.1: Author. (Year). Title. *Journal*, *Vol*(Issue), pages. DOI */
const article: Piece = seq(' ', [
  ended(lead(title)),
  ended(
    seq(', ', [
      italic(field(containerOf)),
      cat(italic(field(volumeOf)), group(field(issueOf), { prefix: '(', suffix: ')' })),
      field((pub) => formatPages(pagesOf(pub), { dash: '–' })),
    ]),
  ),
  access,
]);

/** APA 7, 10.2: Author. (Year). *Title* (2nd ed.). Publisher. DOI */
const book: Piece = seq(' ', [ended(lead(seq(' ', [italic(title), bookNotes]))), ended(publisher), access]);

/** "(pp. 10–20)" or "(p. 10)" of a part in a larger work. */
const partPages: Piece = (pub) => {
  const pages = formatPages(pagesOf(pub), { dash: '–' });
  if (!pages) return [];
  return [{ text: `(${isPageRange(pagesOf(pub)) ? 'pp.' : 'p.'} ${pages})` }];
};

/** APA 7, 10.5: Author. (Year). Title. In E. Editor (Ed.), *Proceedings* (pp. x–y). Publisher. DOI */
const conference: Piece = seq(' ', [
  ended(lead(title)),
  ended(
    seq(' ', [
      lit('In'),
      (pub, ctx) => {
        const eds = nameList(editorsOf(pub), inlineNames, ctx.labels);
        return eds ? [{ text: `${eds} (${editorsLabel(pub, ctx)}),` }] : [];
      },
      italic(field(containerOf)),
      partPages,
    ]),
  ),
  ended(publisher),
  access,
]);

/** APA 7, 10.6: Author. (Year). *Title* [Doctoral dissertation, University]. URL */
const dissertation: Piece = seq(' ', [
  ended(
    lead(
      seq(' ', [
        italic(title),
        (pub) => {
          const degree =
            String(pub.specialData?.idAcademicDegree ?? '') === '2' ? 'Doctoral dissertation' : "Master's thesis";
          const kind =
            pub.specialData?.dissertation === false || pub.specialData?.dissertation === 'false' ? 'Abstract of ' : '';
          const org = str(pub.specialData?.organization) ?? str(pub.specialData?.defPlace) ?? publisherOf(pub);
          return [{ text: `[${kind}${kind ? degree.toLowerCase() : degree}${org ? `, ${org}` : ''}]` }];
        },
      ]),
    ),
  ),
  access,
]);

/** APA 7, 10.1 (reports): Organisation. (Year). *Title* (Standard No.). Publisher. URL */
const standard: Piece = seq(' ', [
  ended(
    lead(
      seq(' ', [
        italic(title),
        group(
          field((pub) =>
            (pub.title?.standartNumber ?? [])
              .map((s) => [str(s?.standart), str(s?.number)].filter(Boolean).join(' '))
              .filter(Boolean)
              .join(', '),
          ),
          { prefix: '(', suffix: ')' },
        ),
      ]),
    ),
  ),
  ended(publisher),
  access,
]);

/** APA 7, 11.? (patents, Publication Manual 7th, p. 355): Inventor. (Year). *Title* (U.S. Patent No. N). Office. URL */
const patent: Piece = seq(' ', [
  ended(
    lead(
      seq(' ', [
        italic(title),
        group(
          field((pub) => {
            const number = str(pub.specialData?.patentNumber);
            const country = str(pub.specialData?.country) ?? str(pub.country);
            return number ? `${country ? `${country} ` : ''}Patent No. ${number}` : undefined;
          }),
          { prefix: '(', suffix: ')' },
        ),
      ]),
    ),
  ),
  ended(field((pub) => str(pub.specialData?.patentOffice)?.split(',')[0])),
  access,
]);

/** APA 7, 10.16: Author. (Year, Month Day). *Title*. Site Name. URL */
const web: Piece = seq(' ', [
  ended(lead(italic(title), fullDate)),
  ended(
    field((pub) => {
      const site = containerOf(pub) ?? publisherOf(pub);
      return site && !organisationsOf(pub).includes(site) ? site : undefined;
    }),
  ),
  linked(
    field((pub) => urlOf(pub) ?? (doiOf(pub) ? doiUrl(doiOf(pub) as string) : undefined)),
    (pub) => urlOf(pub) ?? (doiOf(pub) ? doiUrl(doiOf(pub) as string) : undefined),
  ),
]);

export const apa7: Style = {
  id: 'apa7',
  name: 'APA 7th edition',
  transliterable: true,
  // APA 7, 9.35: no full stop after a DOI or URL, so the final stop is not forced.
  finalStop: false,
  layouts: { article, book, conference, dissertation, standard, patent, web },
};
