/**
 * The fast paths of the join layer checked against their plain statements, on random runs
 * heavy in spaces, punctuation, quotes and links: `appendJoined` (one run entering without
 * an array of its own) against `appendJoinedPlain` (the seam decided by `decide` on arrays),
 * `enterText` (plain runs joined as one string) against `appendJoinedPlain` on runs without marks
 * or links, `mergeRuns` (runs shared, merged ones copied) against a copy-everything merge, and
 * `isEmpty` against `/\S/`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { punctuatedText } from '../../../tests/properties/punctuated-text.js';
import { type Mark, mergeRuns, mergeRunsInPlace, type Rich, type Run } from '../rich/run.js';
import { appendJoined, appendJoinedPlain, enterText } from './join.js';
import { isEmpty } from './piece.js';
import { isSpaceCode, SPACE_CODES } from './white-space.js';

const text = punctuatedText(12);

const runs: fc.Arbitrary<Rich> = fc.array(
  fc.record(
    {
      text,
      marks: fc.constantFrom<Mark[] | undefined>(
        undefined,
        ['italic'],
        ['bold'],
        ['italic', 'bold'],
        ['bold', 'italic'],
      ),
      href: fc.constantFrom(undefined, 'https://example.org/a..b'),
    },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 6 },
);

/** Deep copies, so that a routine that changed its input in place would be caught. */
const copy = (rich: Rich): Rich => rich.map((r) => ({ ...r }));
const frozen = (rich: Rich): Rich => rich.map((r) => Object.freeze({ ...r }));

function plainMerge(input: Rich): Rich {
  const out: Rich = [];
  for (const run of input) {
    if (run.text === '') continue;
    const last = out[out.length - 1];
    const same =
      last &&
      last.href === run.href &&
      (last.marks ?? []).length === (run.marks ?? []).length &&
      (last.marks ?? []).every((m) => (run.marks ?? []).includes(m));
    if (last && same) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}

describe('join fast paths against their plain statements', () => {
  it('appendJoined gives what appendJoinedPlain gives, and changes no run it is given', () => {
    fc.assert(
      fc.property(runs, runs, (left, right) => {
        const fast = appendJoined(frozen(left), frozen(right));
        const plain = appendJoinedPlain(copy(left), copy(right));
        expect(copy(fast)).toEqual(copy(plain));
      }),
      { numRuns: 5000 },
    );
  });

  it('decides the stop after a closing quote whose terminal mark sits in the previous run, as the plain statement does', () => {
    for (const quote of ['\u201d', '\u2019', '"']) {
      const left: Rich = [{ text: 'Title.', marks: ['italic'] }];
      const right: Rich = [{ text: `${quote}.` }];
      const expected: Rich = [...left, { text: quote }];
      expect(appendJoined(frozen(left), frozen(right))).toEqual(expected);
      expect(appendJoinedPlain(copy(left), copy(right))).toEqual(expected);
      expect(enterText('Title.', `${quote}.`)).toBe(`Title.${quote}`);
    }
  });

  it('enterText gives the text appendJoinedPlain gives for runs without marks or links, merged', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 6 }), fc.array(text, { maxLength: 6 }), (left, right) => {
        const leftRuns: Rich = left.map((t) => ({ text: t }));
        const plain = mergeRuns(
          appendJoinedPlain(
            appendJoinedPlain([], leftRuns),
            right.map((t) => ({ text: t })),
          ),
        );
        let joined = '';
        for (const t of left) joined = enterText(joined, t);
        for (const t of right) joined = enterText(joined, t);
        expect(joined).toBe(plain.map((r) => r.text).join(''));
        expect(plain.length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 5000 },
    );
  });

  it('mergeRuns gives what a copy-everything merge gives, and changes no run it is given', () => {
    fc.assert(
      fc.property(runs, (input) => {
        expect(copy(mergeRuns(frozen(input)))).toEqual(plainMerge(copy(input)));
      }),
      { numRuns: 3000 },
    );
  });

  it('isEmpty is /\\S/ on every run', () => {
    fc.assert(
      fc.property(runs, (input) => {
        expect(isEmpty(input)).toBe(!input.some((r: Run) => /\S/.test(r.text)));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('mergeRunsInPlace', () => {
  it('gives what mergeRuns gives, and changes no run it is given', () => {
    fc.assert(
      fc.property(runs, (input) => {
        expect(copy(mergeRunsInPlace(frozen(input)))).toEqual(copy(mergeRuns(copy(input))));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('SPACE_CODES', () => {
  it('lists exactly the code units isSpaceCode accepts, which are those of /\\s/', () => {
    const listed = new Set(SPACE_CODES);
    for (let c = 0; c < 0x10000; c++) {
      expect(isSpaceCode(c)).toBe(listed.has(c));
      expect(isSpaceCode(c)).toBe(/\s/.test(String.fromCharCode(c)));
    }
  });
});
