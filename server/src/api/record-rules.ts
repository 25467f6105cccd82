import { type FieldIssue, publicationSchema, validate } from '@referent/engine';
import { MAX_PERSONS, personCount } from '../security/body-guards.js';
import { pickKnown } from './known-fields.js';

/** Spec §5: bibliography fields are at most 1000 characters. */
export const MAX_FIELD = 1000;

/** Spec editTextRecord: the hand-edited text per style rides in the publication under this key. */
export const EDITED_RESULT = 'editedResult';
const objectAt = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function tooLong(value: unknown, path: string, out: FieldIssue[]): void {
  if (typeof value === 'string') {
    if (value.length > MAX_FIELD) out.push({ field: path || '(root)', message: `at most ${MAX_FIELD} characters` });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) tooLong(v, path ? `${path}.${k}` : k, out);
  }
}

/**
 * The form rules of spec §5 a saved record must keep, as field issues with `bibl.` paths:
 * the engine's `validate` (title and year required, lengths, pages, link, dates, names, the
 * defence place of a dissertation), every string at most 1000 characters, and the edited
 * texts (`editedResult`: style → text). The dispatcher checks the schema and the styles.
 */
export function recordIssues(bibl: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  // Every string, not only the free-text fields the engine's length rule lists (names, places …).
  tooLong(bibl, '', issues);
  // The §5 field rules are the engine's `validate` (the same the web shows at each field),
  // with its messages in the record's language; the dispatcher reports the schema and the styles.
  for (const issue of validate(bibl, [])) {
    if (issue.severity !== 'error' || issue.rule === 'schema' || issue.field === 'styles') continue;
    if (!issues.some((i) => i.field === issue.field)) issues.push({ field: issue.field, message: issue.message });
  }
  if (personCount(bibl) > MAX_PERSONS) issues.push({ field: 'authors', message: `at most ${MAX_PERSONS} persons` });
  // Spec editTextRecord: an edited text per style, a string like any field (its length is checked above).
  if (bibl[EDITED_RESULT] !== undefined && bibl[EDITED_RESULT] !== null) {
    const edited = bibl[EDITED_RESULT];
    if (typeof edited !== 'object' || Array.isArray(edited)) {
      issues.push({ field: EDITED_RESULT, message: 'texts by style' });
    } else {
      for (const [style, text] of Object.entries(edited as Record<string, unknown>)) {
        if (typeof text !== 'string') issues.push({ field: `${EDITED_RESULT}.${style}`, message: 'a text' });
      }
    }
  }
  return issues.map((i) => ({ ...i, field: `bibl.${i.field}` }));
}

/**
 * Spec editTextRecord: the text stored for each style — the hand-edited one where
 * `bibl.editedResult[style]` is a non-blank string, otherwise the engine's output.
 */
export function editedTexts(bibl: Record<string, unknown>, styles: readonly string[]): Record<string, string> {
  const edited = objectAt(bibl[EDITED_RESULT]);
  const out: Record<string, string> = {};
  for (const style of styles) {
    const text = edited[style];
    if (typeof text === 'string' && text.trim() !== '') out[style] = text;
  }
  return out;
}

/**
 * What is stored of a record: the fields the Publication model knows (unknown ones are
 * dropped, at every depth, as docs/api.md says) and the edited texts.
 */
export function storedPublication(bibl: Record<string, unknown>): Record<string, unknown> {
  const known = pickKnown(publicationSchema, bibl) as Record<string, unknown>;
  const edited = objectAt(bibl[EDITED_RESULT]);
  const texts = Object.fromEntries(Object.entries(edited).filter(([, text]) => typeof text === 'string'));
  return Object.keys(texts).length ? { ...known, [EDITED_RESULT]: texts } : known;
}
