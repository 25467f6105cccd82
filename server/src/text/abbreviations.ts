import type { TextLang } from './language.js';
import { stopwords } from './stopwords.js';
import { tokens } from './tokens.js';

/** An abbreviation of the text, where it is first used and where (and how) it is expanded. */
export interface Abbreviation {
  abbr: string;
  expansion: string | null;
  /** 'text': expanded in the text; 'dictionary': from the user's term dictionary. */
  from: 'text' | 'dictionary' | null;
  count: number;
  firstUse: number;
  expandedAt: number | null;
  /** ok; usedBeforeExpansion (first used before the expansion); unexpanded (never expanded). */
  status: 'ok' | 'usedBeforeExpansion' | 'unexpanded';
}

/** Two or more capitals (Latin or Cyrillic), maybe with digits or a hyphen: ВАК, UDC, COVID-19, НИИ. */
const ABBR = /(?<![\p{L}\d])\p{Lu}[\p{Lu}\d]*\p{Lu}(?:-\d+)?(?![\p{L}\d])/gu;
/** Roman numerals are not abbreviations (XX век, Part IV). */
const ROMAN = /^[IVXLCDM]+$/;

/**
 * Finds abbreviations and their first expansion in either order — "Universal Decimal
 * Classification (UDC)" or «ВАК (Высшая аттестационная комиссия)» — by matching the letters of
 * the abbreviation to the initial letters of the words next to the brackets (small words like
 * «и», "of" may be skipped). `dictionary` (abbreviation → expansion) fills in the rest.
 */
export function abbreviations(text: string, lang: TextLang, dictionary: Record<string, string> = {}): Abbreviation[] {
  const found = new Map<string, Abbreviation>();
  for (const m of text.matchAll(ABBR)) {
    const abbr = m[0];
    if (ROMAN.test(abbr) || abbr.length > 12) continue;
    const a = found.get(abbr) ?? {
      abbr,
      expansion: null,
      from: null,
      count: 0,
      firstUse: m.index,
      expandedAt: null,
      status: 'ok',
    };
    a.count++;
    if (a.expansion === null) {
      const expansion = expansionAround(text, m.index, abbr, lang);
      if (expansion) {
        a.expansion = expansion;
        a.from = 'text';
        a.expandedAt = m.index;
      }
    }
    found.set(abbr, a);
  }
  for (const a of found.values()) {
    if (a.expansion === null && dictionary[a.abbr]) {
      a.expansion = dictionary[a.abbr] ?? null;
      a.from = 'dictionary';
    } else if (a.expansion === null) a.status = 'unexpanded';
    if (a.from === 'text' && a.expandedAt !== null && a.firstUse < a.expandedAt) a.status = 'usedBeforeExpansion';
  }
  return [...found.values()].sort((x, y) => x.firstUse - y.firstUse);
}

/** The expansion next to this use of the abbreviation, if the text gives one there. */
function expansionAround(text: string, at: number, abbr: string, lang: TextLang): string | null {
  const letters = [...abbr.replace(/-\d+$/, '').replace(/\d/g, '')].map((c) => c.toLocaleLowerCase());
  // "words (ABBR)": the abbreviation in brackets right after its expansion.
  if (/\(\s*$/.test(text.slice(Math.max(0, at - 3), at))) {
    const before = text.slice(Math.max(0, at - 300), at).replace(/\s*\(\s*$/, '');
    const words = tokens(before);
    const match = matchInitials(
      words.map((w) => w.word),
      letters,
      lang,
      'backward',
    );
    if (match !== null) return before.slice(words[words.length - match]?.start ?? 0).trim();
  }
  // "ABBR (words)": the expansion in brackets right after the abbreviation.
  const after = /^\s*\(([^()]{3,300})\)/u.exec(text.slice(at + abbr.length));
  if (after?.[1]) {
    const words = tokens(after[1]).map((w) => w.word);
    if (matchInitials(words, letters, lang, 'forward') === words.length) return after[1].trim();
  }
  return null;
}

/**
 * How many words (counted from the brackets) spell the abbreviation with their first letters,
 * or null. A word may also give two letters (ВАК ← «высшая аттестационная комиссия»; НИИ ←
 * «научно-исследовательский институт» via the hyphen's parts).
 */
function matchInitials(
  words: string[],
  letters: string[],
  lang: TextLang,
  direction: 'backward' | 'forward',
): number | null {
  const small = stopwords(lang);
  const parts = (w: string) => w.split('-').map((p) => p[0]?.toLocaleLowerCase() ?? '');
  const seq = direction === 'backward' ? [...words].reverse() : words;
  const want = direction === 'backward' ? [...letters].reverse() : [...letters];
  let i = 0;
  let used = 0;
  for (const w of seq) {
    if (i >= want.length) break;
    used++;
    let initials = parts(w);
    if (direction === 'backward') initials = initials.reverse();
    const fits = initials.every((c, k) => want[i + k] === c) && i + initials.length <= want.length;
    if (fits) i += initials.length;
    else if (initials[0] === want[i]) i += 1;
    else if (small.has(w.toLocaleLowerCase()) && used > 1) continue;
    else return null;
  }
  return i === want.length ? used : null;
}

/**
 * The thesis "list of abbreviations": alphabetical, Cyrillic before Latin (ГОСТ 7.32-2017 §5.4 lists
 * abbreviations in the order of the alphabet of the text's language), each with its expansion.
 */
export function abbreviationList(items: Abbreviation[], lang: TextLang): { abbr: string; expansion: string }[] {
  const cyr = (s: string) => /^\p{Script=Cyrillic}/u.test(s);
  const locale = lang === 'uk' ? 'uk' : lang === 'ru' ? 'ru' : 'en';
  return items
    .filter((a): a is Abbreviation & { expansion: string } => a.expansion !== null)
    .map((a) => ({ abbr: a.abbr, expansion: a.expansion }))
    .sort((a, b) =>
      lang === 'en'
        ? a.abbr.localeCompare(b.abbr, 'en')
        : Number(cyr(b.abbr)) - Number(cyr(a.abbr)) || a.abbr.localeCompare(b.abbr, locale),
    );
}
