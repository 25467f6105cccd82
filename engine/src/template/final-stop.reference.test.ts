/**
 * The engine's finish handing on the entry that `ensureFinalStop` has just finished (final-stop.ts,
 * `finished`) checked against the finish as first written, which joins, trims and stops the
 * entry again: on random runs heavy in spaces, punctuation, quotes and links, finished once, the
 * second `ensureFinalStop` and `trimEntry` give what the plain passes give.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { punctuatedText } from '../../../tests/properties/punctuated-text.js';
import { type Mark, mergeRuns, type Rich } from '../rich/run.js';
import { ensureFinalStop, trimEntry } from './final-stop.js';
import { appendJoined, joinEntry } from './join.js';

/** `trimEntry` as first written. */
function plainTrim(runs: Rich): Rich {
  const out = joinEntry(runs);
  for (let head = out[0]; head && !head.href; head = out[0]) {
    const text = head.text.trimStart();
    if (text !== '') {
      if (text !== head.text) out[0] = { ...head, text };
      break;
    }
    out.shift();
  }
  for (let last = out[out.length - 1]; last && !last.href; last = out[out.length - 1]) {
    const text = last.text.trimEnd();
    if (text !== '') {
      if (text !== last.text) out[out.length - 1] = { ...last, text };
      break;
    }
    out.pop();
  }
  return out;
}

/** `ensureFinalStop` as first written. */
function plainStop(runs: Rich): Rich {
  const entry = plainTrim(runs);
  if (entry.length === 0) return entry;
  return mergeRuns(appendJoined(entry, [{ text: '.' }]));
}

const text = punctuatedText(10);

const runs: fc.Arbitrary<Rich> = fc.array(
  fc.record(
    {
      text,
      marks: fc.constantFrom<Mark[] | undefined>(undefined, undefined, ['italic'], ['bold']),
      href: fc.constantFrom(undefined, undefined, undefined, 'https://example.org/a.'),
    },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 8 },
);

const plainObjects = (rich: Rich): unknown => JSON.parse(JSON.stringify(rich));

describe('an entry finished once', () => {
  it('keeps no stop after a closing quote whose terminal mark sits in the previous run (runs [".", "”."])', () => {
    const once = ensureFinalStop([{ text: 'Dr. House.', marks: ['italic'] }, { text: '”.' }]);
    expect(once.map((r) => r.text).join('')).toBe('Dr. House.”');
    expect(plainObjects(ensureFinalStop(once))).toEqual(plainObjects(once));
  });

  it('is finished and trimmed again as the plain passes would', () => {
    fc.assert(
      fc.property(runs, (input) => {
        const once = ensureFinalStop(input);
        expect(plainObjects(once)).toEqual(plainObjects(plainStop(input)));
        expect(plainObjects(ensureFinalStop(once))).toEqual(plainObjects(plainStop(once)));
        expect(plainObjects(trimEntry(once))).toEqual(plainObjects(plainTrim(once)));
      }),
      { numRuns: 8000 },
    );
  });
});
