import type { Block } from '@referent/docx';
import { MAX_SCORE, weightedScore } from '@referent/engine';
import type { TFunction } from 'i18next';
import type { ReviewInput } from './model.js';
import { type CheckedReference, checkReferences, type Flag } from './reference-check.js';

/** A flag in words. */
export function flagText(t: TFunction, f: Flag): string {
  if (f.kind === 'duplicate') return t('rating.check.duplicate', { n: f.of });
  if (f.kind === 'missing' || f.kind === 'format') {
    return t(`rating.check.${f.kind}`, { field: t(`rating.check.fields.${f.field ?? 'other'}`) });
  }
  return t(`rating.check.${f.kind}`);
}

/** One checked reference as a line: its number, its text and its flags (or "no remarks"). */
export function checkedLine(t: TFunction, r: CheckedReference): string {
  const flags = r.flags.length ? r.flags.map((f) => flagText(t, f)).join('; ') : t('rating.check.ok');
  return `${r.n}. ${r.text} — ${flags}`;
}

/**
 * The review as a document, in the reviewer's interface language: the manuscript, the
 * criteria table (weight, score, comment), the overall score, the recommendation, the
 * general comment and the reference-list check.
 */
export function reviewDocument(t: TFunction, r: ReviewInput, now = new Date()): Block[] {
  const overall = weightedScore(r.criteria);
  const out: Block[] = [{ kind: 'heading', text: t('rating.doc.heading'), align: 'center' }];
  const meta: [string, string][] = [
    [t('rating.fields.title'), r.title],
    [t('rating.fields.authors'), r.authors],
    [t('rating.fields.journal'), r.journal],
  ];
  for (const [label, value] of meta) {
    if (value.trim())
      out.push({ kind: 'paragraph', runs: [{ text: `${label}: `, marks: ['bold'] }, { text: value.trim() }] });
  }
  out.push({
    kind: 'table',
    header: [t('rating.doc.criterion'), t('rating.doc.weight'), t('rating.doc.score'), t('rating.doc.comment')],
    rows: r.criteria.map((c) => [
      t(`rating.criteria.${c.id}`, { defaultValue: c.id }),
      String(c.weight),
      `${c.score} / ${MAX_SCORE}`,
      c.comment,
    ]),
    widths: [22, 10, 10, 58],
  });
  out.push({
    kind: 'paragraph',
    runs: [
      { text: `${t('rating.overall')}: `, marks: ['bold'] },
      { text: overall === null ? '—' : `${overall} / ${MAX_SCORE}` },
    ],
  });
  out.push({
    kind: 'paragraph',
    runs: [
      { text: `${t('rating.recommendation')}: `, marks: ['bold'] },
      { text: r.recommendation ? t(`rating.recommendations.${r.recommendation}`) : '—' },
    ],
  });
  if (r.comment.trim()) {
    out.push({ kind: 'heading', text: t('rating.fields.comment'), level: 2 });
    out.push({ kind: 'paragraph', runs: [{ text: r.comment.trim() }] });
  }
  const checked = checkReferences(r.references, now);
  if (checked.length) {
    out.push({ kind: 'heading', text: t('rating.check.heading'), level: 2 });
    for (const c of checked) out.push({ kind: 'paragraph', runs: [{ text: checkedLine(t, c) }] });
  }
  return out;
}
