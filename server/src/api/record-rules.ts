import type { FieldIssue } from '@referent/engine';

/** Spec §5: bibliography fields are at most 1000 characters. */
export const MAX_FIELD = 1000;

/** Spec §5: pages are digits and a hyphen only (100, 15-67). */
const PAGES = /^\d+(\s*[-–]\s*\d+)?$/;
/** Spec §5: a URL like {host}…, or a DOI like 10.xxxxxx/xxxxx (bare or behind a resolver). */
const URL_LINK = /^(https?:\/\/)?[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i;
const DOI_LINK = /^(https?:\/\/(dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+$/i;
/** Spec §5: dates are YYYY-MM-DD (a periodical's issue date may be a month, YYYY-MM). */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
/** Spec editTextRecord: the hand-edited text per style rides in the publication under this key. */
export const EDITED_RESULT = 'editedResult';
/** Spec §3 type ids: 4 is a dissertation or its abstract. */
const DISSERTATION = 4;

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const objectAt = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function tooLong(value: unknown, path: string, out: FieldIssue[]): void {
  if (typeof value === 'string') {
    if (value.length > MAX_FIELD) out.push({ field: path || '(root)', message: `at most ${MAX_FIELD} characters` });
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) tooLong(v, path ? `${path}.${k}` : k, out);
  }
}

function validDate(v: string, month: boolean): boolean {
  const text = v.trim();
  if (month && MONTH.test(text)) return Number(text.slice(5, 7)) >= 1 && Number(text.slice(5, 7)) <= 12;
  if (!DATE.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

/**
 * The form rules of spec §5 a saved record must keep, as field issues with `bibl.` paths:
 * lengths, title and year required, pages, link, dates, the defence place of a
 * dissertation, and the edited texts (`editedResult`: style → text). The engine's schema and the dispatcher check the rest.
 */
export function recordIssues(bibl: Record<string, unknown>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  tooLong(bibl, '', issues);
  const title = objectAt(bibl.title);
  const output = objectAt(bibl.outputData);
  const physical = objectAt(bibl.physical);
  const access = objectAt(bibl.accessData);
  const special = objectAt(bibl.specialData);
  const series = objectAt(bibl.series);
  if (blank(title.publicationTitle)) issues.push({ field: 'title.publicationTitle', message: 'required' });
  if (blank(output.year)) issues.push({ field: 'outputData.year', message: 'required' });
  if (!blank(physical.pages) && !PAGES.test(String(physical.pages).trim())) {
    issues.push({ field: 'physical.pages', message: 'digits and a hyphen only (100, 15-67)' });
  }
  if (!blank(access.link)) {
    const link = String(access.link).trim();
    const ok = access.type === 'doi' ? DOI_LINK.test(link) : URL_LINK.test(link) || DOI_LINK.test(link);
    if (!ok) issues.push({ field: 'accessData.link', message: 'a URL (example.org/…) or a DOI (10.1000/xyz)' });
  }
  const dates: [Record<string, unknown>, string, string[]][] = [
    [access, 'accessData', ['acceptedDate', 'createDate', 'accessedDate']],
    [special, 'specialData', ['date', 'dateEnd', 'applicationDate', 'datePublication', 'priorityApplicationDate']],
    [series, 'series', ['publicDate']],
  ];
  for (const [part, name, keys] of dates) {
    for (const key of keys) {
      const v = part[key];
      if (blank(v)) continue;
      if (typeof v !== 'string' || !validDate(v, key === 'publicDate')) {
        issues.push({ field: `${name}.${key}`, message: 'a date YYYY-MM-DD' });
      }
    }
  }
  // Spec §5: an author's (or organisation's) name is required, or the entry removed.
  for (const [role, list] of Object.entries(objectAt(bibl.authors))) {
    if (!Array.isArray(list)) continue;
    list.forEach((p, i) => {
      const person = objectAt(p);
      if (blank(person.surname) && blank(person.name))
        issues.push({ field: `authors.${role}.${i}`, message: 'a name is required' });
    });
  }
  if (Number(bibl.idTypePublication) === DISSERTATION && blank(special.defPlace)) {
    issues.push({ field: 'specialData.defPlace', message: 'required' });
  }
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
