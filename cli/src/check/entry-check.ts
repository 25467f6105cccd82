import { format, type Publication, parseCitation, publicationSchema, validate } from '@referent/engine';

/** What the check says about one entry. */
export interface EntryCheck {
  /** The entry as written (list number dropped). */
  original: string;
  /** The entry as the style writes it, from what was read in it; null when nothing could be read. */
  proposed: string | null;
  /** Each way the entry differs from the style, in plain words; empty when it matches. */
  deviations: string[];
  /** How sure the parser was of the fields the proposal is built from (0–1, the lowest core field). */
  confidence: number;
  /** The publication read from the entry (for order and duplicate checks). */
  publication?: Publication;
}

const squash = (s: string) => s.replace(/[\s\u00A0\u202F]+/gu, ' ').trim();

/** Words (letters and digits) and single punctuation marks. */
const tokens = (s: string): string[] => squash(s).match(/[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu) ?? [];
const words = (s: string): string[] => tokens(s).filter((t) => /[\p{L}\p{N}]/u.test(t));

/** What multiset `a` has beyond `b`. */
function minus(a: string[], b: string[]): string[] {
  const left = new Map<string, number>();
  for (const w of b) left.set(w, (left.get(w) ?? 0) + 1);
  return a.filter((w) => {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      left.set(w, n - 1);
      return false;
    }
    return true;
  });
}

const ET_AL = /(?<![\p{L}])(?:et al\.?|и др\.|та ін\.|і ін\.|и\s?др|та\s?ін)(?![\p{L}])/u;
/** Labels the styles print before numbers, which differ by style and language. */
const LABELS = new Set([
  'С',
  'с',
  'P',
  'p',
  'pp',
  'S',
  'Т',
  'т',
  'Vol',
  'vol',
  'V',
  'No',
  'no',
  '№',
  'Вып',
  'Вип',
  'Iss',
  'iss',
  'Issue',
  'Ed',
  'ed',
  'eds',
  'Eds',
  'ред',
  'изд',
  'вид',
  'In',
  'URL',
  'doi',
  'DOI',
  'Текст',
  'Text',
  'unmediated',
  'electronic',
  'Electronic',
  'электронный',
  'електронний',
  'непосредственный',
  'безпосередній',
  'Электронный',
  'Електронний',
  'ресурс',
  'Retrieved',
  'from',
  'Available',
  'at',
  'accessed',
  'Accessed',
  'дата',
  'обращения',
  'звернення',
]);

/** The first place two texts differ, with a little context, for a punctuation report. */
function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 12);
  return `“…${a.slice(from, i + 12)}…” should read “…${b.slice(from, i + 12)}…”`;
}

/** The ways `original` differs from `proposed`, from the coarsest to the finest. */
export function describeDifferences(original: string, proposed: string): string[] {
  const a = squash(original);
  const b = squash(proposed);
  if (a === b) return [];
  const wa = words(a);
  const wb = words(b);
  if (wa.join(' ') === wb.join(' ')) return [`punctuation or spacing: ${firstDifference(a, b)}`];
  if (wa.join(' ').toLowerCase() === wb.join(' ').toLowerCase())
    return ['letter case (the style capitalises differently)'];
  const out: string[] = [];
  if (ET_AL.test(a) !== ET_AL.test(b))
    out.push(
      ET_AL.test(b)
        ? 'et al. rule: the style shortens this list of names'
        : 'et al. rule: the style lists all names here',
    );
  // The words of "et al." are reported once, by the et al. rule.
  const etAlWords = (ws: string[]) => ws.filter((w) => !/^(?:et|al|и|др|та|ін|і)$/u.test(w));
  const added = etAlWords(minus(wb, wa));
  const dropped = etAlWords(minus(wa, wb));
  const labelAdded = added.filter((w) => LABELS.has(w));
  const labelDropped = dropped.filter((w) => LABELS.has(w));
  const quote = (ws: string[]) => ws.map((w) => `“${w}”`).join(', ');
  if (labelAdded.length && labelDropped.length)
    out.push(`labels: the style writes ${quote(labelAdded)} where the entry has ${quote(labelDropped)}`);
  else if (labelAdded.length) out.push(`labels: the style adds ${quote(labelAdded)}`);
  else if (labelDropped.length) out.push(`labels: the style has no ${quote(labelDropped)}`);
  const contentAdded = added.filter((w) => !LABELS.has(w));
  const contentDropped = dropped.filter((w) => !LABELS.has(w));
  const some = (ws: string[]) => `${ws.slice(0, 8).join(' ')}${ws.length > 8 ? ' …' : ''}`;
  if (contentDropped.length) out.push(`not in the style's form: ${some(contentDropped)}`);
  if (contentAdded.length) out.push(`the style adds: ${some(contentAdded)}`);
  // The same words in another order.
  if (!out.length) out.push('order of elements');
  return out;
}

/** Fields whose confidence the proposal rests on. */
const CORE = ['authors', 'title', 'year'] as const;

/**
 * Reads one entry, formats what was read in `style`, and says how the entry differs. An
 * entry the parser cannot read is reported as such, with no proposal. Elements the style
 * requires and the entry lacks are named (the engine's `required` rule).
 */
export function checkEntry(text: string, style: string): EntryCheck {
  const parsed = parseCitation(text);
  if (!parsed.recognised)
    return { original: text, proposed: null, deviations: ['not read as a reference'], confidence: 0 };
  const publication = publicationSchema.parse(parsed.publication);
  let proposed: string;
  try {
    proposed = format(publication, style).text;
  } catch (e) {
    return {
      original: text,
      proposed: null,
      deviations: [`cannot be formatted: ${(e as Error).message}`],
      confidence: 0,
      publication,
    };
  }
  const confidence = Math.min(...CORE.map((f) => parsed.confidence[f] ?? (f === 'authors' ? 1 : 0.5)));
  const deviations = describeDifferences(text, proposed);
  // A list the entry shortened: the style may want more names than the entry gives.
  if (parsed.warnings.some((w) => w.includes('et al.')) && !ET_AL.test(proposed))
    deviations.push(
      'the entry shortens its list of names with et al.; the style wants the names it leaves out: add them',
    );
  const missing = validate(publication, [style])
    .filter((i) => i.rule === 'required' && i.severity === 'error')
    .map((i) => i.field);
  if (missing.length) deviations.push(`missing elements: ${[...new Set(missing)].join(', ')}`);
  return { original: text, proposed, deviations, confidence, publication };
}
