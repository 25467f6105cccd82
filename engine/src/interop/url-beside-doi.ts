import type { FieldIssue } from '../dispatch.js';
import { bareDoi } from './import-result.js';

/**
 * A record holds one link (`accessData.link`), and the DOI wins (the styles print it). A URL
 * beside it that is the DOI's own address says nothing more; any other (a publisher's page,
 * PubMed Central, Scopus) is named in a warning rather than dropped silently.
 * @example urlBesideDoi('UR', '10.1/x', 'https://example.org/a') // [{ field: 'UR', message: '"https://example.org/a" not kept beside the DOI …' }]
 */
export function urlBesideDoi(field: string, doi: string | undefined, url: string | undefined): FieldIssue[] {
  const [d, u] = [doi?.trim(), url?.trim()];
  if (!d || !u) return [];
  let decoded = u;
  try {
    decoded = decodeURIComponent(u);
  } catch {
    // a malformed escape: compare the URL as written
  }
  if (decoded.toLowerCase().includes(bareDoi(d).toLowerCase())) return [];
  return [{ field, message: `"${u}" not kept beside the DOI (a record holds one link)` }];
}
