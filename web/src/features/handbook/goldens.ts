import type { PublicationInput } from '@referent/engine';

/** One golden example of a style: what the engine must print, with the manual or standard it comes from. */
export interface GoldenExample {
  name: string;
  source: string;
  input: PublicationInput;
  text: string;
  options?: Record<string, unknown>;
  /** Set on the manuals' own printed examples (verbatim), where the golden file says so. */
  verbatim?: boolean;
}

/** The source types in the handbook's order, as the golden files are named. */
/** `part`: chapters and papers in collections (a record with a host). */
export const TYPES = ['article', 'book', 'part', 'conference', 'dissertation', 'standard', 'patent', 'web'] as const;
export type GoldenType = (typeof TYPES)[number];

/**
 * The engine's goldens (fixtures/styles/<style>/<type>.json), loaded per style when its page
 * opens: the handbook shows exactly the cases the test suite holds the formatter to, so page
 * and formatter cannot drift.
 */
const FILES = import.meta.glob<GoldenExample[]>('../../../../fixtures/styles/*/*.json', { import: 'default' });

/** Manual examples first: a golden is taken as the manual's own when it says so, or when its source does not say it was composed. */
export function isVerbatim(example: GoldenExample): boolean {
  if (example.verbatim !== undefined) return example.verbatim;
  return !/composed|own example|constructed|составлен|складен/i.test(example.source);
}

/** A golden with its place in its file, which names it in "make this reference" links. */
export type IndexedExample = GoldenExample & { index: number };

export async function goldensOf(style: string): Promise<Array<{ type: GoldenType; examples: IndexedExample[] }>> {
  const out: Array<{ type: GoldenType; examples: IndexedExample[] }> = [];
  for (const type of TYPES) {
    const load = FILES[`../../../../fixtures/styles/${style}/${type}.json`];
    if (!load) continue;
    const examples = (await load())
      .map((example, index) => ({ ...example, index }))
      .sort((a, b) => Number(isVerbatim(b)) - Number(isVerbatim(a)));
    out.push({ type, examples });
  }
  return out;
}

/** "style/type/index", as a handbook page links to the bibliography tool with an example. */
export const exampleRef = (style: string, type: GoldenType, index: number) => `${style}/${type}/${index}`;

/** The example a reference names, with its style; undefined for a reference to nothing. */
export async function exampleOf(ref: string): Promise<{ style: string; example: GoldenExample } | undefined> {
  const m = /^([a-z0-9]+)\/([a-z]+)\/(\d{1,4})$/.exec(ref);
  if (!m) return undefined;
  const [, style = '', type = '', index = '0'] = m;
  const load = FILES[`../../../../fixtures/styles/${style}/${type}.json`];
  const example = load ? (await load())[Number(index)] : undefined;
  return example ? { style, example } : undefined;
}
