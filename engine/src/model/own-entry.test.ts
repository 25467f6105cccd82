import { describe, expect, it } from 'vitest';
import { ownEntry } from './own-entry.js';

describe('ownEntry', () => {
  it("answers a table's own keys only, never Object.prototype's members", () => {
    const table: Record<string, string> = { in: 'in', pp: 'pages' };
    expect(ownEntry(table, 'pp')).toBe('pages');
    for (const key of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])
      expect(ownEntry(table, key)).toBeUndefined();
  });
});
