/**
 * Folgezettel numbers of note cards (spec §3 zettel number, §4 move/delete rules), as pure
 * functions over a list of cards so the rules are tested without a database.
 *
 * Scheme: a top-level card is `k`, the k-th child of card `P` is `P/k` (stored with slashes,
 * shown with dashes per spec §3: `1/1/2` is shown and linked as `[[1-1-2]]`). A new card gets
 * the next free number under its parent (one more than the highest sibling). Numbers of
 * cards that do not move never change (stable ids, as Luhmann kept them); a card that moves
 * gets the next number under its new parent and its descendants keep their relative numbers.
 */

export interface TreeCard {
  id: number;
  parentId: number | null;
  /** Stored form, `1/1/2`. */
  zettel: string;
}

export type ChildrenTo = 'up' | 'top';

/** What an operation changes: new parent and number per moved card, old → new numbers (null: deleted). */
export interface TreePlan {
  changes: Map<number, { parentId: number | null; zettel: string }>;
  renames: Map<string, string | null>;
  deleted: number[];
}

export class TreeError extends Error {
  constructor(readonly kind: 'notFound' | 'cycle') {
    super(kind);
  }
}

/** `1/1/2` → `1-1-2` (spec §3: slashes turned into dashes). */
export const shown = (zettel: string) => zettel.replaceAll('/', '-');
/** `1-1-2` (or `1/1/2`) → `1/1/2`. */
export const stored = (number: string) => number.replaceAll('-', '/');
/** A number as written in the path or a link: digits separated by dashes or slashes. */
export const NUMBER = /^\d{1,9}(?:[-/]\d{1,9}){0,63}$/;

/** A key whose text order is the numeric order of numbers (`2` before `10`, `1/2` before `1/10`). */
export const sortKey = (zettel: string) =>
  zettel
    .split('/')
    .map((part) => part.padStart(9, '0'))
    .join('.');

const lastPart = (zettel: string) => Number(zettel.slice(zettel.lastIndexOf('/') + 1));

/** Working copy of a tree: parent and number by id, children looked up on the fly. */
class Tree {
  readonly nodes = new Map<number, { parentId: number | null; zettel: string }>();

  constructor(cards: readonly TreeCard[]) {
    for (const c of cards) this.nodes.set(c.id, { parentId: c.parentId, zettel: c.zettel });
  }

  get(id: number) {
    const node = this.nodes.get(id);
    if (!node) throw new TreeError('notFound');
    return node;
  }

  children(id: number | null): number[] {
    const ids: number[] = [];
    for (const [cid, n] of this.nodes) if (n.parentId === id) ids.push(cid);
    return ids.sort((a, b) => sortKey(this.get(a).zettel).localeCompare(sortKey(this.get(b).zettel)));
  }

  descendants(id: number): number[] {
    const out: number[] = [];
    const stack = this.children(id);
    while (stack.length) {
      const next = stack.pop() as number;
      out.push(next);
      stack.push(...this.children(next));
    }
    return out;
  }

  nextNumber(parentId: number | null, except?: number): string {
    let max = 0;
    for (const [cid, n] of this.nodes) {
      if (n.parentId === parentId && cid !== except) max = Math.max(max, lastPart(n.zettel));
    }
    return parentId === null ? String(max + 1) : `${this.get(parentId).zettel}/${max + 1}`;
  }

  /** Moves a card with its subtree under `parentId`; records every changed number. */
  relocate(id: number, parentId: number | null, plan: TreePlan): void {
    const node = this.get(id);
    if (node.parentId === parentId) return;
    const oldPrefix = node.zettel;
    const newPrefix = this.nextNumber(parentId, id);
    const moved = [id, ...this.descendants(id)];
    node.parentId = parentId;
    for (const mid of moved) {
      const m = this.get(mid);
      const next = newPrefix + m.zettel.slice(oldPrefix.length);
      rename(plan, m.zettel, next);
      m.zettel = next;
      plan.changes.set(mid, { parentId: m.parentId, zettel: next });
    }
  }

  /** The children of a card leave it: up to its parent, or each to the top level. */
  releaseChildren(id: number, to: ChildrenTo, plan: TreePlan): void {
    const target = to === 'up' ? this.get(id).parentId : null;
    for (const child of this.children(id)) this.relocate(child, target, plan);
  }
}

/** Records old → new, following a number that was already renamed in this plan back to its original. */
function rename(plan: TreePlan, from: string, to: string | null): void {
  for (const [orig, now] of plan.renames) {
    if (now === from) {
      plan.renames.set(orig, to);
      return;
    }
  }
  plan.renames.set(from, to);
}

const emptyPlan = (): TreePlan => ({ changes: new Map(), renames: new Map(), deleted: [] });

/** The number a new card gets under `parentId` (null: top level). */
export function numberFor(cards: readonly TreeCard[], parentId: number | null): string {
  return new Tree(cards).nextNumber(parentId);
}

/**
 * Spec §4 "changing a note's parent link": `subtree` moves the card with all its descendants;
 * `alone` moves only the card, its children first moving up to its old parent or to the top
 * level (`childrenTo`). A card cannot move under itself or (with its subtree) a descendant.
 */
export function planMove(
  cards: readonly TreeCard[],
  id: number,
  parentId: number | null,
  mode: 'subtree' | 'alone',
  childrenTo: ChildrenTo = 'up',
): TreePlan {
  const tree = new Tree(cards);
  const plan = emptyPlan();
  tree.get(id);
  if (parentId !== null) tree.get(parentId);
  if (parentId === id) throw new TreeError('cycle');
  if (mode === 'subtree') {
    if (parentId !== null && tree.descendants(id).includes(parentId)) throw new TreeError('cycle');
  } else {
    tree.releaseChildren(id, childrenTo, plan);
  }
  tree.relocate(id, parentId, plan);
  return plan;
}

/**
 * Spec §4 deleting a note: `cascade` deletes it with all its descendants; `only` deletes just
 * the card, its children moving up to its parent or to the top level (`childrenTo`).
 * Every deleted number maps to null (links to it become inactive).
 */
export function planDelete(
  cards: readonly TreeCard[],
  id: number,
  mode: 'cascade' | 'only',
  childrenTo: ChildrenTo = 'up',
): TreePlan {
  const tree = new Tree(cards);
  const plan = emptyPlan();
  const gone = mode === 'cascade' ? [id, ...tree.descendants(id)] : [id];
  if (mode === 'only') tree.releaseChildren(id, childrenTo, plan);
  for (const g of gone) {
    rename(plan, tree.get(g).zettel, null);
    plan.changes.delete(g);
  }
  plan.deleted = gone;
  return plan;
}

/** How many descendants a card has (the count a cascade delete confirms). */
export function descendantCount(cards: readonly TreeCard[], id: number): number {
  return new Tree(cards).descendants(id).length;
}

/** Applies a plan to a list (what the database does in one transaction); for tests and the demo store. */
export function applyPlan<T extends TreeCard>(cards: readonly T[], plan: TreePlan): T[] {
  const gone = new Set(plan.deleted);
  return cards.filter((c) => !gone.has(c.id)).map((c) => ({ ...c, ...(plan.changes.get(c.id) ?? {}) }));
}
