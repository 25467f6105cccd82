import type { Publication } from '../model/publication.js';
import { doiOf, urlOf } from '../parts/access.js';
import { apaIssueDated, apaNewspaperIssue } from '../parts/apa-issue-date.js';
import { numberedBook } from '../parts/book-number.js';
import { closed } from '../parts/closing.js';
import { dateForm } from '../parts/date-forms.js';
import { yearOf } from '../parts/dates.js';
import { placeOf, publisherOf, str } from '../parts/fields.js';
import { firstPlace } from '../parts/first-place.js';
import { hostPlaceOf, hostPublisherOf, withParts } from '../parts/host.js';
import { doiLink, urlLink } from '../parts/links.js';
import type { NameListOptions } from '../parts/names.js';
import { periodicalTitleCased } from '../parts/periodical-title.js';
import { placesFromPublishers } from '../parts/place-from-publisher.js';
import { spellOutPlace } from '../parts/place-in-full.js';
import { presentationOf } from '../parts/presentation.js';
import { reportNumber } from '../parts/report-number.js';
import { retrievalLink } from '../parts/retrieval.js';
import { thesisCityOf, thesisInstitutionOf, universityOf } from '../parts/thesis.js';
import { apa6Place } from '../parts/us-place.js';
import { ended, field, first, isEmpty, italic, type Piece, seq, when } from '../template/piece.js';
import {
  apa7Names,
  apa7StandardNumber,
  apaBookNotes,
  apaBookTitle,
  apaCreators,
  apaFullDate,
  apaInHost,
  apaInReferenceWork,
  apaLead,
  apaPartPagesText,
  apaPatentNumber,
  apaPublisher,
  apaSourceWith,
  apaThesisName,
  apaTitle,
  apaTranslation,
  apaYear,
  bodyAuthored,
  databaseOf,
  inReferenceWork,
  patentOfficeName,
  publishedByAuthor,
  translated,
  undatedWithAccess,
  yearOrDate,
} from './apa7.js';
import type { Style } from './style.js';

/**
 * APA 6, 6.27: up to seven authors all listed; eight or more → the first six, an ellipsis,
 * the last (the manual prints ". . ."; Referent prints the single ellipsis character "…",
 * since the shared clean-up would close the spaced dots — see docs/styles/apa.md).
 */
const names6: NameListOptions = { ...apa7Names, etAl: { min: 8, useFirst: 6, last: true } };
const creators = apaCreators(names6);

/**
 * APA 6, 6.31–6.32: "doi:10.xxxx" (no space, no resolver); without a DOI, "Retrieved from
 * URL". Neither takes a full stop after it (6.32).
 */
const access: Piece = (pub, ctx) => {
  const doi = doiOf(pub);
  if (doi) return [doiLink(doi, (x) => `doi:${x}`)];
  const url = urlOf(pub);
  return url ? [{ text: `${ctx.labels.retrieved} ${ctx.labels.from} ` }, urlLink(url)] : [];
};

/** APA 6, 6.30: "Location: Publisher" (the location as given: "Washington, DC", "London, England"). */
/**
 * APA 6, 6.30: "When the author and publisher are the same, use the word Author as the name of
 * the publisher" ("Washington, DC: Author", 7.02 ex. 19); the 7th edition drops it instead
 * (`apaPublisher`). Other-language records keep the name: "Author" is the manual's English word.
 */
const apa6Publisher: Piece = (pub, ctx) => {
  if (ctx.locale === 'en' && publishedByAuthor(pub)) return [{ text: 'Author' }];
  return apaPublisher(pub, ctx);
};

/**
 * APA 6, 7.03: "For reports retrieved online, identify the publisher as part of the retrieval
 * statement unless the publisher has been identified as the author": "(Report No. 83-003-XPE).
 * Retrieved from Canadian Institute for Health Information website: http://…" (7.03 ex. 33,
 * Shields & Wilkins 2006; before, "Canadian Institute for Health Information. Retrieved from
 * http://…"). A work read online with a place keeps its imprint ("Location: Publisher.
 * Retrieved from"); a DOI is no retrieval statement. English records only: "website" is the
 * manual's English word.
 */
const retrievedFromPublisher: Piece = (pub, ctx) => {
  const url = urlOf(pub);
  if (ctx.locale !== 'en' || !url || doiOf(pub) || publishedByAuthor(pub)) return [];
  // A report: numbered as one, published by a body (a department, an institute, a centre), or
  // a document on a web page; a book from a commercial publisher read online is not (7.02).
  if (ctx.type !== 'web' && !reportNumber(pub) && !REPORTING_BODY.test(publisherOf(pub) ?? '')) return [];
  const publisher = apaPublisher(pub, ctx);
  if (isEmpty(publisher)) return [];
  return [{ text: `${ctx.labels.retrieved} ${ctx.labels.from} ` }, ...publisher, { text: ' website: ' }, urlLink(url)];
};

/** A publisher that is a body issuing reports, not a publishing house (APA 6, 7.03). */
const REPORTING_BODY =
  /\b(?:Department|Ministry|Institute|Agency|Office|Council|Cent(?:re|er)|Organi[sz]ation|Foundation|Association|Society|Bureau|Commission|Authority|Board|Government|Committee|Administration|Laborator(?:y|ies))\b/i;

/** 6.30: "City, ST:" or "City, Country:" — a bare city named by one place gets its region (parts/us-place.ts). */
const place = (get: (pub: Publication) => string | undefined): Piece =>
  field((pub, ctx) => (ctx.locale === 'en' ? apa6Place(get(pub)) : spellOutPlace(get(pub), ctx.locale)));

// 6.30: of several locations, the one listed first.
const imprint: Piece = seq(': ', [place((pub) => firstPlace(placeOf(pub))), apa6Publisher]);

/** 7.01 ex. 10: a newspaper's pages take "p."/"pp.": "*The Washington Post*, pp. A1, A4." */
const newspaperSource: Piece = seq(', ', [italic(field(periodicalTitleCased)), field(apaPartPagesText)]);

/**
 * APA 6, 7.01 ex. 1: Author. (Year). Title. *Journal*, *Vol*(Issue), pages. doi:xx; magazine
 * and newspaper articles by their issue date, "(2008, June 30)" (7.01 ex. 7–11).
 */
const article: Piece = seq(' ', [
  closed(apaLead(creators, translated(apaTitle), when(apaIssueDated, apaFullDate, apaYear))),
  ended(when(apaNewspaperIssue, newspaperSource, apaSourceWith(false))),
  access,
]);

/** APA 6, 7.02 ex. 18–20: Author. (Year). *Title* (2nd ed.). Location: Publisher. */
const book: Piece = seq(' ', [
  closed(apaLead(creators, seq(' ', [italic(apaBookTitle), apaTranslation, apaBookNotes(names6)]))),
  // 7.02 ex. 19–20: a book read online gives its DOI or URL in place of the location and the
  // publisher ("[Adobe Digital Editions version]. doi:10.1036/0071393722", "Retrieved from
  // http://…"); a report's publisher stays in the retrieval statement (7.03).
  when((pub) => Boolean(doiOf(pub) || urlOf(pub)), first(retrievedFromPublisher, access), ended(imprint)),
]);

/**
 * APA 6, 7.02 ex. 25 (chapter in an edited book) and 7.04 ex. 36 (proceedings published in a
 * book): Author. (Year). Title. In E. Editor (Ed.), *Book* (pp. x–y). Location: Publisher.
 */
const part: Piece = seq(' ', [
  closed(apaLead(creators, translated(apaTitle))),
  ended(apaInHost(names6, true)),
  // The host's first place only, as a book's (6.30; "Durham; London" → "Durham").
  ended(seq(': ', [place((pub) => firstPlace(hostPlaceOf(pub))), field(hostPublisherOf)])),
  access,
]);

/** APA 6, 7.04 ex. 35: a meeting by its year and month, "(2007, September)"; else the record's date. */
const meetingMonth: Piece = (pub, ctx) => {
  const month = /^(\d{4}-\d{2})/.exec(str(pub.specialData?.date) ?? '')?.[1];
  const written =
    month && yearOf(month) === yearOrDate(pub)
      ? dateForm(month, ctx.labels, ctx.locale, { order: 'y, md', months: 'full' })
      : undefined;
  return written ? [{ text: `(${written})` }] : apaFullDate(pub, ctx);
};

/**
 * APA 6, 7.04 ex. 35–37 (unpublished paper or poster presented at a meeting): Author. (Year,
 * Month). *Title*. Paper presented at the Meeting, Location. — the record's words "Paper
 * presented at …" (parts/presentation.ts) as typed, no "In", no pages.
 */
const presentation: Piece = seq(' ', [
  closed(apaLead(creators, seq(' ', [italic(apaTitle), apaTranslation]), meetingMonth)),
  ended(
    seq(', ', [
      field((pub) => presentationOf(pub)?.typed),
      place((pub) => firstPlace(hostPlaceOf(pub)) ?? str(pub.specialData?.place)),
    ]),
  ),
  access,
]);

/** Published: it has a link or a database (a publisher other than the university); else unpublished (APA 6, 7.05). */
const published = (pub: Publication): boolean => Boolean(urlOf(pub) || doiOf(pub) || databaseOf(pub));

/**
 * APA 6, 7.05: published — Author. (Year). *Title* (Doctoral dissertation[, University]).
 * Retrieved from URL (or "Retrieved from Database."); unpublished — *Title* (Unpublished
 * doctoral dissertation). University, Location.
 */
const thesisNote: Piece = (pub, ctx) => {
  const name = apaThesisName(pub, ctx, published(pub));
  // 7.05 (from the web): "(Doctoral dissertation, Massachusetts Institute of Technology). Retrieved
  // from URL" — a thesis read at a link, not in a database, names its university in the note.
  const university = urlOf(pub) && !databaseOf(pub) ? universityOf(pub) : undefined;
  return [{ text: `(${university ? `${name}, ${university}` : name})` }];
};
/**
 * 7.05 ex. 38–39 (from a commercial database): "Retrieved from ProQuest Dissertations and Theses
 * database." — English names the database as such; a record's name that already says
 * "database" keeps it once.
 */
const fromDatabase: Piece = (pub, ctx) => {
  const db = databaseOf(pub);
  if (!db) return [];
  const named = ctx.locale === 'en' && !/\bdatabase$/i.test(db) ? `${db} database` : db;
  return [{ text: `${ctx.labels.retrieved} ${ctx.labels.from} ${named}.` }];
};
const dissertation: Piece = seq(' ', [
  closed(apaLead(creators, seq(' ', [italic(apaTitle), apaTranslation, thesisNote]))),
  when(
    published,
    first(access, fromDatabase),
    // The place once: a university field that already ends with it ("Eindhoven, the
    // Netherlands" typed in both fields) is not followed by it again. A defence place that is a
    // city («М.») is the place, spelt out, not the university (before, «…). М.»).
    ended(
      seq(', ', [
        field(thesisInstitutionOf),
        place((pub) => {
          const where = thesisCityOf(pub);
          const university = thesisInstitutionOf(pub);
          return where && (university === where || university?.endsWith(`, ${where}`)) ? undefined : where;
        }),
      ]),
    ),
  ),
]);

/**
 * APA 6, 7.03 (technical reports, which standards follow): Org. (Year). *Title* (ISO/DIS
 * Standard No. 45001). Location: Publisher. — the number as the APA Style Blog's standards
 * post prints it for the 6th edition ("How to Cite Quality Standards and Guidelines", 2017).
 */
const standard: Piece = bodyAuthored(
  seq(' ', [
    closed(apaLead(creators, seq(' ', [italic(apaTitle), apaTranslation, apa7StandardNumber]))),
    ended(imprint),
    access,
  ]),
);

/**
 * The place before the issuing office: the record's, else "Washington, DC" for the U.S. Patent
 * and Trademark Office the entry names itself (APA 6's example prints "Washington, DC: U.S.
 * Patent and Trademark Office"; the office has one seat, so the place is never a guess).
 */
const patentOffice = (pub: Publication): string | undefined => publisherOf(pub) ?? patentOfficeName(pub);
const patentPlace = (pub: Publication): string | undefined =>
  placeOf(pub) ?? (/^U\.S\. Patent and Trademark Office$/.test(patentOffice(pub) ?? '') ? 'Washington, DC' : undefined);

/**
 * APA 6 (legal references, Bluebook form it adopts): "Smith, I. M. (1988). U.S. Patent No.
 * 123,445. Washington, DC: U.S. Patent and Trademark Office." The 6th edition names the
 * patent by its number, not its title; the title is printed only when the number is missing.
 */
const patent: Piece = seq(' ', [
  ended(
    apaLead(
      creators,
      when((pub) => Boolean(pub.specialData?.patentNumber), apaPatentNumber, italic(apaTitle)),
    ),
  ),
  ended(seq(': ', [field(patentPlace), field(patentOffice)])),
  access,
]);

/**
 * APA 6, 7.11 ex. 73–74: Author. (Year, Month Day). *Title*. Retrieved from URL; material that
 * may change (taken as: undated, with an access date) gives "Retrieved Month D, YYYY, from URL"
 * (6.32), the rule shared with APA 7 in parts/retrieval.ts.
 */
const web: Piece = seq(' ', [
  closed(apaLead(creators, translated(when(inReferenceWork, apaTitle, italic(apaTitle))), apaFullDate)),
  ended(apaInReferenceWork),
  // A page's publisher other than its author is named in the retrieval statement, as 7.03 names
  // a report's ("Retrieved from BBC website: http://…").
  first(retrievalLink({ changing: undatedWithAccess }), retrievedFromPublisher, access),
]);

export const apa: Style = {
  id: 'apa',
  name: 'APA 6th edition',
  transliterable: true,
  // APA 6, 6.32: no full stop after a DOI or URL, so the final stop is not forced.
  finalStop: false,
  // «М. : Флинта : Наука» typed in the publisher field: "Москва: Флинта; Наука" (place-from-publisher.ts).
  layouts: placesFromPublishers(
    withParts(
      { article, book: numberedBook(book, { numbers: false }), conference: part, dissertation, standard, patent, web },
      part,
      when((pub) => Boolean(presentationOf(pub)), presentation, part),
    ),
  ),
};
