import type { SourceType } from '../model/source-type.js';
import { doiOf, urlOf } from '../parts/access.js';
import { parseDate, yearOf } from '../parts/dates.js';
import {
  containerOf,
  editionOf,
  issueOf,
  organisationsOf,
  pagesOf,
  personsOf,
  placeOf,
  publisherOf,
  str,
  titleOf,
  volumeOf,
} from '../parts/fields.js';
import { hostPlaceOf, hostPublisherOf, withParts } from '../parts/host.js';
import { hostTitleProperOf } from '../parts/host-responsibility.js';
import { doiLink, urlLink } from '../parts/links.js';
import { ordinal } from '../parts/ordinal.js';
import { labelledPages } from '../parts/page-label.js';
import { parsePages } from '../parts/pages.js';
import { cleanTitle } from '../parts/title.js';
import type { Style } from '../styles/style.js';
import { ended, field, first, type Piece, seq, when } from '../template/piece.js';
import { INITIALS_FIELD, LANGUAGE_NOTE_FIELD } from './fields.js';
import { REFERENCES_LAYOUT } from './options.js';

/**
 * The default layout of the romanised 'References' list, after the recommendations Russian
 * and Ukrainian journals indexed in Scopus and Web of Science print for authors (O. V. Kirillova,
 * "Editorial preparation of scientific journals for international databases", 2013):
 *   Ivanov I.I., Petrov P.P. Title [English title]. Zhurnal, 2015, vol. 5, no. 2, pp. 10–20. (In Russ.)
 *   Ivanov I.I. Title [English title]. 2nd ed. Moscow, Nauka Publ., 2015. 250 p. (In Russ.)
 * Authors "Surname I.O." without spaces between initials; "Publ." after a publisher's name;
 * English labels (vol., no., pp., p., Available at, accessed).
 */

/** "Ivanov I.I." — the initials kept from the Cyrillic (Yu., Zh.) when the record was romanised. */
const author = (p: Record<string, unknown>): string => {
  const surname = str(p.surname) ?? '';
  const kept = str(p[INITIALS_FIELD]);
  const initials =
    kept ??
    [str(p.name), str(p.fathername)]
      .filter(Boolean)
      .join(' ')
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => `${Array.from(w)[0]?.toUpperCase()}.`)
      .join('');
  return [surname, initials].filter(Boolean).join(' ');
};

const authors: Piece = first(
  (pub) => {
    const people = personsOf(pub, '1');
    return people.length ? [{ text: people.map((p) => author(p as Record<string, unknown>)).join(', ') }] : [];
  },
  (pub) => {
    const orgs = organisationsOf(pub);
    return orgs.length ? [{ text: orgs.join(', ') }] : [];
  },
);

const title: Piece = field((pub) => cleanTitle(titleOf(pub)));
const year: Piece = field((pub) => yearOf(pub.outputData?.year));
const place: Piece = field((pub) => placeOf(pub));
const defencePlace: Piece = field((pub) => str(pub.specialData?.place) ?? placeOf(pub));

const publisher: Piece = field((pub) => publisherOf(pub));

const edition: Piece = field((pub) => {
  const e = editionOf(pub);
  return e ? (/^\d+$/.test(e) ? `${ordinal(e, 'en')} ed.` : e) : undefined;
});

/** "pp. 10–20" or "p. 15" for a part. */
const partPages: Piece = labelledPages({ dash: '–' });

/** "250 p." for a whole book or thesis. */
const extent: Piece = (pub) => {
  const range = parsePages(pagesOf(pub));
  return range && !range.last ? [{ text: `${range.first} p.` }] : [];
};

const volume: Piece = field((pub) => (volumeOf(pub) ? `vol. ${volumeOf(pub)}` : undefined));
const issue: Piece = field((pub) => {
  const n = issueOf(pub) ?? str(pub.series?.number);
  return n ? `no. ${n}` : undefined;
});

/** "Ivanov I.I. Title." — the heading, or the title alone. */
const head: Piece = seq(' ', [ended(authors, ''), ended(title)]);

const imprint: Piece = seq(', ', [place, publisher, year]);

/** "Available at: URL (accessed 10 May 2015)". */
const available: Piece = (pub, ctx) => {
  const url = urlOf(pub);
  if (!url) return [];
  const d = parseDate(pub.accessData?.accessedDate);
  const accessed = d?.day && d.month ? ` (accessed ${d.day} ${ctx.labels.months[d.month - 1]} ${d.year})` : '';
  return [{ text: 'Available at: ' }, urlLink(url), { text: accessed }];
};

/** "DOI: 10.xxxx/yyy" as a link to the resolver. */
const doi: Piece = (pub) => {
  const d = doiOf(pub);
  return d ? [{ text: 'DOI: ' }, doiLink(d, (x) => x)] : [];
};

const degree: Piece = (pub) => {
  const level = Number(str(pub.specialData?.idAcademicDegree));
  const kind = level === 2 ? 'Dr. Sci.' : level === 1 ? 'Cand. Sci.' : '';
  const abstract = String(pub.specialData?.dissertation ?? 'true') === 'false';
  const thesis = `${kind ? `${kind} ` : ''}diss.`;
  return [{ text: abstract ? `Abstract of ${thesis}` : kind ? thesis : 'Diss.' }];
};

const designation: Piece = field((pub) =>
  (pub.title?.standartNumber ?? [])
    .map((s) => [str(s?.standart), str(s?.number)].filter(Boolean).join(' '))
    .filter(Boolean)
    .join(', '),
);

const patent: Piece = field((pub) => {
  const n = str(pub.specialData?.patentNumber);
  if (!n) return undefined;
  const office = str(pub.specialData?.patentOffice)?.split(',')[0] ?? str(pub.country);
  return `Patent ${office ? `${office} ` : ''}no. ${n}`;
});

const patentDate: Piece = field((pub) => {
  const d = parseDate(pub.specialData?.datePublication);
  return d ? String(d.year) : yearOf(pub.outputData?.year);
});

const website: Piece = field((pub) => containerOf(pub));

/**
 * A part with its host (chapter, paper in a collection or proceedings), read through
 * `partRecord` (parts/host.ts): "Author. Title. Host title. Place, Publisher, year, pp. x–y."
 */
const part: Piece = seq(' ', [
  head,
  // The host's title without a statement of responsibility typed after « / » (as the international styles).
  ended(field(hostTitleProperOf)),
  ended(
    seq(', ', [
      first(
        field(hostPlaceOf),
        field((pub) => str(pub.specialData?.place)),
      ),
      field(hostPublisherOf),
      year,
      partPages,
    ]),
  ),
]);

/** One body per source type; the language note and DOI/URL follow (`tail`). */
const BODIES: Record<SourceType, Piece> = withParts(
  {
    article: seq(' ', [head, ended(seq(', ', [field((pub) => containerOf(pub)), year, volume, issue, partPages]))]),
    book: seq(' ', [head, ended(edition, ''), ended(imprint), ended(extent, '')]),
    conference: seq(' ', [
      head,
      ended(field((pub) => containerOf(pub))),
      ended(
        seq(', ', [
          first(
            place,
            field((pub) => str(pub.specialData?.place)),
          ),
          publisher,
          year,
          partPages,
        ]),
      ),
    ]),
    dissertation: seq(' ', [head, ended(degree, ''), ended(seq(', ', [defencePlace, year])), ended(extent, '')]),
    standard: seq(' ', [ended(designation), ended(title), ended(imprint), ended(extent, '')]),
    patent: seq(' ', [head, ended(seq(', ', [patent, patentDate]))]),
    web: seq(' ', [head, ended(website)]),
  },
  part,
);

const languageNote: Piece = field((pub) => str((pub as Record<string, unknown>)[LANGUAGE_NOTE_FIELD]));

/** What follows the entry: the language note, then the DOI or "Available at: URL (accessed …)". */
const tail: Piece = seq(' ', [languageNote, when((pub) => Boolean(doiOf(pub)), ended(doi, ''), available)]);

/**
 * The default layout of the romanised list as a style: the same shape as the 15 (styles/style.ts),
 * formatted by the same pipeline (format.ts), with English labels because the prepared record is
 * English; no final stop is ensured, since an entry ends in its language note or its link.
 */
export const REFERENCES_STYLE: Style<typeof REFERENCES_LAYOUT> = {
  id: REFERENCES_LAYOUT,
  name: 'References (romanised)',
  transliterable: true,
  finalStop: false,
  layouts: Object.fromEntries(Object.entries(BODIES).map(([type, body]) => [type, seq(' ', [body, tail])])) as Record<
    SourceType,
    Piece
  >,
};
