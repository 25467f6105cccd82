import type { Publication } from '../model/publication.js';
import { identifierText } from '../model/standard-identifier.js';
import { field, type Piece } from '../template/piece.js';
import { str } from './fields.js';
import { hasHost } from './host.js';

/**
 * The standard identifiers of a record (docs/model.md): the ISBN of the book, or of a part's
 * host (read through `partRecord`, which moves a part's own `outputData.isbn` to its host), and
 * the ISSN of the serial — a journal's, or the series' a book belongs to.
 */
export const isbnOf = (pub: Publication): string | undefined => {
  const isbn = hasHost(pub) ? str(pub.host?.isbn) : str(pub.outputData?.isbn);
  return isbn && identifierText(isbn);
};
/** As stored, without a label typed into the form ("ISSN 0317-8471"), which the clause adds. */
export const issnOf = (pub: Publication): string | undefined => {
  const issn = str(pub.series?.issn);
  return issn && identifierText(issn);
};

/** The identifier after its prefix, as its own standard prints it (ISO 2108: "ISBN 978-…"; ISO 3297: "ISSN 2274-1011"). */
const prefixed = (prefix: string, get: (pub: Publication) => string | undefined): Piece =>
  field((pub) => {
    const value = get(pub);
    return value ? `${prefix} ${value}` : undefined;
  });
export const isbnClause: Piece = prefixed('ISBN', isbnOf);
export const issnClause: Piece = prefixed('ISSN', issnOf);
