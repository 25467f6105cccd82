/** A budget of attempts per window, e.g. 10 logins per 15 minutes. */
export interface RateRule {
  max: number;
  windowMs: number;
}

/**
 * Fixed-window counters in memory, keyed by anything (an IP, an email). One process serves
 * the API, so memory is the right place; a restart forgives everyone, which is acceptable.
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; reset: number }>();

  constructor(
    private readonly rule: RateRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the key has used up its budget in this window. */
  take(key: string): boolean {
    const now = this.now();
    if (this.hits.size > 100_000) this.sweep(now);
    const entry = this.hits.get(key);
    if (!entry || entry.reset <= now) {
      this.hits.set(key, { count: 1, reset: now + this.rule.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.rule.max;
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.hits) if (entry.reset <= now) this.hits.delete(key);
  }
}
