import pLimit from 'p-limit';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { hashPassword, type PasswordCost, verifyPassword } from './passwords.js';

/** How much argon2 work may run at once, and how much may wait. */
export interface PasswordWorkRule {
  /** Hashes computed at the same time (each takes ~19 MiB and a core for tens of ms). */
  concurrency: number;
  /** Requests allowed to wait; one more answers 503 at once instead of queueing for seconds. */
  queue: number;
}

/** One core of this 2-core machine stays free for everyone else's requests. */
export const DEFAULT_PASSWORD_WORK: PasswordWorkRule = { concurrency: 1, queue: 32 };

export interface PasswordWork {
  hash(password: string, lang: Lang): Promise<string>;
  verify(hash: string | null, password: string, lang: Lang): Promise<boolean>;
  /** Checks running and waiting now (for tests and the health of the queue). */
  readonly load: { active: number; pending: number };
}

/**
 * Every argon2 hash and check of the app goes through one bounded queue, so a flood of
 * password checks (logins, password changes, deletions) costs its senders time, not other
 * users: argon2 runs on libuv's thread pool, which file and DNS work share, and unbounded it
 * would take every core.
 */
export function passwordWork(cost: PasswordCost, rule: PasswordWorkRule = DEFAULT_PASSWORD_WORK): PasswordWork {
  const limit = pLimit(rule.concurrency);
  const run = <T>(lang: Lang, job: () => Promise<T>): Promise<T> => {
    if (limit.pendingCount >= rule.queue) return Promise.reject(fail(503, 'busy', t('busy', lang)));
    return limit(job);
  };
  return {
    hash: (password, lang) => run(lang, () => hashPassword(password, cost)),
    verify: (hash, password, lang) => run(lang, () => verifyPassword(hash, password)),
    get load() {
      return { active: limit.activeCount, pending: limit.pendingCount };
    },
  };
}
