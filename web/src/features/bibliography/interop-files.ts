import {
  bibtexFromPublication,
  cslFromPublication,
  type Publication,
  publicationFromCsl,
  publicationSchema,
  risFromPublication,
} from '@referent/engine';
import type { ViewRecord } from './records.js';

/** The exchange formats of the list (ZoteroBib parity): file extension and MIME type. */
export const INTEROP_FORMATS = {
  bibtex: { ext: 'bib', mime: 'application/x-bibtex' },
  ris: { ext: 'ris', mime: 'application/x-research-info-systems' },
  csl: { ext: 'json', mime: 'application/vnd.citationstyles.csl+json' },
} as const;
export type InteropFormat = keyof typeof INTEROP_FORMATS;

function publicationsOf(views: readonly ViewRecord[]): { view: ViewRecord; pub: Publication }[] {
  return views.flatMap((view) => {
    const parsed = publicationSchema.safeParse(view.bibl);
    return parsed.success ? [{ view, pub: parsed.data }] : [];
  });
}

/**
 * A BibTeX key of ASCII letters and digits: first author's surname (transliterated letters
 * dropped) and year, made unique with a, b, c… so every key reads back.
 */
export function bibtexKeys(views: readonly ViewRecord[]): string[] {
  const seen = new Map<string, number>();
  return views.map((v) => {
    const authors = (v.bibl.authors ?? {}) as Record<string, { surname?: string; name?: string }[]>;
    const first = authors['1']?.[0] ?? authors['3']?.[0] ?? authors['5']?.[0];
    const head = (first?.surname ?? first?.name ?? v.title.split(/\s+/)[0] ?? '').normalize('NFKD');
    const ascii = head.replace(/[^A-Za-z0-9]/g, '').toLowerCase() || 'ref';
    const year = String((v.bibl.outputData as { year?: unknown } | undefined)?.year ?? '').replace(/\D/g, '');
    const base = `${ascii}${year}` || `ref${v.record.id}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return n === 0 ? base : `${base}${String.fromCharCode(96 + Math.min(n, 26))}${n > 26 ? n : ''}`;
  });
}

/** The list as a BibTeX, RIS or CSL-JSON file, in the list's order. */
export function interopFile(format: InteropFormat, views: readonly ViewRecord[]): string {
  const items = publicationsOf(views);
  if (format === 'bibtex') {
    const keys = bibtexKeys(items.map((i) => i.view));
    return items.map((item, i) => bibtexFromPublication(item.pub, keys[i] ?? `ref${i + 1}`)).join('\n');
  }
  if (format === 'ris') return items.map((item) => risFromPublication(item.pub)).join('\n');
  return `${JSON.stringify(
    items.map((item) => cslFromPublication(item.pub, item.view.record.id)),
    null,
    2,
  )}\n`;
}

/** What an imported file gave: the publications read, and how many entries could not be. */
export interface ImportedFile {
  publications: Record<string, unknown>[];
  rejected: number;
}

/** A CSL-JSON file (an array of items, or one item) read into publications. */
export function readCslJson(text: string): ImportedFile {
  const data = JSON.parse(text) as unknown;
  const items = Array.isArray(data) ? data : [data];
  const publications: Record<string, unknown>[] = [];
  let rejected = 0;
  for (const item of items) {
    const result = item && typeof item === 'object' ? publicationFromCsl(item as never) : null;
    if (result && 'publication' in result) publications.push(result.publication);
    else rejected += 1;
  }
  return { publications, rejected };
}
