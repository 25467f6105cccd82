import type { Request } from 'express';
import type { Services } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import type { Account } from './viewer.js';

const tooMany = (lang: Lang) => fail(429, 'tooManyRequests', t('tooManyRequests', lang));

/**
 * Takes attempt budgets in order and stops at the first one used up, so a budget later in the
 * list is charged only by attempts that the earlier ones allowed: an address over its own
 * budget never spends the account's.
 */
export async function takeInOrder(lang: Lang, ...budgets: Array<() => Promise<boolean>>): Promise<void> {
  for (const take of budgets) if (!(await take())) throw tooMany(lang);
}

/**
 * Checks a signed-in user's current password (change password, delete data): rate-limited per
 * address and per account (429), then argon2 through the app's bounded queue.
 */
export async function checkOwnPassword(
  s: Services,
  req: Request,
  account: Account,
  password: string,
  lang: Lang,
): Promise<boolean> {
  const ip = req.ip ?? 'unknown';
  await takeInOrder(
    lang,
    () => s.limits.passwordIp.take(ip),
    () => s.limits.passwordAccount.take(String(account.id)),
  );
  return s.passwords.verify(account.password_hash, password, lang);
}
