// A character-trigram index over the roots of a Hunspell dictionary, built at run time from the
// dictionary's .dic data and held in memory only (the Ukrainian list is GPL-3.0 data: nothing derived
// from it is written to the repository). It narrows Hunspell's n-gram suggestion search, which scores
// every root of the dictionary (~200 ms for Ukrainian's 335,000), to the roots that share trigrams with
// the misspelt word, ranked by Hunspell's own root score; a small Hunspell built from just those roots
// then runs the real n-gram search (server/workers/spelling.mjs).
// Written here because no maintained npm package serves it: fuzzyset and trigram-search keep a
// JavaScript object per posting (tens of MB for 335,000 roots) and score by cosine similarity, while
// the candidates must be ranked as Hunspell ranks roots, so that the small Hunspell sees the roots the
// full one would.

/**
 * Trigrams are packed into one number from small letter numbers (1 and 2 mark a root's start and end,
 * so its first and last letters count too; 0 is a letter no root has): with a dictionary's few dozen
 * letters the numbers stay small integers, which V8's Map hashes without boxing (3.7 million look-ups
 * per build for Ukrainian).
 */
const START = 1;
const END = 2;

/** Hunspell skips roots whose length differs from the word's by more than this (suggestmgr.cxx). */
const MAX_LENGTH_DIFFERENCE = 4;

/** Whether `codes[from..to)` holds the `n` code units of `word` starting at `at`. */
function holds(codes, from, to, word, at, n) {
  for (let k = from; k + n <= to; k++) {
    let j = 0;
    while (j < n && codes[k + j] === word[at + j]) j++;
    if (j === n) return true;
  }
  return false;
}

/**
 * Hunspell's score of a dictionary root for a misspelt lower-case word (SuggestMgr::ngsuggest): how
 * many of the word's letters, pairs and triples occur in the root (counting stops at the first size
 * with fewer than two), less the root's extra length beyond two letters, plus the length of their
 * common beginning. Higher is closer. Both are lower-case UTF-16 code units (`word`, all of it, and
 * `codes[from..to)`): no string is made per root, as thousands are scored per question.
 */
function scoreCodes(word, codes, from, to) {
  let score = 0;
  for (let n = 1; n <= 3; n++) {
    let found = 0;
    for (let i = 0; i + n <= word.length; i++) if (holds(codes, from, to, word, i, n)) found++;
    score += found;
    if (found < 2) break;
  }
  let common = 0;
  while (common < word.length && from + common < to && word[common] === codes[from + common]) common++;
  return score - Math.max(to - from - word.length - 2, 0) + common;
}

/** `scoreCodes` for two strings (the root is lower-cased, as Hunspell lowers roots to compare). */
export function rootScore(word, root) {
  const lower = codesOf(root.toLowerCase());
  return scoreCodes(codesOf(word), lower, 0, lower.length);
}

function codesOf(word) {
  const codes = new Uint16Array(word.length);
  for (let i = 0; i < word.length; i++) codes[i] = word.charCodeAt(i);
  return codes;
}

export class RootIndex {
  /**
   * @param {Uint8Array} dic a Hunspell .dic file (UTF-8: a count line, then one root per line)
   * @param {{ maxPostings?: number }} [options] the memory bound: at most this many postings (4 bytes
   *   each); past it the most frequent trigrams, which tell roots apart least, are left out
   */
  static fromDic(dic, options = {}) {
    const bytes = Buffer.from(dic.buffer, dic.byteOffset, dic.byteLength);
    // Byte offsets of each line, so a root's line is decoded from the dictionary only when needed.
    // Every array is sized before it is filled: growing ones (or a string per root, 335,000 for
    // Ukrainian) leave tens of MB the worker's allocator keeps after they are freed.
    let count = 0;
    for (let at = bytes.indexOf(10) + 1; at > 0 && at < bytes.length; at = bytes.indexOf(10, at) + 1) count++;
    const starts = new Uint32Array(count + 1);
    for (let r = 0, at = bytes.indexOf(10) + 1; r < count; r++, at = bytes.indexOf(10, at) + 1) starts[r] = at;
    starts[count] = bytes.length;
    // The lower-case roots as UTF-16 code units, one after another, read character by character.
    const text = bytes.toString('utf8');
    const rootStarts = new Uint32Array(count + 1);
    const ends = new Uint32Array(count); // where each root ends in `text`
    let chars = 0;
    for (let r = 0, i = text.indexOf('\n') + 1; r < count; r++) {
      rootStarts[r] = chars;
      const from = i;
      while (i < text.length && !endsRoot(text.charCodeAt(i))) i++;
      ends[r] = i;
      chars += i - from;
      i = text.indexOf('\n', i) + 1 || text.length;
    }
    rootStarts[count] = chars;
    const roots = new Uint16Array(chars);
    const letters = new Uint16Array(65536);
    let alphabet = END + 1;
    for (let r = 0, i = text.indexOf('\n') + 1; r < count; r++) {
      for (let k = rootStarts[r]; k < rootStarts[r + 1]; k++) {
        const code = lowerCase(text.charCodeAt(i++));
        roots[k] = code;
        if (!letters[code]) letters[code] = alphabet++;
      }
      i = text.indexOf('\n', ends[r]) + 1 || text.length;
    }
    const index = new RootIndex(bytes, starts, roots, rootStarts, letters, alphabet);
    // Pass 1: number the trigrams and count the roots holding each.
    const ids = index.ids;
    let frequency = new Uint32Array(4096);
    let total = 0;
    const row = [];
    for (let r = 0; r < count; r++) {
      index.rootTrigrams(r, row);
      for (const key of row) {
        let id = ids.get(key);
        if (id === undefined) {
          id = ids.size;
          ids.set(key, id);
          if (id === frequency.length) frequency = grow(frequency);
        }
        frequency[id]++;
        total++;
      }
    }
    // The memory bound: drop the commonest trigrams until the postings fit.
    const budget = options.maxPostings ?? Number.POSITIVE_INFINITY;
    if (total > budget) {
      const byFrequency = [...ids.values()].sort((a, b) => frequency[b] - frequency[a]);
      const keys = [...ids.keys()];
      for (const id of byFrequency) {
        if (total <= budget) break;
        ids.delete(keys[id]);
        total -= frequency[id];
        frequency[id] = 0;
      }
    }
    // Pass 2: the postings of each trigram, root numbers in order.
    const offsets = new Uint32Array(frequency.length + 1);
    for (let id = 0; id < frequency.length; id++) offsets[id + 1] = offsets[id] + frequency[id];
    const postings = new Uint32Array(total);
    const fill = offsets.slice(0, frequency.length);
    for (let r = 0; r < count; r++) {
      index.rootTrigrams(r, row);
      for (const key of row) {
        const id = ids.get(key);
        if (id !== undefined) postings[fill[id]++] = r;
      }
    }
    index.offsets = offsets;
    index.postings = postings;
    return index;
  }

  constructor(bytes, starts, roots, rootStarts, letters, alphabet) {
    this.dic = bytes;
    this.starts = starts;
    this.roots = roots;
    this.rootStarts = rootStarts;
    this.letters = letters; // UTF-16 code unit → letter number
    this.alphabet = alphabet; // letter numbers in use, START and END included
    this.ids = new Map(); // packed trigram → trigram id
    this.offsets = new Uint32Array(1); // trigram id → its first posting
    this.postings = new Uint32Array(0); // root numbers, grouped by trigram
    this.shared = new Uint8Array(starts.length - 1); // per query, reset after it
  }

  /** How many roots the index holds. */
  get size() {
    return this.shared.length;
  }

  /**
   * Bytes the index adds to the dictionary it reads from: its typed arrays, the lower-case roots (two
   * bytes a character at most) and the trigram map (estimated at 40 bytes an entry).
   */
  get bytes() {
    const arrays = [this.starts, this.rootStarts, this.letters, this.offsets, this.postings, this.shared];
    return arrays.reduce((sum, a) => sum + a.byteLength, 0) + this.roots.byteLength + this.ids.size * 40;
  }

  /** The .dic line of root `r` (the root and its affix flags). */
  line(r) {
    return this.dic.toString('utf8', this.starts[r], this.starts[r + 1]).replace(/\r?\n$/, '');
  }

  /** The lower-case root `r`. */
  root(r) {
    return String.fromCharCode(...this.roots.subarray(this.rootStarts[r], this.rootStarts[r + 1]));
  }

  /** Fills `row` with the distinct padded trigrams of root `r`, packed. */
  rootTrigrams(r, row) {
    this.pack(this.roots, this.rootStarts[r], this.rootStarts[r + 1], row);
  }

  /** The distinct padded trigrams of a lower-case word, packed as the roots' are. */
  trigrams(word) {
    const codes = codesOf(word);
    const row = [];
    this.pack(codes, 0, codes.length, row);
    return row;
  }

  pack(codes, from, to, row) {
    row.length = 0;
    if (from === to) return;
    const size = this.alphabet;
    for (let k = from - 1; k + 2 <= to; k++) {
      const a = k < from ? START : this.letters[codes[k]];
      const c = k + 2 < to ? this.letters[codes[k + 2]] : END;
      const key = (a * size + this.letters[codes[k + 1]]) * size + c;
      if (!row.includes(key)) row.push(key);
    }
  }

  /**
   * The roots most like a misspelt word, best first (at most `limit`): the roots sharing the most
   * trigrams with it (at most `scored` of them, never fewer than all sharing the top counts), ranked by
   * Hunspell's root score, which also weighs single letters, pairs and a common beginning.
   */
  candidates(word, { limit = 150, scored = 3000 } = {}) {
    const lower = word.toLowerCase();
    const touched = [];
    for (const key of this.trigrams(lower)) {
      const id = this.ids.get(key);
      if (id === undefined) continue;
      for (let p = this.offsets[id], end = this.offsets[id + 1]; p < end; p++) {
        const r = this.postings[p];
        if (this.shared[r]++ === 0) touched.push(r);
      }
    }
    // Roots grouped by how many trigrams they share; Hunspell skips those of too different a length.
    const groups = [];
    for (const r of touched) {
      const s = this.shared[r];
      this.shared[r] = 0;
      const length = this.rootStarts[r + 1] - this.rootStarts[r];
      if (Math.abs(length - lower.length) > MAX_LENGTH_DIFFERENCE) continue;
      if (groups[s]) groups[s].push(r);
      else groups[s] = [r];
    }
    const ranked = [];
    const codes = codesOf(lower);
    for (let s = groups.length - 1; s > 0 && ranked.length < scored; s--) {
      for (const r of groups[s] ?? []) {
        ranked.push({ r, score: scoreCodes(codes, this.roots, this.rootStarts[r], this.rootStarts[r + 1]) });
      }
    }
    ranked.sort((a, b) => b.score - a.score || a.r - b.r);
    return ranked.slice(0, limit).map((c) => c.r);
  }
}

/** Lower-case forms of UTF-16 code units, worked out once each (0: not yet). */
const LOWER = new Uint16Array(65536);

function lowerCase(code) {
  if (!LOWER[code]) {
    const lower = String.fromCharCode(code).toLowerCase();
    LOWER[code] = lower.length === 1 ? lower.charCodeAt(0) : code;
  }
  return LOWER[code];
}

/** Where a root ends on its .dic line: its flags (/), a morphological field, the line's end. */
function endsRoot(code) {
  return code === 47 || code === 10 || code === 13 || code === 32 || code === 9;
}

function grow(array) {
  const bigger = new Uint32Array(array.length * 2);
  bigger.set(array);
  return bigger;
}
