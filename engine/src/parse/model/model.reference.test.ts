/**
 * The parser model's fast paths (issue 15's speed work) checked against plain statements of
 * the same computations, on random words heavy in quotes, brackets, stops and years, and on
 * every real string of the AnyStyle set: the word's core, the per-string context, the hashing
 * of a feature without joining its name and parts, and the labels and margins of the whole
 * model (features → hashed buckets → summed weights → Viterbi), which must be the very same
 * numbers, not merely close.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAnystyle } from '../labelled-set.js';
import { bareOf, type Context, contextOf, featuresOf, kindOf } from './features.js';
import { featureKey, hashFeature, hashPair } from './hash.js';
import { shippedModel } from './shipped-model.js';
import { type Token, tokenize } from './tokens.js';

const referenceKind = (c: string | undefined): string =>
  c === undefined ? '' : /\p{L}/u.test(c) ? 'L' : /\p{N}/u.test(c) ? 'N' : c;

const referenceBare = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function referenceContext(tokens: Token[]): Context {
  const ctx: Context = { inQuote: [], inParen: [], afterIn: [], afterYear: [], afterColon: [], sentence: [] };
  let quote = false;
  let paren = 0;
  let seenIn = false;
  let seenYear = false;
  let seenColon = false;
  let stops = 0;
  for (const t of tokens) {
    const w = t.text;
    const opens = /^[“"‘«]/u.test(w) && !quote;
    if (opens) quote = true;
    ctx.inQuote.push(quote);
    if (/^[([]/u.test(w)) paren++;
    ctx.inParen.push(paren > 0);
    ctx.afterIn.push(seenIn);
    ctx.afterYear.push(seenYear);
    ctx.afterColon.push(seenColon);
    ctx.sentence.push(Math.min(stops, 6));
    if (/\p{L}{2,}[.?!]["”’]?$|\d[.?!]$/u.test(w)) stops++;
    if (quote && /[”"’»][.,;:]?$/u.test(w) && (!opens || w.length > 2)) quote = false;
    if (/[)\]][.,;:]*$/u.test(w)) paren = Math.max(0, paren - 1);
    if (/^in:?$/iu.test(w)) seenIn = true;
    if (/(?:^|\D)(?:1[5-9]\d\d|20\d\d)(?:\D|$)/u.test(w)) seenYear = true;
    if (/:$/u.test(w)) seenColon = true;
  }
  return ctx;
}

/** Viterbi with max-marginals as first written: fresh tables, every index computed in full. */
function referenceViterbi(emit: Float32Array, trans: Float32Array, n: number, L: number) {
  if (n === 0) return { labels: [] as number[], margins: [] as number[] };
  const fwd = new Float64Array(n * L);
  const back = new Int32Array(n * L);
  for (let y = 0; y < L; y++) fwd[y] = trans[L * L + y]! + emit[y]!;
  for (let i = 1; i < n; i++) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      let arg = 0;
      for (let p = 0; p < L; p++) {
        const v = fwd[(i - 1) * L + p]! + trans[p * L + y]!;
        if (v > best) {
          best = v;
          arg = p;
        }
      }
      fwd[i * L + y] = best + emit[i * L + y]!;
      back[i * L + y] = arg;
    }
  }
  const bwd = new Float64Array(n * L);
  for (let i = n - 2; i >= 0; i--) {
    for (let y = 0; y < L; y++) {
      let best = -Infinity;
      for (let q = 0; q < L; q++) {
        const v = trans[y * L + q]! + emit[(i + 1) * L + q]! + bwd[(i + 1) * L + q]!;
        if (v > best) best = v;
      }
      bwd[i * L + y] = best;
    }
  }
  const labels = new Array<number>(n).fill(0);
  let last = 0;
  for (let y = 1; y < L; y++) if (fwd[(n - 1) * L + y]! > fwd[(n - 1) * L + last]!) last = y;
  labels[n - 1] = last;
  for (let i = n - 1; i > 0; i--) labels[i - 1] = back[i * L + labels[i]!]!;
  const margins = labels.map((y, i) => {
    const chosen = fwd[i * L + y]! + bwd[i * L + y]!;
    let other = -Infinity;
    for (let q = 0; q < L; q++) if (q !== y) other = Math.max(other, fwd[i * L + q]! + bwd[i * L + q]!);
    return Math.max(0, chosen - other);
  });
  return { labels, margins };
}

/** The model's labels as plainly as they can be stated: feature strings, hashed one by one. */
function referenceLabel(tokens: Token[], hints?: string[]) {
  const model = shippedModel();
  const L = model.size;
  const mask = (1 << model.bits) - 1;
  const emit = new Float32Array(tokens.length * L);
  featuresOf(tokens, hints).forEach((features, i) => {
    for (const f of features) model.emission.addRow(hashFeature(f) & mask, emit, i * L);
  });
  const d = referenceViterbi(emit, model.transitions, tokens.length, L);
  return { labels: d.labels.map((y) => model.labels[y]!), margins: d.margins };
}

const word = fc
  .array(
    fc.constantFrom(
      'a',
      'In',
      'in',
      'I',
      'N',
      'Я',
      'é',
      '1',
      '2',
      '0',
      '9',
      '5',
      '19',
      '20',
      '.',
      ',',
      ':',
      ';',
      '?',
      '!',
      '“',
      '”',
      '"',
      '‘',
      '’',
      '«',
      '»',
      '(',
      ')',
      '[',
      ']',
      '-',
      '–',
      'ǅ',
      '\u0301',
      '😀',
    ),
    { minLength: 1, maxLength: 7 },
  )
  .map((parts) => parts.join(''));
const words = fc.array(word, { minLength: 0, maxLength: 25 });
const asTokens = (ws: string[]): Token[] => ws.map((text, i) => ({ text, start: i, end: i + 1 }));
const HINTS = ['-', 'author', 'title', 'date', ''];

const real = readAnystyle(
  readFileSync(new URL('../../../../fixtures/parser/anystyle_core.xml', import.meta.url), 'utf8'),
).map((c) => c.text);

describe('the parser model against plain statements of it', () => {
  it('strips a word’s edges as the regular expression does', () => {
    fc.assert(
      fc.property(word, (w) => {
        expect(bareOf(w)).toBe(referenceBare(w));
      }),
      { numRuns: 5000 },
    );
  });

  it('tells letters, numbers and other characters apart as the regular expressions do', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), { nil: undefined }), (c) => {
        expect(kindOf(c)).toBe(referenceKind(c));
      }),
      { numRuns: 5000 },
    );
    for (let code = 0; code < 0x3000; code++) {
      const c = String.fromCharCode(code);
      expect(kindOf(c)).toBe(referenceKind(c));
    }
  });

  it('reads quotes, brackets, sentences, "In", years and colons as the regular expressions do', () => {
    fc.assert(
      fc.property(words, (ws) => {
        expect(contextOf(asTokens(ws))).toEqual(referenceContext(asTokens(ws)));
      }),
      { numRuns: 3000 },
    );
    for (const text of real) expect(contextOf(tokenize(text))).toEqual(referenceContext(tokenize(text)));
  });

  it('hashes a name with one or two parts as the joined string', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.option(fc.string(), { nil: undefined }), (name, value, second) => {
        const joined = second !== undefined ? `${name}=${value}|${second}` : value ? `${name}=${value}` : name;
        expect(hashPair(featureKey(name), value, second)).toBe(hashFeature(joined));
      }),
      { numRuns: 3000 },
    );
  });

  it('labels random words with the same labels and margins, to the last bit', () => {
    fc.assert(
      fc.property(words, fc.array(fc.constantFrom(...HINTS), { maxLength: 25 }), (ws, hs) => {
        const tokens = asTokens(ws);
        const hints = hs.length ? tokens.map((_, i) => hs[i % hs.length]!) : undefined;
        expect(shippedModel().label(tokens, hints)).toEqual(referenceLabel(tokens, hints));
      }),
      { numRuns: 1000 },
    );
  });

  it('labels every real string of the AnyStyle set the same, with and without hints', () => {
    expect(real.length).toBeGreaterThan(1000);
    for (const text of real) {
      const tokens = tokenize(text);
      const hints = tokens.map((_, i) => HINTS[(i * 7 + text.length) % HINTS.length]!);
      expect(shippedModel().label(tokens, hints)).toEqual(referenceLabel(tokens, hints));
      expect(shippedModel().label(tokens)).toEqual(referenceLabel(tokens));
    }
  });
});
