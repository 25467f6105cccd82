/**
 * Cross-check of Referent's styles against citeproc-js with the official CSL styles: every
 * golden fixture of a style with a CSL counterpart is formatted by both, and the outputs are
 * compared after normalising whitespace and quotation marks. Used by `npm run crosscheck`
 * (scripts/crosscheck.ts, which writes docs/styles/crosscheck.md) and by
 * tests/crosscheck/agreement.test.ts (which fails when agreement drops below that page).
 *
 * The CSL styles and locales are the pinned copies in fixtures/csl (copied into the repository
 * with their licence); fixtures/csl/README.md lists their known defects.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cslFromPublication, format, type Publication, publicationSchema } from '../engine/src/index.js';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const CSL_ROOT = process.env.REFERENT_CSL_DIR ?? resolve(REPO_ROOT, 'fixtures', 'csl');

/**
 * Referent style id → the official CSL style it is compared with (file under
 * `fixtures/csl/styles/`). One line per style; add a line to cross-check another style.
 */
export const CSL_COUNTERPARTS: Record<string, string> = {
  apa: 'official/apa-6th-edition.csl',
  apa7: 'official/apa.csl',
  ieee: 'official/ieee.csl',
  vancouver: 'official/vancouver.csl',
  acs: 'official/american-chemical-society.csl',
  harvard: 'official/harvard-cite-them-right.csl',
  iso: 'official/iso690-author-date-en.csl',
  mla: 'official/modern-language-association-8th-edition.csl',
  chicago: 'official/chicago-note-bibliography-16th-edition.csl',
  mhra: 'official/modern-humanities-research-association.csl',
  gsa: 'official/the-geological-society-of-america.csl',
  asa: 'official/american-sociological-association.csl',
};

/**
 * The CSL style for one golden case: a case formatted with a style option is compared with
 * that variant's CSL style (Chicago author-date cases with the author-date CSL file).
 */
function counterpartFor(style: string, options: Record<string, unknown> | undefined): string | undefined {
  const chicago = options?.chicago as { variant?: string } | undefined;
  if (style === 'chicago' && chicago?.variant === 'author-date') return 'official/chicago-author-date-16th-edition.csl';
  return CSL_COUNTERPARTS[style];
}

/** Record language → CSL locale file (labels follow the record's language in both engines). */
const LOCALES: Record<string, string> = { EN: 'en-US', RU: 'ru-RU', UA: 'uk-UA' };

/**
 * The CSL locale for a record: Russian and Ukrainian records take ru-RU/uk-UA; English ones
 * the style's own English default (en-GB for Cite Them Right and MHRA), else en-US.
 */
function localeFor(language: string, styleXml: string): string {
  if (language !== 'EN') return LOCALES[language] ?? 'en-US';
  const own = styleXml.match(/default-locale="(en-[A-Z]{2})"/)?.[1];
  return own ?? 'en-US';
}

interface GoldenCase {
  name: string;
  input: Record<string, unknown>;
  options?: Record<string, unknown>;
}

export interface CaseResult {
  style: string;
  type: string;
  name: string;
  referent: string;
  csl: string;
  exact: boolean;
  similarity: number;
}

export interface StyleAgreement {
  style: string;
  csl: string;
  cases: number;
  exact: number;
  /** Share of exact matches, 0–1. */
  exactRate: number;
  /** Mean similarity (1 − normalised edit distance), 0–1. */
  meanSimilarity: number;
}

const requireCjs = createRequire(import.meta.url);

interface CslEngine {
  updateItems(ids: string[]): void;
  setOutputFormat(format: string): void;
  makeBibliography(): [unknown, string[]] | false;
}
interface CslModule {
  Engine: new (sys: object, style: string, lang?: string, forceLang?: boolean) => CslEngine;
}

function loadLocale(lang: string): string {
  const file = join(CSL_ROOT, 'locales', `locales-${lang}.xml`);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return readFileSync(join(CSL_ROOT, 'locales', 'locales-en-US.xml'), 'utf8');
  }
}

/**
 * Formats one item with citeproc-js as plain text. Numeric styles print a citation number
 * ("[1]", "1.") before the entry; it is removed, as Referent formats entries, not lists.
 */
export function formatWithCsl(styleXml: string, item: Record<string, unknown>, locale: string): string {
  const engine = engineFor(styleXml, locale);
  engine.items[String(item.id)] = item;
  engine.csl.updateItems([String(item.id)]);
  const bib = engine.csl.makeBibliography();
  if (!bib) return '';
  return (bib[1][0] ?? '').replace(/^\s*(\[\d+\]|\(\d+\)|\d+\.)\s*/, '').trim();
}

/** One citeproc engine per style and locale, reused across items (building one is slow). */
const engines = new Map<string, { csl: CslEngine; items: Record<string, unknown> }>();
function engineFor(styleXml: string, locale: string): { csl: CslEngine; items: Record<string, unknown> } {
  const key = `${locale}\n${styleXml}`;
  const found = engines.get(key);
  if (found) return found;
  const CSL = requireCjs('citeproc') as CslModule;
  const items: Record<string, unknown> = {};
  const sys = { retrieveLocale: loadLocale, retrieveItem: (id: string) => items[id] };
  const csl = new CSL.Engine(sys, styleXml, locale, true);
  csl.setOutputFormat('text');
  const made = { csl, items };
  engines.set(key, made);
  return made;
}

/**
 * Whitespace collapsed; every quotation mark (double or single, curly, straight or
 * guillemet) made one form, since the styles differ in which marks they use, not in words.
 */
export function normalise(text: string): string {
  return text
    .replace(/[“”„«»"‘’‚']/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 1 − Levenshtein distance / the longer length (1 for two empty strings). */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const m = a.length;
  const n = b.length;
  if (!m || !n) return 0;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
    }
    prev = cur;
  }
  return 1 - (prev[n] as number) / Math.max(m, n);
}

/** Every golden case of one style, by type. */
function goldenCases(style: string): { type: string; c: GoldenCase }[] {
  const dir = join(REPO_ROOT, 'fixtures', 'styles', style);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      const cases = JSON.parse(readFileSync(join(dir, f), 'utf8')) as GoldenCase[];
      return cases.map((c) => ({ type: f.replace(/\.json$/, ''), c }));
    });
}

/** Formats every golden case of one style with both engines. */
export function crosscheckStyle(style: string): CaseResult[] {
  const file = CSL_COUNTERPARTS[style];
  if (!file) throw new Error(`no CSL counterpart for "${style}"`);
  return goldenCases(style).map(({ type, c }) => {
    const styleXml = readFileSync(join(CSL_ROOT, 'styles', counterpartFor(style, c.options) ?? file), 'utf8');
    const pub: Publication = publicationSchema.parse(c.input);
    const referent = normalise(format(c.input, style, c.options).text);
    const locale = localeFor(pub.language ?? 'EN', styleXml);
    const csl = normalise(formatWithCsl(styleXml, cslFromPublication(pub, c.name), locale));
    return { style, type, name: c.name, referent, csl, exact: referent === csl, similarity: similarity(referent, csl) };
  });
}

/** Per-style agreement figures from its case results. */
export function agreement(style: string, results: CaseResult[]): StyleAgreement {
  const exact = results.filter((r) => r.exact).length;
  const mean = results.reduce((sum, r) => sum + r.similarity, 0) / (results.length || 1);
  return {
    style,
    csl: CSL_COUNTERPARTS[style] ?? '',
    cases: results.length,
    exact,
    exactRate: results.length ? exact / results.length : 0,
    meanSimilarity: mean,
  };
}

/** The recorded figures: the rows of the table in docs/styles/crosscheck.md. */
export function recordedAgreement(markdown: string): Map<string, { exactRate: number; meanSimilarity: number }> {
  const rows = new Map<string, { exactRate: number; meanSimilarity: number }>();
  for (const line of markdown.split('\n')) {
    const m = line.match(
      /^\|\s*`?([a-z0-9]+)`?\s*\|[^|]*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*([\d.]+)\s*%\s*\|\s*([\d.]+)\s*\|/,
    );
    if (m) rows.set(m[1] as string, { exactRate: Number(m[4]) / 100, meanSimilarity: Number(m[5]) });
  }
  return rows;
}
