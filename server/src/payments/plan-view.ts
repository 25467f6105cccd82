import type { Lang } from '../i18n/messages.js';
import { LIMITS, type Plan } from '../plans.js';
import { toDecimal } from './money.js';
import type { PlanRow } from './orders.js';

type Texts = Record<Lang, string>;

const texts = (json: string): Texts => JSON.parse(json) as Texts;

/** A plan as the API answers it: spec fields (Id, name, interval, price, currency) plus its limits. */
export function planView(row: PlanRow, lang: Lang) {
  const names = texts(row.names);
  const descriptions = texts(row.descriptions);
  return {
    Id: Number(row.id),
    PlanKey: row.plan_key,
    Name: names[lang] || names.en,
    Description: descriptions[lang] || descriptions.en,
    Interval: row.interval,
    Price: toDecimal(Number(row.price_minor)),
    Currency: row.currency,
    Active: Boolean(row.active),
    Names: names,
    Descriptions: descriptions,
    Limits: LIMITS[row.plan_key as Plan],
  };
}
