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
const BAR = '|'.charCodeAt(0);

/**
 * A feature's name with the FNV state after it (a flag) and after it and its `=` (a valued
 * feature): names are few and constant, so each is hashed once, when the features module loads.
 */
export interface FeatureKey {
  readonly name: string;
  readonly flag: number;
  readonly valued: number;
}

export function featureKey(name: string): FeatureKey {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return { name, flag: h, valued: Math.imul(h ^ EQUALS, 0x01000193) };
}

/**
 * `hashFeature` of `name=value`, of `name=value|second` when `second` is given, or of the name
 * alone when the value is empty and there is no second part, without building the string.
 */
export function hashPair(key: FeatureKey, value: string, second?: string): number {
  if (!value && second === undefined) return key.flag >>> 0;
  let h = key.valued;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  if (second !== undefined) {
    h = Math.imul(h ^ BAR, 0x01000193);
    for (let i = 0; i < second.length; i++) {
      h ^= second.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
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
