/**
 * The parser's accuracy on real labelled strings may not fall (issue 15). `npm run parse-eval
 * -- --write` records, per set and per part (development, held out), the share of strings with
 * authors, title and year all right and the share of each field (fixtures/parser/recorded.json).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type LabelledCase,
  partOf,
  REAL_FIELDS,
  RU_UA_FILES,
  readAnystyle,
  ruUaSets,
  scoreLabelled,
} from '../../engine/src/parse/labelled-set.js';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Floor {
  strings: number;
  core: number | null;
  fields: Record<string, number | null>;
}
const recorded = JSON.parse(read('fixtures/parser/recorded.json')) as Record<string, Record<string, Floor>>;

function sets(): [string, LabelledCase[]][] {
  const out: [string, LabelledCase[]][] = [['anystyle (EN)', readAnystyle(read('fixtures/parser/anystyle_core.xml'))]];
  for (const [file, name] of RU_UA_FILES) {
    out.push(...ruUaSets((JSON.parse(read(`fixtures/parser/${file}`)) as { cases: LabelledCase[] }).cases, name));
  }
  return out;
}

describe('real labelled strings: no figure drops below the recorded one', () => {
  for (const [name, cases] of sets()) {
    for (const part of ['dev', 'heldOut'] as const) {
      it(`${name}, ${part}`, () => {
        const floor = recorded[name]?.[part];
        expect(floor).toBeDefined();
        const mine = cases.filter((c) => partOf(c.text) === part);
        expect(mine.length).toBe(floor?.strings);
        const { scores } = scoreLabelled(mine);
        const share = (t: { hit: number; total: number }) => (t.total === 0 ? 1 : t.hit / t.total);
        const drops: string[] = [];
        if (floor?.core != null && share(scores.core) < floor.core) drops.push(`core ${share(scores.core)}`);
        for (const f of REAL_FIELDS) {
          const was = floor?.fields[f];
          if (was != null && share(scores.fields[f]) < was) drops.push(`${f} ${share(scores.fields[f])} < ${was}`);
        }
        expect(drops).toEqual([]);
      });
    }
  }

  it('reads every sequence of the AnyStyle file and splits it the same way each run', () => {
    const cases = readAnystyle(read('fixtures/parser/anystyle_core.xml'));
    expect(cases.length).toBe(1310);
    expect(cases[1]?.labels.authors).toBe('Romero, C., Paunesku, D., & Dweck, C.');
    const held = cases.filter((c) => partOf(c.text) === 'heldOut').length;
    expect(held).toBeGreaterThan(250);
    expect(held).toBeLessThan(400);
  });

  it('reads the Russian/Ukrainian set: every string with its source and language, both parts non-empty', () => {
    const cases = (JSON.parse(read('fixtures/parser/ru-ua.json')) as { cases: LabelledCase[] }).cases;
    expect(cases.length).toBeGreaterThanOrEqual(200);
    expect(cases.every((c) => c.source?.startsWith('github.com/') && ['ru', 'uk', 'en'].includes(c.lang ?? ''))).toBe(
      true,
    );
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
    const held = cases.filter((c) => partOf(c.text) === 'heldOut').length;
    expect(held).toBeGreaterThan(40);
    expect(held).toBeLessThan(100);
  });
});
