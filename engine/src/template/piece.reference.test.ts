/**
 * The combinators' plain-text path (piece.ts: strings joined by `enterText` until a mark or
 * a link appears) checked against the combinators as first written — every piece giving
 * runs, `seq` and `group` appending them with `appendJoined` and merging — on random trees
 * of pieces over random field values, literals, labels and hand-written pieces that give
 * runs with marks and links, heavy in spaces and punctuation.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { punctuatedText } from '../../../tests/properties/punctuated-text.js';
import type { Publication } from '../model/publication.js';
import { type Mark, mergeRunsInPlace, type Rich, type Run } from '../rich/run.js';
import type { Context } from './context.js';
import { appendJoined, settleRun } from './join.js';
import { ended, field, first, group, isEmpty, italic, label, lit, type Piece, seq, when } from './piece.js';
import { testContext } from './test-context.js';

// The combinators as first written (session 9), the statements the plain-text path is tested against.
const plainLit =
  (text: string): Piece =>
  () => [{ text: settleRun(text) }];
const plainField =
  (get: (pub: Publication) => string | null): Piece =>
  (pub) => {
    const value = get(pub);
    if (value === null || value === undefined) return [];
    const text = settleRun(String(value).trim());
    return text === '' ? [] : [{ text }];
  };
const plainSeq =
  (delimiter: string, pieces: Piece[]): Piece =>
  (pub, ctx) => {
    const between: Rich = [{ text: settleRun(delimiter) }];
    const out: Rich = [];
    for (const piece of pieces) {
      const rich = piece(pub, ctx);
      if (isEmpty(rich)) continue;
      if (out.length && delimiter !== '') appendJoined(out, between);
      appendJoined(out, rich);
    }
    return mergeRunsInPlace(out);
  };
const plainGroup =
  (piece: Piece, affix: { prefix?: string; suffix?: string }): Piece =>
  (pub, ctx) => {
    const rich = piece(pub, ctx);
    if (isEmpty(rich)) return [];
    const out: Rich = [];
    appendJoined(out, [{ text: settleRun(affix.prefix ?? '') }]);
    appendJoined(out, rich);
    appendJoined(out, [{ text: settleRun(affix.suffix ?? '') }]);
    return mergeRunsInPlace(out);
  };
const plainItalic =
  (piece: Piece): Piece =>
  (pub, ctx) =>
    piece(pub, ctx).map((run: Run) => ({
      ...run,
      marks:
        run.marks === undefined || run.marks.length === 0 ? ['italic'] : [...new Set([...run.marks, 'italic' as Mark])],
    }));
const plainWhen =
  (flag: boolean, then: Piece, otherwise?: Piece): Piece =>
  (pub, ctx) =>
    flag ? then(pub, ctx) : otherwise ? otherwise(pub, ctx) : [];
const plainFirst =
  (...pieces: Piece[]): Piece =>
  (pub, ctx) => {
    for (const piece of pieces) {
      const rich = piece(pub, ctx);
      if (!isEmpty(rich)) return rich;
    }
    return [];
  };
const plainLabel: Piece = (_pub, ctx) => [{ text: settleRun(ctx.labels.etAl) }];

const text = punctuatedText(8);

const runs: fc.Arbitrary<Rich> = fc.array(
  fc.record(
    {
      text,
      marks: fc.constantFrom<Mark[] | undefined>(undefined, undefined, ['italic'], ['bold']),
      href: fc.constantFrom(undefined, undefined, 'https://example.org/a..b'),
    },
    { requiredKeys: ['text'] },
  ),
  { maxLength: 4 },
);

/** A layout's shape: built twice, once with each set of combinators. */
type Node =
  | { kind: 'lit'; text: string }
  | { kind: 'field'; value: string | null }
  | { kind: 'label' }
  | { kind: 'hand'; runs: Rich }
  | { kind: 'seq'; delimiter: string; children: Node[] }
  | { kind: 'group'; prefix: string; suffix: string; child: Node; ended: boolean }
  | { kind: 'italic'; child: Node }
  | { kind: 'when'; flag: boolean; yes: Node; otherwise: Node | null }
  | { kind: 'first'; children: Node[] };

const tree = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('lit' as const), text }),
    fc.record({ kind: fc.constant('field' as const), value: fc.option(text, { nil: null }) }),
    fc.record({ kind: fc.constant('label' as const) }),
    fc.record({ kind: fc.constant('hand' as const), runs }),
    fc.record({
      kind: fc.constant('seq' as const),
      delimiter: fc.constantFrom('', ', ', '. ', ' ', ': ', ' – ', ' ; '),
      children: fc.array(tie('node'), { maxLength: 5 }),
    }),
    fc.record({
      kind: fc.constant('group' as const),
      prefix: fc.constantFrom('', '(', ' [', ', ', '“'),
      suffix: fc.constantFrom('', ')', '].', '.', ',', '”'),
      child: tie('node'),
      ended: fc.boolean(),
    }),
    fc.record({ kind: fc.constant('italic' as const), child: tie('node') }),
    fc.record({
      kind: fc.constant('when' as const),
      flag: fc.boolean(),
      yes: tie('node'),
      otherwise: fc.option(tie('node'), { nil: null }),
    }),
    fc.record({ kind: fc.constant('first' as const), children: fc.array(tie('node'), { maxLength: 3 }) }),
  ),
})).node;

function build(node: Node, fast: boolean): Piece {
  const b = (n: Node) => build(n, fast);
  switch (node.kind) {
    case 'lit':
      return fast ? lit(node.text) : plainLit(node.text);
    case 'field':
      return fast ? field(() => node.value) : plainField(() => node.value);
    case 'label':
      return fast ? label((labels) => labels.etAl) : plainLabel;
    case 'hand': {
      // A part written by hand: fresh runs at every call, as a part builds them.
      return () => node.runs.map((r) => ({ ...r }));
    }
    case 'seq':
      return fast ? seq(node.delimiter, node.children.map(b)) : plainSeq(node.delimiter, node.children.map(b));
    case 'group':
      if (node.ended && node.prefix === '')
        return fast ? ended(b(node.child)) : plainGroup(b(node.child), { suffix: '.' });
      return fast
        ? group(b(node.child), { prefix: node.prefix, suffix: node.suffix })
        : plainGroup(b(node.child), { prefix: node.prefix, suffix: node.suffix });
    case 'italic':
      return fast ? italic(b(node.child)) : plainItalic(b(node.child));
    case 'when': {
      const otherwise = node.otherwise ? b(node.otherwise) : undefined;
      return fast ? when(() => node.flag, b(node.yes), otherwise) : plainWhen(node.flag, b(node.yes), otherwise);
    }
    case 'first':
      return fast ? first(...node.children.map(b)) : plainFirst(...node.children.map(b));
  }
}

const pub = {} as Publication;
const contexts: Context[] = [testContext('en'), testContext('ru')];

describe('the combinators’ plain-text path against the combinators as first written', () => {
  it('gives the same runs for every tree of pieces', () => {
    fc.assert(
      fc.property(tree, fc.constantFrom(...contexts), (node, ctx) => {
        const fast = build(node, true)(pub, ctx);
        const plain = build(node, false)(pub, ctx);
        // Compared as plain objects: a run the fast path builds has no `marks` key where the old one had `marks: undefined`.
        expect(JSON.parse(JSON.stringify(fast))).toEqual(JSON.parse(JSON.stringify(plain)));
      }),
      { numRuns: 4000 },
    );
  });
});
