/**
 * The typed-array clean-up (cleanup.ts) checked against a plain, obviously-correct
 * statement of the same table, on random runs heavy in spaces and punctuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Mark, mergeRuns, type Rich } from '../rich/run.js';
import { cleanRich } from './cleanup.js';

interface Char {
  c: string;
  run: number;
  locked: boolean;
}

function referenceClean(runs: Rich): Rich {
  let chars: Char[] = [];
  runs.forEach((run, i) => {
    for (const c of run.text) chars.push({ c, run: i, locked: Boolean(run.href) });
  });
  const pass = (input: Char[]): Char[] => {
    const out: Char[] = [];
    for (let k = 0; k < input.length; k++) {
      const cur = input[k] as Char;
      const prev = out[out.length - 1];
      const space = /\s/.test(cur.c);
      if (cur.locked || (prev?.locked && !space)) {
        out.push(cur);
        continue;
      }
      if (space) {
        if (!prev || prev.c === ' ') continue;
        if (!prev.locked && (prev.c === '(' || prev.c === '[')) continue;
        out.push({ ...cur, c: ' ' });
        continue;
      }
      if ([',', '.', ')', ']'].includes(cur.c) && prev?.c === ' ' && !prev.locked) out.pop();
      const before = out[out.length - 1];
      if (cur.c === '.' && before && !before.locked) {
        if (before.c === ',') out.pop();
        else if (['?', '!', '…'].includes(before.c)) continue;
        else if (before.c === '.' && input[k + 1]?.c !== '.' && out[out.length - 2]?.c !== '.') continue;
      }
      if (cur.c === ',' && before?.c === ',' && !before.locked) continue;
      if (before && !before.locked && ((cur.c === ')' && before.c === '(') || (cur.c === ']' && before.c === '['))) {
        out.pop();
        continue;
      }
      out.push(cur);
    }
    while (out.length && (out[out.length - 1] as Char).c === ' ') out.pop();
    return out;
  };
  for (let i = 0; i < 3; i++) {
    const next = pass(chars);
    const changed = next.length !== chars.length;
    chars = next;
    if (!changed) break;
  }
  const out: Rich = runs.map((r) => ({ ...r, text: '' }));
  for (const ch of chars) (out[ch.run] as Rich[number]).text += ch.c;
  return mergeRuns(out);
}

const text = fc
  .array(
    fc.constantFrom('a', 'Я', ' ', '  ', '\t', '\u00a0', ',', '.', '?', '!', '…', '(', ')', '[', ']', ':', '/', '–'),
    {
      maxLength: 30,
    },
  )
  .map((cs) => cs.join(''));

const runs: fc.Arbitrary<Rich> = fc.array(
  fc.record(
    {
      text,
      marks: fc.constantFrom<Mark[] | undefined>(undefined, ['italic'], ['bold']),
      href: fc.constantFrom(undefined, 'https://example.org/a..b'),
    },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 6 },
);

const strip = (rich: Rich): Rich =>
  rich.map((r) => ({ text: r.text, ...(r.marks ? { marks: r.marks } : {}), ...(r.href ? { href: r.href } : {}) }));

describe('cleanRich against the reference statement of the table', () => {
  it('gives the same runs for any input', () => {
    fc.assert(
      fc.property(runs, (input) => {
        const clean = (rs: Rich) => strip(rs.map((r) => ({ ...r })));
        expect(clean(cleanRich(input.map((r) => ({ ...r }))))).toEqual(clean(referenceClean(input)));
      }),
      { numRuns: 3000 },
    );
  });
});
