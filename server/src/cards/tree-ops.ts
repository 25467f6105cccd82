import { type ChildrenTo, planMove, TreeError } from '@referent/engine';
import type { Knex } from 'knex';
import type { Lang } from '../i18n/messages.js';
import { invalid } from './card-rules.js';
import { applyTreePlan, loadTree } from './store.js';

/** Moves a card inside the caller's transaction (spec §4); a cycle is a 400 on fatherId. */
export async function moveCard(
  trx: Knex,
  userId: number,
  id: number,
  fatherId: number | null,
  mode: 'subtree' | 'alone',
  childrenTo: ChildrenTo,
  lang: Lang,
): Promise<void> {
  const tree = await loadTree(trx, userId);
  try {
    await applyTreePlan(trx, userId, planMove(tree, id, fatherId, mode, childrenTo));
  } catch (e) {
    if (e instanceof TreeError) invalid('fatherId', e.kind === 'cycle' ? 'cardCycle' : 'cardUnknownRef', lang);
    throw e;
  }
}
