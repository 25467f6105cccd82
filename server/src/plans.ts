import type { Knex } from 'knex';

/** Spec §4: trial (Exploratory), start (Basic), base (Maximum). */
export const PLANS = ['trial', 'start', 'base'] as const;
export type Plan = (typeof PLANS)[number];

/** Spec §4 subscription status codes. */
export const STATUS = { unsubscribed: 14, sandbox: 3, active: 4, awaiting: 11 } as const;

export type Counted = 'bibliography' | 'annotations' | 'ratings' | 'catalogue' | 'cards';
export type Classifier = 'udc' | 'bbk' | 'jel';
export type Feature = 'editDelete' | 'wordExport' | 'parser' | 'sourceSearch' | 'journalLinks';

export interface PlanLimits {
  /** Maximum records per tool; null is unlimited. */
  counts: Record<Counted, number | null>;
  /** Text-mining input size in characters; 0 is none, null unlimited. */
  textMining: number | null;
  classifiers: Classifier[];
  /** Functions the table blocks in demo (trial): edit, delete, Word export, parser, source search, journal links. */
  features: Record<Feature, boolean>;
}

const ALL_FEATURES = (on: boolean): Record<Feature, boolean> => ({
  editDelete: on,
  wordExport: on,
  parser: on,
  sourceSearch: on,
  journalLinks: on,
});

/** The plan-limits table of spec §6, as data. */
export const LIMITS: Record<Plan, PlanLimits> = {
  trial: {
    // Ideas generator: none in trial (spec §6), so 0 cards.
    counts: { bibliography: 1, annotations: 1, ratings: 1, catalogue: 1, cards: 0 },
    textMining: 0,
    classifiers: ['udc'],
    features: ALL_FEATURES(false),
  },
  start: {
    // Spec §6 'count-limited (limit not shown)': 100 note cards, enough to try a Zettelkasten seriously.
    counts: { bibliography: 8, annotations: 3, ratings: 3, catalogue: 3, cards: 100 },
    textMining: 1000,
    classifiers: ['udc', 'bbk', 'jel'],
    // Spec §6: "blocked in demo; otherwise not shown" — a paying Basic user is not in demo.
    features: ALL_FEATURES(true),
  },
  base: {
    counts: { bibliography: null, annotations: null, ratings: null, catalogue: null, cards: null },
    textMining: null,
    classifiers: ['udc', 'bbk', 'jel'],
    features: ALL_FEATURES(true),
  },
};

export interface SubscriptionRow {
  plan: string;
  status: number;
  end: Date | number | string | null;
}

/** Spec §4: status 4 is active regardless of End; any other only while End is not in the past. */
export function isActive(sub: SubscriptionRow, now: Date): boolean {
  if (Number(sub.status) === STATUS.active) return true;
  if (sub.end === null || sub.end === undefined) return false;
  return new Date(sub.end).getTime() >= now.getTime();
}

/** The best plan among the active subscriptions; trial without one. */
export function planFrom(subs: SubscriptionRow[], now: Date): Plan {
  const active = subs.filter((s) => isActive(s, now)).map((s) => s.plan);
  if (active.includes('base')) return 'base';
  if (active.includes('start')) return 'start';
  return 'trial';
}

export async function planOf(db: Knex, userId: number, now: Date): Promise<Plan> {
  const subs = (await db('subscriptions')
    .where('user_id', userId)
    .select('plan', 'status', 'end')) as SubscriptionRow[];
  return planFrom(subs, now);
}
