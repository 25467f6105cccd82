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

export async function goldensOf(style: string): Promise<Array<{ type: GoldenType; examples: GoldenExample[] }>> {
  const out: Array<{ type: GoldenType; examples: GoldenExample[] }> = [];
  for (const type of TYPES) {
    const load = FILES[`../../../../fixtures/styles/${style}/${type}.json`];
    if (!load) continue;
    const examples = [...(await load())].sort((a, b) => Number(isVerbatim(b)) - Number(isVerbatim(a)));
    out.push({ type, examples });
  }
  return out;
}
