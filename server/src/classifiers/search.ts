import MiniSearch, { type SearchResult } from 'minisearch';
import { ancestors, type Catalog, type ClassNode, captionOf, catalog, type System, type UiLang } from './catalog.js';
import { STOP, type StopWords, termOf, words } from './text.js';
import { broader, splitUdc, type UdcPart } from './udc-code.js';

/** One class in an answer: code, caption in the asked language (marked when it falls back), path. */
export interface Hit {
  code: string;
  caption: string;
  captionLang: 'en' | 'ru';
  fallback: boolean;
  letter?: string;
  table?: string;
  /** Query words (as the user wrote them) that matched this class or its parents. */
  matched?: string[];
  score?: number;
  hasChildren: boolean;
}

export function hitOf(cat: Catalog, node: ClassNode, lang: UiLang): Hit {
  const c = captionOf(node, lang);
  return {
    code: node.code,
    caption: c.text,
    captionLang: c.lang,
    fallback: c.fallback,
    ...(node.letter ? { letter: node.letter } : {}),
    ...(node.table ? { table: node.table } : {}),
    hasChildren: (cat.children.get(node.code)?.length ?? 0) > 0,
  };
}

interface Doc {
  id: number;
  code: string;
  caption: string;
  path: string;
}

interface Index {
  cat: Catalog;
  stop: StopWords;
  mini: MiniSearch<Doc>;
}

const indexes = new Map<System, Index>();

/**
 * A BM25 index (MiniSearch) over each class's captions (both languages) and, with a lower
 * weight, its parents' captions: a class is "about" what its ancestors are about.
 */
export function indexOf(system: System): Index {
  const existing = indexes.get(system);
  if (existing) return existing;
  const cat = catalog(system);
  const stop = STOP;
  const mini = new MiniSearch<Doc>({
    fields: ['caption', 'path'],
    storeFields: [],
    tokenize: (text) => words(text),
    processTerm: (term) => termOf(term, stop),
  });
  mini.addAll(
    cat.nodes.map((n, id) => ({
      id,
      code: n.code,
      caption: [n.en, n.ru].filter(Boolean).join(' '),
      path: ancestors(cat, n)
        .flatMap((a) => [a.en, a.ru])
        .filter(Boolean)
        .join(' '),
    })),
  );
  const index = { cat, stop, mini };
  indexes.set(system, index);
  return index;
}

/** Whether a query is a notation of the system rather than words. */
export function looksLikeCode(system: System, q: string): boolean {
  const s = q.trim();
  if (system === 'udc') return /^[\d("=\-:+/[`'.«“„]/.test(s);
  if (system === 'jel') return /^[A-Za-z]\d{0,2}$/.test(s) && (s.length > 1 || s === s.toUpperCase());
  return /^\d/.test(s) || /^[А-ЯЁ](\d|\/|$)/.test(s);
}

function normaliseCode(system: System, q: string): string {
  const s = q.replace(/\s+/g, '').replace(/[«»“”„]/g, '"');
  return system === 'jel' ? s.toUpperCase() : s;
}

/**
 * Classes whose code starts with the query, the exact one first, broader codes before
 * narrower; when none does, the longest broader class that holds the code (`"1917"` → `"1"`).
 */
export function byCode(system: System, q: string, lang: UiLang, limit: number): Hit[] {
  const { cat } = indexOf(system);
  const code = normaliseCode(system, q);
  const letterMatch = (n: ClassNode) => n.letter?.toUpperCase().startsWith(code.toUpperCase()) === true;
  // `(470)` is written `(470+571)` in the Summary: a closed auxiliary also matches the
  // compound that begins with it.
  const open = /[)"]$/.test(code) ? code.slice(0, -1) : null;
  const compound = (n: ClassNode) =>
    open !== null && n.code.startsWith(open) && /^[+/:]/.test(n.code.slice(open.length));
  const found = cat.nodes
    .filter((n) => n.code.startsWith(code) || compound(n) || letterMatch(n))
    .sort((a, b) => Number(b.code === code) - Number(a.code === code) || a.code.length - b.code.length)
    .slice(0, limit);
  if (found.length) return found.map((n) => hitOf(cat, n, lang));
  for (const c of broader(code)) {
    const n = cat.byCode.get(c);
    if (n) return [hitOf(cat, n, lang)];
  }
  return [];
}

/** The query words behind the index terms a result matched (MiniSearch reports terms). */
function matchedWords(result: SearchResult, queryWords: Map<string, string>): string[] {
  const out = new Set<string>();
  for (const term of result.terms) {
    const w = queryWords.get(term);
    if (w) out.add(w);
    else out.add(term);
  }
  return [...out];
}

/** The query words by their index terms, so results can show what matched in the user's own words. */
function termsOfQuery(index: Index, text: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const w of words(text)) {
    const term = termOf(w, index.stop);
    if (term && !map.has(term)) map.set(term, w.toLowerCase());
  }
  return map;
}

/** Word search: stemmed, prefix for the last word, typo-tolerant (edit distance ≤ 20 % of a word). */
export function byWords(system: System, q: string, lang: UiLang, limit: number): Hit[] {
  const index = indexOf(system);
  const queryWords = termsOfQuery(index, q);
  const results = index.mini.search(q, {
    boost: { caption: 3, path: 1 },
    combineWith: 'AND',
    prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 3,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
  });
  const loose =
    results.length > 0
      ? results
      : index.mini.search(q, { boost: { caption: 3, path: 1 }, combineWith: 'OR', fuzzy: 0.2, prefix: true });
  return loose.slice(0, limit).map((r) => {
    const node = index.cat.nodes[r.id as number] as ClassNode;
    return { ...hitOf(index.cat, node, lang), matched: matchedWords(r, queryWords), score: round(r.score) };
  });
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}

export function search(system: System, q: string, lang: UiLang, limit: number): Hit[] {
  return looksLikeCode(system, q) ? byCode(system, q, lang, limit) : byWords(system, q, lang, limit);
}

/** Each part of a UDC notation with the class that holds it (exact, or the nearest broader one). */
export function analyseUdc(code: string, lang: UiLang): { part: UdcPart; hit: Hit | null; exact: boolean }[] {
  const { cat } = indexOf('udc');
  return splitUdc(code).map((part) => {
    if (part.kind === 'sign') {
      const n = cat.byCode.get(part.text);
      return { part, hit: n ? hitOf(cat, n, lang) : null, exact: Boolean(n) };
    }
    const exact = cat.byCode.get(part.text);
    if (exact) return { part, hit: hitOf(cat, exact, lang), exact: true };
    for (const c of broader(part.text)) {
      const n = cat.byCode.get(c);
      if (n) return { part, hit: hitOf(cat, n, lang), exact: false };
    }
    return { part, hit: null, exact: false };
  });
}

/** A class with its breadcrumbs and children, for the tree; the roots when `code` is null. */
export function browse(system: System, code: string | null, lang: UiLang) {
  const { cat } = indexOf(system);
  const node = code === null ? null : (cat.byCode.get(code) ?? null);
  if (code !== null && !node) return null;
  return {
    node: node ? hitOf(cat, node, lang) : null,
    path: node ? ancestors(cat, node).map((a) => hitOf(cat, a, lang)) : [],
    children: (cat.children.get(node ? node.code : null) ?? []).map((c) => hitOf(cat, c, lang)),
  };
}

/** How many ranked classes suggest looks at before it drops broader ones. */
const SUGGEST_POOL = 60;

/**
 * Suggest: the pasted title and abstract as one OR query; BM25 ranks classes by the rarer
 * words they share with it (captions weigh 3, parents' captions 1). The first line is taken
 * as the title and its words count twice. A class is dropped when a narrower class under it
 * also matched (E5 gives way to E52), so the list names codes one can assign.
 * Measured on 208 real papers (docs/classifiers.md; tests/server/suggest-quality.test.ts).
 */
export function suggest(system: System, text: string, lang: UiLang, limit: number): Hit[] {
  const index = indexOf(system);
  const queryWords = termsOfQuery(index, text);
  if (queryWords.size === 0) return [];
  const title = text.includes('\n') ? (text.split('\n')[0] ?? '') : '';
  // Deduplicated terms (a word repeated in the abstract should not dominate), plus the title's words once more.
  const query = [...termsOfQuery(index, title).values(), ...queryWords.values()].join(' ');
  const results = index.mini
    .search(query, { boost: { caption: 3, path: 1 }, combineWith: 'OR' })
    .slice(0, SUGGEST_POOL);
  const ranked = results.map((r) => ({ r, node: index.cat.nodes[r.id as number] as ClassNode }));
  const broader = new Set(ranked.flatMap(({ node }) => ancestors(index.cat, node).map((a) => a.code)));
  return ranked
    .filter(({ node }) => !broader.has(node.code))
    .slice(0, limit)
    .map(({ r, node }) => ({
      ...hitOf(index.cat, node, lang),
      matched: matchedWords(r, queryWords),
      score: round(r.score),
    }));
}
