import { ownEntry } from '../../model/own-entry.js';
import { unescapeXml } from '../labelled-set.js';
import type { TrainingSequence } from './perceptron.js';
import { tokenize } from './tokens.js';

/**
 * AnyStyle's labelled XML as token sequences for training: each segment's words take its tag.
 * Tags too rare to learn are merged into the nearest field the parser uses.
 */
export const MODEL_LABELS = [
  'author',
  'editor',
  'date',
  'title',
  'container-title',
  'journal',
  'volume',
  'pages',
  'edition',
  'location',
  'publisher',
  'note',
  'url',
] as const;

/**
 * Tags merged into the label whose role they share for the parser, which reads none of them
 * apart: fewer labels make decoding cheaper (its cost grows with their square).
 */
export const MERGED: Record<string, string> = {
  director: 'author',
  producer: 'author',
  translator: 'editor',
  doi: 'url',
  issue: 'volume',
  'citation-number': 'note',
  'collection-title': 'note',
  genre: 'note',
  source: 'note',
  medium: 'note',
  dataset: 'note',
  isbn: 'note',
};

export interface LabelledSequence extends TrainingSequence {
  text: string;
}

/** AnyStyle's sequences as [tag, value] segments, values unescaped with white space collapsed. */
export function readSegments(xml: string): [string, string][][] {
  const out: [string, string][][] = [];
  for (const seq of xml.matchAll(/<sequence>([\s\S]*?)<\/sequence>/g)) {
    const segs: [string, string][] = [];
    for (const m of (seq[1] ?? '').matchAll(/<([a-z-]+)>([\s\S]*?)<\/\1>/g)) {
      const value = unescapeXml((m[2] ?? '').replace(/\s+/g, ' ').trim());
      if (value) segs.push([m[1] as string, value]);
    }
    if (segs.length) out.push(segs);
  }
  return out;
}

export function readSequences(xml: string): LabelledSequence[] {
  const out: LabelledSequence[] = [];
  const known = new Set<string>(MODEL_LABELS);
  for (const segs of readSegments(xml)) {
    const parts: string[] = [];
    const labels: string[] = [];
    for (const [raw, value] of segs) {
      const tag = ownEntry(MERGED, raw) ?? raw;
      const label = known.has(tag) ? tag : 'note';
      parts.push(value);
      for (const _ of tokenize(value)) labels.push(label);
    }
    const text = parts.join(' ');
    out.push({ text, tokens: tokenize(text), labels });
  }
  return out;
}
