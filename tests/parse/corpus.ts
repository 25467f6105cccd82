/** Reads the evaluation's inputs the way scripts/parse-eval.mjs does (kept in step with it). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCase, MessyCase } from '../../engine/src/parse/evaluate.js';

const root = join(import.meta.dirname, '..', '..');

export function fixtureCorpus(): CorpusCase[] {
  const dir = join(root, 'fixtures/styles');
  const seen = new Set<string>();
  const cases: CorpusCase[] = [];
  for (const style of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, style)).sort()) {
      if (!file.endsWith('.json')) continue;
      const list = JSON.parse(readFileSync(join(dir, style, file), 'utf8')) as { name: string; input?: unknown }[];
      for (const c of Array.isArray(list) ? list : []) {
        if (!c?.input) continue;
        const key = JSON.stringify(c.input);
        if (seen.has(key)) continue;
        seen.add(key);
        cases.push({
          name: `${style}/${file.replace(/\.json$/, '')}: ${c.name}`,
          input: c.input as CorpusCase['input'],
        });
      }
    }
  }
  return cases;
}

export function messyCases(): MessyCase[] {
  return JSON.parse(readFileSync(join(root, 'fixtures/parse/messy.json'), 'utf8')) as MessyCase[];
}

export interface Recorded {
  styles: string[];
  roundTrip: { total: Record<string, number | null>; byStyle: Record<string, Record<string, number | null>> };
  messy: Record<string, number | null>;
}

export function recorded(): Recorded {
  return JSON.parse(readFileSync(join(root, 'fixtures/parse/recorded.json'), 'utf8')) as Recorded;
}
