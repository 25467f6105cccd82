import { identifierKind, identifierText } from '../model/standard-identifier.js';
import { getPath, setPath } from './field-path.js';

/** The Publication's ISBN and ISSN paths (docs/model.md). */
const IDENTIFIER_PATHS = ['outputData.isbn', 'host.isbn', 'series.issn'];

/**
 * An imported record's ISBN and ISSN in their stored form (`identifierText`: no `ISBN` label,
 * `X` upper-case, the hyphens as the source wrote them), each where its shape says it belongs:
 * an ISSN typed into an `isbn` field (JabRef's Biblioscape import writes a journal's
 * `isbn = {0006-4971}`) is the serial's, an ISBN in an `issn` field the book's or its host's.
 */
export function storedIdentifiers(pub: Record<string, unknown>): void {
  for (const path of IDENTIFIER_PATHS) {
    const value = getPath(pub, path);
    if (!value) continue;
    const kind = identifierKind(value);
    const isbnPath = path === 'series.issn' ? (pub.host ? 'host.isbn' : 'outputData.isbn') : path;
    const target = kind === 'issn' ? 'series.issn' : kind === 'isbn' ? isbnPath : path;
    if (target !== path && getPath(pub, target)) continue;
    const [group, key] = path.split('.') as [string, string];
    if (target !== path) delete (pub[group] as Record<string, unknown>)[key];
    setPath(pub, target, identifierText(value));
  }
}
