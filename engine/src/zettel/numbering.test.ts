import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { linksIn, rewriteLinks } from './links.js';
import {
  applyPlan,
  descendantCount,
  numberFor,
  planDelete,
  planMove,
  shown,
  sortKey,
  stored,
  type TreeCard,
  TreeError,
  type TreePlan,
} from './numbering.js';

interface Card extends TreeCard {
  body: string;
  /** The ids this card's body links to (what the links must keep pointing at). */
  targets: number[];
}

/** Builds a tree by adding cards one by one, each under a random earlier card or at the top. */
function build(parents: (number | null)[]): Card[] {
  const cards: Card[] = [];
  parents.forEach((p, i) => {
    const parentId = p === null || cards.length === 0 ? null : (cards[p % cards.length] as Card).id;
    cards.push({ id: i + 1, parentId, zettel: numberFor(cards, parentId), body: '', targets: [] });
  });
  return cards;
}

function link(cards: Card[], seed: number): Card[] {
  return cards.map((c, i) => {
    const targets = [(i * 7 + seed) % cards.length, (i * 13 + seed * 3) % cards.length].map(
      (k) => (cards[k] as Card).id,
    );
    const body = `Note ${c.id} see ${targets.map((t) => `[[${shown(byId(cards, t).zettel)}]]`).join(' and ')}.`;
    return { ...c, body, targets };
  });
}

const byId = (cards: Card[], id: number) => cards.find((c) => c.id === id) as Card;

/** What the store does: apply the plan, rewrite every body by the plan's renames. */
function apply(cards: Card[], plan: TreePlan): Card[] {
  return applyPlan(cards, plan).map((c) => ({ ...c, body: rewriteLinks(c.body, plan.renames) }));
}

/** Numbers follow parents, are unique, and every live link names the card it named before. */
function consistent(cards: Card[]): void {
  const numbers = new Set<string>();
  const ids = new Set(cards.map((c) => c.id));
  for (const c of cards) {
    expect(numbers.has(c.zettel), `duplicate ${c.zettel}`).toBe(false);
    numbers.add(c.zettel);
    if (c.parentId === null) expect(c.zettel).toMatch(/^\d+$/);
    else {
      const parent = byId(cards, c.parentId);
      expect(parent, `parent of ${c.id}`).toBeDefined();
      expect(c.zettel).toMatch(new RegExp(`^${parent.zettel}/\\d+$`));
    }
    const live = linksIn(c.body);
    const expected = [...new Set(c.targets.filter((t) => ids.has(t)).map((t) => shown(byId(cards, t).zettel)))];
    expect(live.sort()).toEqual(expected.sort());
  }
}

describe('zettel numbers', () => {
  it('numbers from the parent: 1, 2, 1/1, 1/2, 1/1/1; shown with dashes', () => {
    const cards = build([null, null, 0, 0, 2]);
    expect(cards.map((c) => c.zettel)).toEqual(['1', '2', '1/1', '1/2', '1/1/1']);
    expect(shown('1/1/2')).toBe('1-1-2');
    expect(stored('1-1-2')).toBe('1/1/2');
    expect(['10', '2', '1/10', '1/2'].sort((a, b) => sortKey(a).localeCompare(sortKey(b)))).toEqual([
      '1/2',
      '1/10',
      '2',
      '10',
    ]);
  });

  it('moves a branch with its subtree: the branch renumbers, links follow', () => {
    let cards = link(build([null, null, 0, 2, 2]), 1);
    const plan = planMove(cards, 3, 2, 'subtree');
    cards = apply(cards, plan);
    expect(cards.map((c) => c.zettel)).toEqual(['1', '2', '2/1', '2/1/1', '2/1/2']);
    consistent(cards);
  });

  it('moves one card alone: children go up to its old parent or to the top level', () => {
    const base = build([null, null, 0, 2, 2]);
    const up = applyPlan(base, planMove(base, 3, 2, 'alone', 'up'));
    expect(up.map((c) => [c.id, c.parentId, c.zettel])).toEqual([
      [1, null, '1'],
      [2, null, '2'],
      [3, 2, '2/1'],
      [4, 1, '1/2'],
      [5, 1, '1/3'],
    ]);
    const top = applyPlan(base, planMove(base, 3, 2, 'alone', 'top'));
    expect(top.map((c) => [c.id, c.parentId, c.zettel])).toEqual([
      [1, null, '1'],
      [2, null, '2'],
      [3, 2, '2/1'],
      [4, null, '3'],
      [5, null, '4'],
    ]);
  });

  it('refuses a move under the card itself or its own descendant', () => {
    const cards = build([null, 0, 1]);
    expect(() => planMove(cards, 1, 3, 'subtree')).toThrow(TreeError);
    expect(() => planMove(cards, 1, 1, 'alone')).toThrow(TreeError);
    expect(() => planMove(cards, 9, null, 'subtree')).toThrow(TreeError);
    // Alone, the children leave first, so the card may go under a former descendant.
    expect(applyPlan(cards, planMove(cards, 1, 3, 'alone', 'top')).find((c) => c.id === 1)?.zettel).toBe('2/1/1');
  });

  it('deletes only the card (links become inactive) or the card with its descendants', () => {
    const cards = link(build([null, 0, 1, null]), 0);
    expect(descendantCount(cards, 1)).toBe(2);
    const only = apply(cards, planDelete(cards, 2, 'only', 'up'));
    expect(only.map((c) => [c.id, c.zettel])).toEqual([
      [1, '1'],
      [3, '1/2'],
      [4, '2'],
    ]);
    consistent(only);
    const cascade = apply(cards, planDelete(cards, 1, 'cascade'));
    expect(cascade.map((c) => c.id)).toEqual([4]);
    consistent(cascade);
    expect(rewriteLinks('see [[1-1]] and [[2]]', new Map([['1/1', null]]))).toBe('see [[!1-1]] and [[2]]');
    expect(rewriteLinks('see [[1-1]]', new Map([['1/1', null]]), '3')).toBe('see [[3]]');
    expect(
      rewriteLinks(
        '[[1]] [[2]]',
        new Map([
          ['1', '2'],
          ['2', '1'],
        ]),
      ),
    ).toBe('[[2]] [[1]]');
  });

  const op = fc.oneof(
    fc.record({
      kind: fc.constant('move' as const),
      card: fc.nat(),
      parent: fc.option(fc.nat(), { nil: null }),
      mode: fc.constantFrom('subtree' as const, 'alone' as const),
      to: fc.constantFrom('up' as const, 'top' as const),
    }),
    fc.record({
      kind: fc.constant('delete' as const),
      card: fc.nat(),
      mode: fc.constantFrom('cascade' as const, 'only' as const),
      to: fc.constantFrom('up' as const, 'top' as const),
    }),
  );

  type Op = { kind: 'move' | 'delete'; card: number; parent?: number | null; mode: string; to: 'up' | 'top' };

  function run(start: Card[], ops: Op[]): void {
    let cards = start;
    consistent(cards);
    for (const raw of ops) {
      if (cards.length === 0) break;
      const id = (cards[raw.card % cards.length] as Card).id;
      if (raw.kind === 'delete') {
        cards = apply(cards, planDelete(cards, id, raw.mode as 'cascade' | 'only', raw.to));
      } else {
        const parent =
          raw.parent === null || raw.parent === undefined ? null : (cards[raw.parent % cards.length] as Card).id;
        try {
          cards = apply(cards, planMove(cards, id, parent, raw.mode as 'subtree' | 'alone', raw.to));
        } catch (e) {
          expect(e).toBeInstanceOf(TreeError);
          expect(parent === id || raw.mode === 'subtree').toBe(true);
          continue;
        }
      }
      consistent(cards);
    }
  }

  it('keeps numbers and links consistent over random move and delete sequences', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat(), { nil: null, freq: 3 }), { minLength: 1, maxLength: 30 }),
        fc.nat(50),
        fc.array(op, { maxLength: 15 }),
        (parents, seed, ops) => run(link(build(parents), seed), ops),
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a 500-card tree consistent over random moves and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.nat(), { nil: null, freq: 8 }), { minLength: 500, maxLength: 500 }),
        fc.array(op, { minLength: 10, maxLength: 20 }),
        (parents, ops) => run(link(build(parents), 3), ops),
      ),
      { numRuns: 5 },
    );
  });
});
