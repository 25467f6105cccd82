import type { SequenceModel } from './sequence-model.js';
import { type Token, tokenize } from './tokens.js';

/** A run of tokens with one label, as text, with the model's certainty about it (0–1). */
export interface Span {
  label: string;
  text: string;
  start: number;
  end: number;
  confidence: number;
}

/**
 * Score margins become a confidence by `m / (m + MARGIN_HALF)`: a span whose weakest token
 * wins over its next-best label by MARGIN_HALF (in weight units; one perceptron update is 1)
 * reads as 0.5, one that wins by 19 × MARGIN_HALF as 0.95.
 */
const MARGIN_HALF = 4;

/** Labels a reference and joins equal neighbours into spans. */
export function labelSpans(model: SequenceModel, text: string, hints?: (tokens: Token[]) => string[]): Span[] {
  const tokens = tokenize(text);
  if (!tokens.length) return [];
  const { labels, margins } = model.label(tokens, hints?.(tokens));
  const spans: Span[] = [];
  let from = 0;
  for (let i = 1; i <= tokens.length; i++) {
    if (i < tokens.length && labels[i] === labels[from]) continue;
    let weakest = margins[from]!;
    for (let k = from + 1; k < i; k++) weakest = Math.min(weakest, margins[k]!);
    spans.push({
      label: labels[from]!,
      text: text.slice(tokens[from]!.start, tokens[i - 1]!.end),
      start: tokens[from]!.start,
      end: tokens[i - 1]!.end,
      confidence: Math.round((weakest / (weakest + MARGIN_HALF)) * 100) / 100,
    });
    from = i;
  }
  return spans;
}
