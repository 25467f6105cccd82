import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` refuses a lock that lacks any optional dependency of a locked package, even one for
 * another platform; npm 11 leaves those out when it writes the lock here. This fails when the
 * lock was regenerated without `node scripts/complete-lock.mjs`.
 */
describe('package-lock.json', () => {
  it('locks every optional dependency of every locked package, so `npm ci` accepts it', () => {
    const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8'));
    const packages = lock.packages as Record<string, { optionalDependencies?: Record<string, string> }>;
    const missing: string[] = [];
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
        if (!packages[nested] && !packages[`node_modules/${name}`]) missing.push(`${path || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
