import {
  validate as engineValidate,
  type ParsedField,
  type PublicationInput,
  type ValidationIssue,
} from '@referent/engine';
import type { Hit } from './hits.js';
import type { ParsedEntry } from './repository.js';

/**
 * A record waiting for review before it is saved: from the parser (a pasted list), a database
 * (DOI / ISBN quick add) or an imported file. Nothing is saved until the person says so.
 */
export interface Candidate {
  key: string;
  origin: 'parser' | 'crossref' | 'openlibrary' | 'file';
  /** What it was read from: the pasted entry, the identifier, or the file's name. */
  input: string;
  publication: Record<string, unknown>;
  /** 0–1 per field the parser filled (issue 15); empty for databases and files. */
  confidence: Partial<Record<ParsedField, number>>;
  recognised: boolean;
}

/** Below this the parser is guessing from position alone: the field is marked for a look. */
export const UNCERTAIN_BELOW = 0.7;

/** Form field ids of the parser's fields, so the editor can mark the right inputs. */
export const FORM_FIELDS_OF: Partial<Record<ParsedField, readonly string[]>> = {
  title: ['title'],
  container: ['journal', 'hostTitle', 'siteName', 'inTitle'],
  year: ['year'],
  volume: ['volume'],
  issue: ['issue'],
  number: ['number'],
  pages: ['pages'],
  edition: ['edition'],
  place: ['editionPlace'],
  publisher: ['publisher'],
  link: ['link'],
  accessedDate: ['accessedDate'],
  degree: ['degree'],
};

export function uncertainFields(c: Pick<Candidate, 'confidence'>): ParsedField[] {
  return (Object.entries(c.confidence) as [ParsedField, number][])
    .filter(([, v]) => typeof v === 'number' && v < UNCERTAIN_BELOW)
    .map(([k]) => k);
}

/** The lowest confidence of a parsed record, as a percentage; null when nothing was scored. */
export function overallConfidence(c: Pick<Candidate, 'confidence'>): number | null {
  const values = Object.values(c.confidence).filter((v): v is number => typeof v === 'number');
  return values.length ? Math.round(Math.min(...values) * 100) : null;
}

/** Every dash a citation writes in a page range (en, em, figure dash, minus) as the hyphen of spec §5. */
export function normalisePages(value: string): string {
  return value.replace(/\s*[‐‑‒–—−]\s*/g, '-');
}

/** The publication as saved: page ranges with a hyphen (the form's rule), the rest as read. */
export function normalised(pub: Record<string, unknown>): PublicationInput {
  const physical = pub.physical as { pages?: unknown } | undefined;
  if (typeof physical?.pages !== 'string') return pub as PublicationInput;
  return { ...pub, physical: { ...physical, pages: normalisePages(physical.pages) } } as PublicationInput;
}

/** The errors that would stop the save (spec §5 through the engine's validate). */
export function problemsOf(c: Candidate, styles: readonly string[]): ValidationIssue[] {
  return engineValidate(normalised(c.publication), styles).filter((i) => i.severity === 'error');
}

let counter = 0;
const nextKey = (prefix: string) => `${prefix}-${++counter}`;

export function fromParsed(entry: ParsedEntry): Candidate {
  return {
    key: nextKey('p'),
    origin: 'parser',
    input: entry.text,
    publication: entry.publication as Record<string, unknown>,
    confidence: entry.confidence ?? {},
    recognised: entry.recognised !== false,
  };
}

export function fromHit(hit: Hit, input: string): Candidate {
  return {
    key: nextKey('h'),
    origin: hit.source,
    input,
    publication: hit.publication,
    confidence: {},
    recognised: true,
  };
}

export function fromFile(publication: Record<string, unknown>, fileName: string): Candidate {
  return { key: nextKey('f'), origin: 'file', input: fileName, publication, confidence: {}, recognised: true };
}
