import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TYPES } from './goldens.js';

describe('handbook sections', () => {
  it('has a section for every golden file of every style, so no example is left off a page', () => {
    const root = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'styles');
    const files = new Set(
      readdirSync(root).flatMap((style) => readdirSync(join(root, style)).map((f) => f.replace(/\.json$/, ''))),
    );
    expect([...files].filter((f) => !(TYPES as readonly string[]).includes(f))).toEqual([]);
  });
});
