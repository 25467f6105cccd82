import { parseCitation, splitReferences, validate } from '@referent/engine';

/** Fields a flag can name (the top of the engine's dotted path), each with an interface label. */
export const FLAG_FIELDS = ['title', 'year', 'authors', 'pages', 'link', 'date', 'defPlace', 'other'] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export interface Flag {
  kind: 'unrecognised' | 'missing' | 'format' | 'duplicate' | 'futureYear';
  field?: FlagField;
  /** For a duplicate: the number of the reference it repeats. */
  of?: number;
}

export interface CheckedReference {
  n: number;
  text: string;
  flags: Flag[];
}

function fieldOf(path: string): FlagField {
  if (path.startsWith('title.')) return 'title';
  if (path === 'outputData.year') return 'year';
  if (path.startsWith('authors.')) return 'authors';
  if (path === 'physical.pages') return 'pages';
  if (path === 'accessData.link') return 'link';
  if (path === 'specialData.defPlace') return 'defPlace';
  if (/date/i.test(path)) return 'date';
  return 'other';
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Checks a manuscript's pasted reference list with the engine: each reference is parsed
 * (`parseCitation`) and its description checked against the bibliography rules (`validate`:
 * title, year, authors, page, link and date formats). Across the list it flags repeated
 * references and years later than this one. The engine reads; it never rewrites.
 * @example checkReferences('1. Smith J. Title. 2019.\n2. …', new Date())
 */
export function checkReferences(text: string, now: Date = new Date()): CheckedReference[] {
  const refs = splitReferences(text);
  const seen = new Map<string, number>();
  return refs.map((ref, i) => {
    const n = i + 1;
    const parsed = parseCitation(ref);
    if (!parsed.recognised) return { n, text: ref, flags: [{ kind: 'unrecognised' }] };
    const flags: Flag[] = [];
    const pub = parsed.publication;
    const issues = validate(pub, ['gost2018']).filter((x) => x.rule !== 'style' && x.rule !== 'numberField');
    for (const issue of issues) {
      const field = fieldOf(issue.field);
      const kind = issue.rule === 'required' ? 'missing' : 'format';
      if (!flags.some((f) => f.kind === kind && f.field === field)) flags.push({ kind, field });
    }
    const people = Object.values(pub.authors ?? {}).flat();
    if (people.length === 0 && !flags.some((f) => f.field === 'authors'))
      flags.push({ kind: 'missing', field: 'authors' });
    const year = Number(pub.outputData?.year);
    if (Number.isFinite(year) && year > now.getFullYear()) flags.push({ kind: 'futureYear' });
    const key = `${norm(String(pub.title?.publicationTitle ?? ''))}|${pub.outputData?.year ?? ''}`;
    const first = seen.get(key);
    if (first !== undefined && key !== '|') flags.push({ kind: 'duplicate', of: first });
    else seen.set(key, n);
    return { n, text: ref, flags };
  });
}
