import { describe, expect, it } from 'vitest';
import type { Plan, PlanLimits } from '../../lib/payment-api.js';
import { columns, LIMIT_ROWS } from './limits-table.js';

const limits = (n: number | null, text: number | null, on: boolean): PlanLimits => ({
  counts: { bibliography: n, annotations: n, ratings: n, catalogue: n },
  textMining: text,
  classifiers: n === 1 ? ['udc'] : ['udc', 'bbk', 'jel'],
  features: { editDelete: on },
});
const plan = (Id: number, PlanKey: Plan['PlanKey'], Interval: Plan['Interval'], l: PlanLimits) =>
  ({ Id, PlanKey, Interval, Name: PlanKey, Limits: l }) as Plan;

const PLANS = [
  plan(5, 'base', 'yearly', limits(null, null, true)),
  plan(2, 'start', 'yearly', limits(8, 1000, true)),
  plan(3, 'start', 'monthly', limits(8, 1000, true)),
  plan(1, 'trial', 'monthly', limits(1, 0, false)),
];

describe('columns', () => {
  it('takes one plan per level in the spec order, the monthly one where there is one', () => {
    expect(columns(PLANS).map((p) => p.Id)).toEqual([1, 3, 5]);
  });
});

describe('LIMIT_ROWS', () => {
  it('words the spec §6 table from each plan’s limits', () => {
    const [trial, basic, max] = columns(PLANS) as [Plan, Plan, Plan];
    const cell = (key: string, p: Plan) => LIMIT_ROWS.find((r) => r.key === key)?.cell(p);
    expect(cell('bibliography', basic)).toEqual({ key: 'pricing.cell.upTo', n: 8 });
    expect(cell('bibliography', max)).toEqual({ key: 'pricing.cell.unlimited' });
    expect(cell('textMining', trial)).toEqual({ key: 'pricing.cell.none' });
    expect(cell('textMining', basic)).toEqual({ key: 'pricing.cell.characters', n: 1000 });
    expect(cell('ideas', basic)).toEqual({ key: 'pricing.cell.limited' });
    const withCards = (p: Plan, cards: number | null) =>
      ({ ...p, Limits: { ...p.Limits, counts: { ...p.Limits.counts, cards } } }) as Plan;
    expect(cell('ideas', withCards(trial, 0))).toEqual({ key: 'pricing.cell.none' });
    expect(cell('ideas', withCards(basic, 100))).toEqual({ key: 'pricing.cell.cards', n: 100 });
    expect(cell('ideas', withCards(max, null))).toEqual({ key: 'pricing.cell.unlimited' });
    expect(cell('classifiers', trial)).toEqual({ key: 'pricing.cell.classifiers.udc' });
    expect(cell('classifiers', max)).toEqual({ key: 'pricing.cell.allClassifiers' });
    expect(cell('functions', trial)).toEqual({ key: 'pricing.cell.blocked' });
  });
});
