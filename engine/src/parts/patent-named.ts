import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import { officeNamingPatents, patentNumberAfterCountry, patentNumberOf } from './designations.js';
import { patentKindOf, patentOfficeOf } from './patent-terms.js';

/**
 * The patent's designation with the document named by its kind (spec §3 patentType): "US Patent
 * 4,741,952", "European Patent Application 1457483", "USSR Author's certificate 123456";
 * «Заявка 2019101234 Российская Федерация» (the word first, as the national standards print it).
 * An office whose name already says "Patent Office" gives "European Patent 1457483", never
 * "European Patent Office Patent 1457483"; before, an application was printed as a granted patent.
 */
export function namedPatent(pub: Publication, labels: Labels, english: boolean): string | undefined {
  const kind = patentKindOf(pub);
  const word =
    kind === 'patent'
      ? labels.patent
      : kind === 'certificate'
        ? labels.national.authorCertificate
        : english
          ? `${labels.patent} ${labels.national.application}`
          : labels.national.application;
  const typed = patentOfficeOf(pub);
  const office = english && typed ? officeNamingPatents(typed) : typed;
  const number = office ? patentNumberAfterCountry(pub) : patentNumberOf(pub);
  if (!office && !number) return undefined;
  const parts = english ? [office, word, number] : [word, number, office];
  return parts.filter(Boolean).join(' ');
}
