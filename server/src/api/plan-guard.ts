import type { Knex } from 'knex';
import type { Account } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { type Counted, type Feature, LIMITS, planOf } from '../plans.js';
import type { Services } from './route.js';

/** The table that holds each counted tool's records. */
export const TABLE_OF: Record<Counted, string> = {
  bibliography: 'bibliography',
  annotations: 'annotations',
  ratings: 'ratings',
  catalogue: 'catalogue',
  cards: 'cards',
};

/** 403 `plan` with the demo message when the account's plan blocks a function (spec §6 table). */
export async function requireFeature(s: Services, account: Account, feature: Feature, lang: Lang): Promise<void> {
  const plan = await planOf(s.db, account.id, s.now());
  if (!LIMITS[plan].features[feature]) {
    throw fail(403, 'plan', t(feature === 'editDelete' ? 'demoBlocked' : 'demoUnavailable', lang), { plan });
  }
}

/**
 * Inserts a record unless the plan's count for that tool is used up (403 `plan`, "cannot
 * create more than N records"). Count and insert run in one transaction that first locks
 * the user's row (PostgreSQL `FOR UPDATE`; SQLite has a single writer), so parallel saves
 * cannot overshoot the limit.
 */
export async function insertWithinLimit(
  s: Services,
  account: Account,
  kind: Counted,
  lang: Lang,
  row: Record<string, unknown>,
): Promise<number> {
  return s.db.transaction(async (trx: Knex.Transaction) => {
    await lockWithinLimit(trx, s, account, kind, lang);
    const [inserted] = await trx(TABLE_OF[kind]).insert({ ...row, user_id: account.id }, ['id']);
    return Number((inserted as { id: number }).id);
  });
}

/**
 * Inside a transaction: locks the user's row (so a user's writes run one at a time) and
 * refuses with 403 `plan` when `adding` more records would pass the plan's count for the tool
 * (a count of 0 means the tool is not in the plan: "unavailable in demo").
 */
export async function lockWithinLimit(
  trx: Knex.Transaction,
  s: Services,
  account: Account,
  kind: Counted,
  lang: Lang,
  adding = 1,
): Promise<void> {
  await trx('users').where('id', account.id).forUpdate().first('id');
  const plan = await planOf(trx, account.id, s.now());
  const max = LIMITS[plan].counts[kind];
  if (max === null) return;
  const counted = await trx(TABLE_OF[kind]).where('user_id', account.id).count({ n: '*' }).first();
  if (Number(counted?.n ?? 0) + adding > max) {
    const message = max === 0 ? t('demoUnavailable', lang) : t('limitRecords', lang, max);
    throw fail(403, 'plan', message, { plan, limit: max });
  }
}
