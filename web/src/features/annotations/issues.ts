import { type AbstractIssue, abstractTemplate } from '@referent/engine';
import type { TFunction } from 'i18next';
import type { AnnotationInput } from './model.js';

/** An issue of the template check in the interface language (the spec's "maximum words exceeded" among them). */
export function issueText(t: TFunction, a: AnnotationInput, issue: AbstractIssue): string {
  const partId = issue.field.startsWith('sections.') ? issue.field.slice('sections.'.length) : '';
  const part = partId ? t(`annotations.parts.${a.styleType}.${partId}`) : '';
  if (issue.rule === 'maxWords' && part) return t('annotations.issues.partMaxWords', { n: issue.n, part });
  return t(`annotations.issues.${issue.rule}`, { n: issue.n, part });
}

/** The counts shown against the template's maxima. */
export function countLines(
  t: TFunction,
  a: AnnotationInput,
  m: { words: number; chars: number; keywords: number },
): string[] {
  const tpl = abstractTemplate(a.styleType, a.form);
  const out: string[] = [];
  if (tpl.maxWords !== undefined) out.push(t('annotations.counts.wordsOf', { n: m.words, max: tpl.maxWords }));
  else out.push(t('annotations.counts.words', { n: m.words }));
  if (tpl.maxChars !== undefined) out.push(t('annotations.counts.charsOf', { n: m.chars, max: tpl.maxChars }));
  else out.push(t('annotations.counts.chars', { n: m.chars }));
  if (tpl.recommendedChars !== undefined) out.push(t('annotations.counts.recommended', { n: tpl.recommendedChars }));
  if (tpl.guideWords) out.push(t('annotations.counts.guide', { min: tpl.guideWords[0], max: tpl.guideWords[1] }));
  const kw = tpl.keywords;
  if (kw?.min !== undefined && kw.max !== undefined)
    out.push(t('annotations.counts.keywordsRange', { n: m.keywords, min: kw.min, max: kw.max }));
  else if (kw?.max !== undefined) out.push(t('annotations.counts.keywordsOf', { n: m.keywords, max: kw.max }));
  else out.push(t('annotations.counts.keywords', { n: m.keywords }));
  return out;
}
