/** Reads the evaluation's inputs the way scripts/parse-eval.mjs does (kept in step with it). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusCase, MessyCase } from '../../engine/src/parse/evaluate.js';

const root = join(import.meta.dirname, '..', '..');

export function fixtureCorpus(): (CorpusCase & { key: string })[] {
  const dir = join(root, 'fixtures/styles');
  const seen = new Set<string>();
  const cases: (CorpusCase & { key: string })[] = [];
  for (const style of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, style)).sort()) {
      if (!file.endsWith('.json')) continue;
      const list = JSON.parse(readFileSync(join(dir, style, file), 'utf8')) as { name: string; input?: unknown }[];
      for (const c of Array.isArray(list) ? list : []) {
        if (!c?.input) continue;
        const key = JSON.stringify(c.input);
        if (seen.has(key)) continue;
        seen.add(key);
        const name = `${style}/${file.replace(/\.json$/, '')}: ${c.name}`;
        const hash = createHash('sha256').update(key).digest('hex').slice(0, 12);
        cases.push({ name, input: c.input as CorpusCase['input'], key: hash });
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
  corpus: string[];
  items: string[];
  roundTrip: { total: Record<string, number | null>; byStyle: Record<string, Record<string, number | null>> };
  messy: Record<string, number | null>;
}

export function recorded(): Recorded {
  return JSON.parse(readFileSync(join(root, 'fixtures/parse/recorded.json'), 'utf8')) as Recorded;
}
