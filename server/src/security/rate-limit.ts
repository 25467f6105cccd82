import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/** A budget of attempts per window, e.g. 10 logins per 15 minutes. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/** One named budget: `take` counts an attempt and says whether it is still within the budget. */
export interface Limiter {
  take(key: string): Promise<boolean>;
}

/** Makes the named budgets of one app, all kept in the same place. */
export type LimiterStore = (name: string, rule: RateRule) => Limiter;

/** The table the PostgreSQL counters live in (created by a migration, shared by every instance). */
export const RATE_TABLE = 'rate_limits';

/** Keys are hashed: an e-mail can be longer than the store's key column, and counters hold no addresses in clear. */
function keyOf(name: string, key: string): string {
  return `${name}:${createHash('sha256').update(key).digest('base64url')}`;
}

function limiterOf(consume: (key: string) => Promise<unknown>, name: string): Limiter {
  return {
    take: async (key) => {
      try {
        await consume(keyOf(name, key));
        return true;
      } catch (e) {
        // Over the budget rejects with a RateLimiterRes; anything else is a real failure.
        if (e instanceof RateLimiterRes) return false;
        throw e;
      }
    },
  };
}

/**
 * Counters in this process's memory: right for the embedded SQLite database, which one
 * process serves. A restart forgives everyone, which is acceptable there.
 */
export function memoryLimiters(): LimiterStore {
  return (name, rule) => {
    const limiter = new RateLimiterMemory({ points: rule.max, duration: Math.ceil(rule.windowMs / 1000) });
    return limiterOf((key) => limiter.consume(key), name);
  };
}

/**
 * Counters in PostgreSQL (rate-limiter-flexible's store, one atomic upsert per attempt), so
 * several server instances behind a proxy share every budget: an attacker cannot multiply
 * the budget by the number of instances.
 */
export function databaseLimiters(db: Knex): LimiterStore {
  return (name, rule) => {
    const limiter = new RateLimiterPostgres({
      storeClient: db,
      storeType: 'knex',
      tableName: RATE_TABLE,
      // The migration creates the table; no timer either (it would keep the process alive):
      // an expired row is reset by the next attempt on its key.
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'rl',
      points: rule.max,
      duration: Math.ceil(rule.windowMs / 1000),
    });
    return limiterOf((key) => limiter.consume(key), name);
  };
}

/** PostgreSQL keeps shared counters; SQLite (one process) keeps them in memory. */
export function limiterStoreFor(db: Knex): LimiterStore {
  return String(db.client.config.client) === 'pg' ? databaseLimiters(db) : memoryLimiters();
}
