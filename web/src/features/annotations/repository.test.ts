import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blankAnnotation } from './model.js';
import { DemoAnnotations, RefusedError } from './repository.js';

/** A Map-backed localStorage for the guest store (the unit tests run without a DOM). */
function fakeStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

describe('DemoAnnotations (the guest’s local store)', () => {
  const original = globalThis.localStorage;
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: fakeStorage(), configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true });
  });

  it('saves one annotation with id −1, refuses a second (Trial), edits and removes it', async () => {
    let now = new Date('2026-11-24T04:00:00Z');
    const repo = new DemoAnnotations(() => now);
    const made = await repo.save({ ...blankAnnotation('MLA'), title: 'First' });
    expect(made).toMatchObject({ id: -1, title: 'First', dateCreate: '2026-11-24T04:00:00.000Z' });
    await expect(repo.save({ ...blankAnnotation(), title: 'Second' })).rejects.toEqual(new RefusedError('limit', 1));
    now = new Date('2026-11-24T05:00:00Z');
    const edited = await repo.update(-1, { ...blankAnnotation('MLA'), title: 'Edited' });
    expect(edited).toMatchObject({ id: -1, title: 'Edited', dateUpdate: '2026-11-24T05:00:00.000Z' });
    expect(await repo.list()).toEqual([edited]);
    await repo.remove(-1);
    expect(await repo.list()).toEqual([]);
    expect((await repo.save({ ...blankAnnotation(), title: 'Again' })).id).toBe(-1);
  });
});
