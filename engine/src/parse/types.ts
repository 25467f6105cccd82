import type { SourceLanguage } from '../model/language.js';
import type { PublicationInput } from '../model/publication.js';
import type { DateStatus } from './date-status.js';

/** Options of `parseCitation`. */
export interface ParseOptions {
  /** The language to assume when the script alone cannot tell (Cyrillic without Ukrainian or Russian markers). */
  hintLanguage?: SourceLanguage;
}

/** The fields the parser reports a confidence for, named after what they hold. */
export type ParsedField =
  | 'type'
  | 'language'
  | 'authors'
  | 'editors'
  | 'title'
  | 'container'
  | 'year'
  | 'volume'
  | 'issue'
  | 'number'
  | 'pages'
  | 'edition'
  | 'place'
  | 'publisher'
  | 'link'
  | 'accessedDate'
  | 'isbn'
  | 'issn'
  | 'standard'
  | 'patent'
  | 'degree';

/**
 * What `parseCitation` returns. `publication` always validates against the Publication
 * schema; `confidence` holds 0–1 for every field it filled (1: a labelled or unambiguous
 * form such as `doi:` or `Vol. 8`; lower: inferred from position); `warnings` explains a
 * partial or failed recognition in plain words.
 */
export interface ParseResult {
  publication: PublicationInput;
  confidence: Partial<Record<ParsedField, number>>;
  warnings: string[];
  /** The ISBN and ISSN found, as read; the publication holds them too (`outputData.isbn` or `host.isbn`, `series.issn`). */
  identifiers: { isbn?: string; issn?: string };
  /**
   * What the text prints in place of the year, when it has none: `in press`, `in preparation`,
   * `forthcoming`, `submitted`, or `no date` ("n.d.", «б. г.»). The Publication has no field for it.
   */
  dateStatus?: DateStatus;
  /** False when nothing that looks like a reference was found. */
  recognised: boolean;
}
