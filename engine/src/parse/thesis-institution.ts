import { type Draft, tidy } from './draft.js';

/**
 * Where an English thesis names its university ("PhD thesis, DIKU, University of Copenhagen,
 * May 1994", "[Doctoral dissertation, Wilmington University]. ProQuest Dissertations and Theses
 * Global"), the readers take it for a host; a dissertation has none (docs/model.md): the body is
 * `specialData.organization`, and a database it was published in after the bracket is its
 * publisher (APA 7, 10.6).
 */
export function thesisInstitution(d: Draft): void {
  if (d.type !== 4 || d.gost || !d.container || d.inHost) return;
  const [body, repository] = d.container.split(/\]\.?\s+/u);
  const organisation = tidy(body?.replace(/[[\]]/gu, ''));
  if (!organisation) return;
  d.thesisOrganisation = organisation;
  const published = tidy(repository?.replace(/[[\]]/gu, ''));
  if (published && !d.publisher) d.publisher = published;
  d.container = undefined;
  delete d.confidence.container;
}
