import type { Plan, PlanKey } from '../../lib/payment-api.js';

/** The rows of the spec §6 plan-limits table, each a function of the plan's limits (from the server). */
export interface LimitRow {
  key: string;
  /** A message key and its values, or a number of records. */
  cell: (plan: Plan) => { key: string; n?: number };
}

const count = (what: 'bibliography' | 'annotations' | 'ratings' | 'catalogue') => (p: Plan) => {
  const n = p.Limits.counts[what];
  return n === null ? { key: 'pricing.cell.unlimited' } : { key: 'pricing.cell.upTo', n };
};

// Spec §6: the ideas generator is none on Trial, count-limited on Basic, unlimited on Maximum;
// the number is the server's (plans.ts `cards`), the words only where a server sends none.
const IDEAS: Record<PlanKey, string> = { trial: 'none', start: 'limited', base: 'unlimited' };

const ideas = (p: Plan) => {
  const n = p.Limits.counts.cards;
  if (n === undefined) return { key: `pricing.cell.${IDEAS[p.PlanKey]}` };
  if (n === null) return { key: 'pricing.cell.unlimited' };
  return n === 0 ? { key: 'pricing.cell.none' } : { key: 'pricing.cell.cards', n };
};

export const LIMIT_ROWS: LimitRow[] = [
  { key: 'bibliography', cell: count('bibliography') },
  { key: 'annotations', cell: count('annotations') },
  { key: 'ratings', cell: count('ratings') },
  { key: 'catalogue', cell: count('catalogue') },
  {
    key: 'textMining',
    cell: (p) =>
      p.Limits.textMining === null
        ? { key: 'pricing.cell.unlimited' }
        : p.Limits.textMining === 0
          ? { key: 'pricing.cell.none' }
          : { key: 'pricing.cell.characters', n: p.Limits.textMining },
  },
  { key: 'ideas', cell: ideas },
  {
    key: 'classifiers',
    cell: (p) => ({
      key:
        p.PlanKey === 'base'
          ? 'pricing.cell.allClassifiers'
          : `pricing.cell.classifiers.${p.Limits.classifiers.join('-')}`,
    }),
  },
  {
    key: 'functions',
    cell: (p) => ({ key: p.Limits.features.editDelete ? 'pricing.cell.allowed' : 'pricing.cell.blocked' }),
  },
];

/** One plan per key for the table's columns (the cheapest interval of each), in the spec's order. */
export function columns(plans: Plan[]): Plan[] {
  const order: PlanKey[] = ['trial', 'start', 'base'];
  return order.flatMap((key) => {
    const of = plans.filter((p) => p.PlanKey === key);
    return of.length ? [of.find((p) => p.Interval === 'monthly') ?? (of[0] as Plan)] : [];
  });
}
