import { type AbstractForm, type AbstractStyle, abstractTemplate } from './abstract-templates.js';

/**
 * Words as a word processor counts them: runs of non-space characters holding a letter or a
 * digit (a lone dash or bullet is not a word).
 * @example countWords('Language – as use') // 3
 */
export function countWords(text: string): number {
  return text.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/**
 * Printed characters (GOST "печатные знаки"): every character, spaces included, with runs of
 * white space counted once and the ends trimmed.
 * @example countChars('  a  b ') // 3
 */
export function countChars(text: string): number {
  return [...text.replace(/\s+/gu, ' ').trim()].length;
}

/** Keywords as typed: separated by semicolons or commas. */
export function splitKeywords(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[;,]/u)
    .map((k) => k.trim())
    .filter(Boolean);
}

/** What an abstract holds, as the tool and the API carry it. */
export interface AbstractContent {
  styleType: AbstractStyle;
  form?: AbstractForm;
  keywords?: string;
  paperType?: string;
  sections: Record<string, string | undefined>;
}

export interface AbstractMeasure {
  words: number;
  chars: number;
  keywords: number;
  /** Words per part, for parts with their own maximum. */
  partWords: Record<string, number>;
}

/** The counts the template's limits are measured in. */
export function measureAbstract(a: AbstractContent): AbstractMeasure {
  const tpl = abstractTemplate(a.styleType, a.form);
  const texts = tpl.parts.map((p) => a.sections[p.id] ?? '');
  const extra = tpl.countsKeywords ? [a.keywords ?? '', a.paperType ?? ''] : [];
  const partWords = Object.fromEntries(tpl.parts.map((p) => [p.id, countWords(a.sections[p.id] ?? '')]));
  return {
    words: [...texts, ...extra].reduce((n, s) => n + countWords(s), 0),
    chars: countChars(texts.join(' ')),
    keywords: splitKeywords(a.keywords).length,
    partWords,
  };
}

/**
 * A broken limit. `error`s refuse a save (spec §5 "word or character maxima enforced");
 * `warning`s are advice the template gives (a required Emerald part still empty, fewer APA
 * keywords than recommended, a реферат longer than the recommended 850 characters).
 */
export interface AbstractIssue {
  field: string;
  rule: 'maxWords' | 'maxChars' | 'maxKeywords' | 'minKeywords' | 'required' | 'recommendedChars' | 'guideWords';
  severity: 'error' | 'warning';
  /** The limit broken. */
  n: number;
}

/**
 * Checks an abstract against its template's limits.
 * @example checkAbstract({ styleType: 'APA', sections: { abstract: 'word '.repeat(251) } })
 * // [{ field: 'sections', rule: 'maxWords', severity: 'error', n: 250 }, …]
 */
export function checkAbstract(a: AbstractContent): AbstractIssue[] {
  const tpl = abstractTemplate(a.styleType, a.form);
  const m = measureAbstract(a);
  const issues: AbstractIssue[] = [];
  for (const part of tpl.parts) {
    const words = m.partWords[part.id] ?? 0;
    if (part.maxWords !== undefined && words > part.maxWords) {
      issues.push({ field: `sections.${part.id}`, rule: 'maxWords', severity: 'error', n: part.maxWords });
    }
    if (part.required && tpl.parts.length > 1 && words === 0) {
      issues.push({ field: `sections.${part.id}`, rule: 'required', severity: 'warning', n: 0 });
    }
  }
  if (tpl.maxWords !== undefined && m.words > tpl.maxWords) {
    issues.push({ field: 'sections', rule: 'maxWords', severity: 'error', n: tpl.maxWords });
  }
  if (tpl.maxChars !== undefined && m.chars > tpl.maxChars) {
    issues.push({ field: 'sections', rule: 'maxChars', severity: 'error', n: tpl.maxChars });
  } else if (tpl.recommendedChars !== undefined && m.chars > tpl.recommendedChars) {
    issues.push({ field: 'sections', rule: 'recommendedChars', severity: 'warning', n: tpl.recommendedChars });
  }
  if (tpl.guideWords && m.words > 0 && m.words < tpl.guideWords[0]) {
    issues.push({ field: 'sections', rule: 'guideWords', severity: 'warning', n: tpl.guideWords[0] });
  }
  const kw = tpl.keywords;
  if (kw?.max !== undefined && m.keywords > kw.max) {
    issues.push({ field: 'keywords', rule: 'maxKeywords', severity: kw.enforced ? 'error' : 'warning', n: kw.max });
  }
  if (kw?.min !== undefined && m.keywords < kw.min) {
    issues.push({ field: 'keywords', rule: 'minKeywords', severity: 'warning', n: kw.min });
  }
  return issues;
}
