import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import { officeNamingPatents, patentNumberAfterCountry, patentNumberOf } from './designations.js';
import { englishOffice, englishOfficeOf, englishPatentNumber } from './patent-english.js';
import { patentKindOf, patentOfficeOf } from './patent-terms.js';
import { curlyApostrophes } from './quotes.js';

/**
 * The patent's designation with the document named by its kind (spec §3 patentType): "US Patent
 * 4,741,952", "European Patent Application 1457483", "USSR Author's Certificate 123456";
 * «Заявка 2019101234 Российская Федерация» (the word first, as the national standards print it).
 * An office whose name already says "Patent Office" gives "European Patent 1457483", never
 * "European Patent Office Patent 1457483"; before, an application was printed as a granted patent.
 */
export function namedPatent(pub: Publication, labels: Labels, english: boolean): string | undefined {
  const word = patentWordOf(pub, labels, english);
  const typed = english ? englishOfficeOf(pub) : patentOfficeOf(pub);
  const office = english && typed ? officeNamingPatents(englishOffice(typed) ?? typed) : typed;
  const number = english ? englishPatentNumber(pub, ',') : office ? patentNumberAfterCountry(pub) : patentNumberOf(pub);
  if (!office && !number) return undefined;
  // «Патент RU 2637215»: an office typed as its two-letter code stands before the number, as
  // `patentDesignation` puts it (before: «Патент 2637215 C1 RU»); a country named in full follows.
  const code = /^[A-Z]{2}$/.test(office ?? '');
  const parts = english ? [office, word, number] : code ? [word, office, number] : [word, number, office];
  // "Author’s Certificate" with the typographic apostrophe the entries' quotation marks use.
  return curlyApostrophes(parts.filter(Boolean).join(' '));
}

/**
 * The document's word by its kind (spec §3 patentType): "Patent", «Авторское свидетельство»,
 * "Patent Application" / «Заявка»; for the styles that name the office themselves (CMOS's "US
 * Patent …", chicago and asa), where an author's certificate printed as «Патент».
 */
export function patentWordOf(pub: Publication, labels: Labels, english: boolean): string {
  const kind = patentKindOf(pub);
  if (kind === 'patent') return labels.patent;
  if (kind === 'certificate') return labels.national.authorCertificate;
  return english ? `${labels.patent} ${labels.national.application}` : labels.national.application;
}
