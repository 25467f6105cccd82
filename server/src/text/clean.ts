import type { TextLang } from './language.js';

/** What kind of typographic fix a change is (the page groups and names them). */
export type FixKind =
  | 'invisible'
  | 'softHyphen'
  | 'lineBreakHyphen'
  | 'doubleSpace'
  | 'ellipsis'
  | 'dash'
  | 'numberRange'
  | 'quotes'
  | 'nbsp';

/** One change: replace text[start, end) with `after`. Fixes never overlap, so any subset can be applied. */
export interface Fix {
  id: number;
  kind: FixKind;
  start: number;
  end: number;
  before: string;
  after: string;
}

const NBSP = '\u00A0';

interface Rule {
  kind: FixKind;
  pattern: RegExp;
  /** The replacement of the match, or null to leave it. */
  replace: (m: RegExpExecArray, text: string) => string | null;
  langs?: TextLang[];
}

const OPEN: Record<TextLang, [string, string]> = { ru: ['«', '»'], uk: ['«', '»'], en: ['“', '”'] };

/** Rules in priority order: where two would touch the same characters, the earlier one wins. */
const RULES: Rule[] = [
  { kind: 'invisible', pattern: /[\u200B-\u200D\u2060\uFEFF]/g, replace: () => '' },
  { kind: 'softHyphen', pattern: /\u00AD/g, replace: () => '' },
  // A word broken across lines by a PDF: "иссле-\nдование" → "исследование" (lower case after the break only).
  { kind: 'lineBreakHyphen', pattern: /(?<=\p{L})-[ \t]*\r?\n[ \t]*(?=\p{Ll})/gu, replace: () => '' },
  { kind: 'ellipsis', pattern: /\.{3}/g, replace: () => '…' },
  // A hyphen or en dash standing between spaces is a dash: spaced em dash with a no-break space before it in
  // Russian and Ukrainian (ГОСТ, Мильчин), unspaced em dash in English (Chicago 6.85).
  {
    kind: 'dash',
    pattern: /(?<=\S)[ \u00A0]+(?:-{1,2}|–)[ \u00A0]+(?=\S)/g,
    replace: () => null, // chosen per language below
  },
  { kind: 'numberRange', pattern: /(?<=\d)-(?=\d)/g, replace: (m, t) => (isIsoDate(t, m.index) ? null : '–') },
  { kind: 'quotes', pattern: /"/g, replace: () => null }, // opening or closing, below
  { kind: 'doubleSpace', pattern: /(?<=\S) {2,}(?=\S)/g, replace: () => ' ' },
  // No-break spaces Russian typography asks for: before a dash, after initials and «с.», «т.», «рис.», «№», and
  // between a number and its unit.
  { kind: 'nbsp', pattern: /(?<=\S) (?=—)/g, replace: () => NBSP, langs: ['ru', 'uk'] },
  {
    kind: 'nbsp',
    pattern: /(?<=(?:^|[\s(«"])(?:\p{Lu}|с|т|рис|табл|гл|см|ч|п|№|§|стор|див|p|pp|Fig|No)\.?) (?=[\p{L}\d])/gu,
    replace: (m, t) => (t[m.index - 1] === '.' || /[№§]/.test(t[m.index - 1] ?? '') ? NBSP : null),
  },
  {
    kind: 'nbsp',
    pattern:
      /(?<=\d) (?=(?:%|‰|°C|°|кг|г|мг|км|м|см|мм|мкм|л|мл|с|мин|ч|сут|руб|грн|тыс|млн|млрд|тис|kg|g|mg|km|m|cm|mm|µm|l|ml|s|min|h|Hz|kHz|MHz|GHz|K|V|W)(?![\p{L}]))/gu,
    replace: () => NBSP,
  },
];

function isIsoDate(text: string, at: number): boolean {
  return /\d{4}-\d{2}-\d{2}/.test(text.slice(Math.max(0, at - 7), at + 8));
}

/**
 * Every typographic fix the text needs, each separate so the page can list them and the user
 * can undo any one. Hand-written: the typography libraries (typograf) rewrite the whole text in
 * one pass and cannot say which change is which.
 */
export function cleaningFixes(text: string, lang: TextLang): Fix[] {
  const taken: Fix[] = [];
  const overlaps = (s: number, e: number) => taken.some((f) => s < f.end && e > f.start);
  for (const rule of RULES) {
    if (rule.langs && !rule.langs.includes(lang)) continue;
    rule.pattern.lastIndex = 0;
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      let after: string | null;
      if (rule.kind === 'dash') after = lang === 'en' ? '—' : `${NBSP}— `;
      else if (rule.kind === 'quotes') {
        // Opening after a start, space or bracket; closing otherwise.
        const prev = text[m.index - 1];
        const opening = prev === undefined || /[\s([«„—–-]/.test(prev);
        after = OPEN[lang][opening ? 0 : 1];
      } else after = rule.replace(m, text);
      const start = m.index;
      const end = m.index + m[0].length;
      if (after === null || after === m[0] || overlaps(start, end)) continue;
      taken.push({ id: 0, kind: rule.kind, start, end, before: m[0], after });
    }
  }
  return taken.sort((a, b) => a.start - b.start).map((f, i) => ({ ...f, id: i + 1 }));
}

/** The text with the chosen fixes applied (all of them unless `skip` names some ids). */
export function applyFixes(text: string, fixes: readonly Fix[], skip: ReadonlySet<number> = new Set()): string {
  let out = '';
  let at = 0;
  for (const f of [...fixes].sort((a, b) => a.start - b.start)) {
    if (skip.has(f.id)) continue;
    out += text.slice(at, f.start) + f.after;
    at = f.end;
  }
  return out + text.slice(at);
}
