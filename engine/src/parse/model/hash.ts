/**
 * FNV-1a over UTF-16 code units: the feature hashing that bounds the model's size (features are
 * never stored by name), the same in the browser, in Node and in the training script.
 */
export function hashFeature(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const EQUALS = '='.charCodeAt(0);

/** FNV state after each feature name and its `=`: names are few and constant, so each is hashed once. */
const afterName = new Map<string, { flag: number; valued: number }>();

function nameState(name: string): { flag: number; valued: number } {
  let state = afterName.get(name);
  if (!state) {
    let h = 0x811c9dc5;
    for (let i = 0; i < name.length; i++) {
      h ^= name.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    state = { flag: h, valued: Math.imul(h ^ EQUALS, 0x01000193) };
    afterName.set(name, state);
  }
  return state;
}

/** `hashFeature(`${name}=${value}`)` (or of the name alone when the value is empty), without building the string. */
export function hashPair(name: string, value: string): number {
  const state = nameState(name);
  if (!value) return state.flag >>> 0;
  let h = state.valued;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: the fixed-seed generator that makes training reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
