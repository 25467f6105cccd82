import type { TextLang } from './language.js';
import { stem } from './stem.js';
import { tokens } from './tokens.js';

/** A text to compare against: one of the user's annotations or saved texts, or a text the user uploaded. */
export interface Source {
  name: string;
  kind: 'annotation' | 'saved' | 'upload';
  text: string;
}

/** A passage of the checked text also found in a source. */
export interface Overlap {
  start: number;
  end: number;
  source: string;
}

export interface Uniqueness {
  /** Share of the text's words not inside any overlapping passage (0–1). */
  unique: number;
  words: number;
  shingleSize: number;
  overlaps: Overlap[];
  /** Per source: share of the text's shingles it contains, and the MinHash estimate of their Jaccard similarity. */
  sources: { name: string; kind: Source['kind']; containment: number; jaccard: number }[];
}

/** Five words per shingle: short enough to catch reworded sentences, long enough to skip stock phrases. */
const K = 5;
const HASHES = 64;

/** 32-bit FNV-1a: a fast, well-spread string hash (no cryptographic strength needed). */
function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function shingles(text: string, lang: TextLang) {
  const words = tokens(text);
  const stems = words.map((w) => stem(w.word, lang));
  const out: { hash: number; from: number; to: number }[] = [];
  for (let i = 0; i + K <= words.length; i++) {
    out.push({
      hash: fnv(stems.slice(i, i + K).join(' ')),
      from: words[i]?.start ?? 0,
      to: words[i + K - 1]?.end ?? 0,
    });
  }
  return { words, shingles: out };
}

/** MinHash signature: for each of HASHES seeded permutations, the least permuted shingle hash. */
function signature(hashes: Iterable<number>): Uint32Array {
  const sig = new Uint32Array(HASHES).fill(0xffffffff);
  for (const h of hashes) {
    for (let i = 0; i < HASHES; i++) {
      const v = (Math.imul(h ^ (i * 0x9e3779b9), 0x85ebca6b) ^ (h >>> 13)) >>> 0;
      if (v < (sig[i] ?? 0)) sig[i] = v;
    }
  }
  return sig;
}

/**
 * Compares a text with the given sources by word-stem shingles: exact shingle matches mark the
 * overlapping passages (with the source's name); MinHash estimates each source's similarity.
 * It compares only against these sources — it is not a check against the internet.
 */
export function uniqueness(text: string, lang: TextLang, sources: Source[]): Uniqueness {
  const mine = shingles(text, lang);
  const mineSig = signature(new Set(mine.shingles.map((s) => s.hash)));
  const covered: Overlap[] = [];
  const perSource: Uniqueness['sources'] = [];
  for (const src of sources) {
    const theirs = new Set(shingles(src.text, lang).shingles.map((s) => s.hash));
    const sig = signature(theirs);
    let same = 0;
    for (let i = 0; i < HASHES; i++) if (sig[i] === mineSig[i]) same++;
    let hits = 0;
    for (const s of mine.shingles) {
      if (!theirs.has(s.hash)) continue;
      hits++;
      const last = covered[covered.length - 1];
      if (last && last.source === src.name && s.from <= last.end) last.end = Math.max(last.end, s.to);
      else covered.push({ start: s.from, end: s.to, source: src.name });
    }
    perSource.push({
      name: src.name,
      kind: src.kind,
      containment: mine.shingles.length ? Number((hits / mine.shingles.length).toFixed(3)) : 0,
      jaccard: theirs.size && mine.shingles.length ? Number((same / HASHES).toFixed(3)) : 0,
    });
  }
  const overlaps = covered.sort((a, b) => a.start - b.start);
  // Words inside any passage, in one pass (passages are sorted by start and may overlap across sources).
  let inOverlap = 0;
  let k = 0;
  let reach = -1;
  for (const w of mine.words) {
    while (k < overlaps.length && (overlaps[k]?.start ?? 0) <= w.start)
      reach = Math.max(reach, overlaps[k++]?.end ?? 0);
    if (w.end <= reach) inOverlap++;
  }
  return {
    unique: mine.words.length ? Number((1 - inOverlap / mine.words.length).toFixed(3)) : 1,
    words: mine.words.length,
    shingleSize: K,
    overlaps,
    sources: perSource.sort((a, b) => b.containment - a.containment),
  };
}
