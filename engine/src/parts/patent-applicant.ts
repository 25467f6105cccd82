import type { Publication } from '../model/publication.js';
import { organisationsOf, str } from './fields.js';

/**
 * A patent's applicant or holder: `specialData.organization` (docs/model.md; RIS `PB` is read
 * there), else the first organisation among the creators — BibTeX's `holder` is read into the
 * organisations (role 5), so a record from a .bib file names its holder only there.
 */
export function patentApplicantOf(pub: Publication): string | undefined {
  return str(pub.specialData?.organization) ?? organisationsOf(pub)[0];
}
