import type { Draft } from '../draft.js';
import type { Token } from './tokens.js';

/**
 * What the hand-written rules read, as one hint per token (`title`, `author`, `container`,
 * `year`, `publisher`, `place`, or `-`): the model takes them as features, so it learns where
 * the rules are right and where they are not (stacking), instead of starting from nothing.
 * A field is located by the first place its text appears in the string.
 */
export function ruleHints(text: string, tokens: Token[], d: Draft): string[] {
  const hints = tokens.map(() => '-');
  const mark = (start: number, end: number, hint: string): void => {
    tokens.forEach((t, i) => {
      if (t.end > start && t.start < end && hints[i] === '-') hints[i] = hint;
    });
  };
  const markText = (value: string | undefined, hint: string): void => {
    if (!value || value.length < 2) return;
    const at = text.indexOf(value);
    if (at >= 0) mark(at, at + value.length, hint);
  };
  markText(d.title, 'title');
  markText(d.container, 'container');
  // Authors: from the first to the last surname the rules read, where each first appears.
  let from = -1;
  let to = -1;
  for (const p of d.authors) {
    const surname = typeof p.surname === 'string' ? p.surname : '';
    const at = surname.length > 1 ? text.indexOf(surname) : -1;
    if (at < 0) continue;
    from = from < 0 ? at : Math.min(from, at);
    to = Math.max(to, at + surname.length);
  }
  if (from >= 0) mark(from, to, 'author');
  markText(d.organisation, 'author');
  if (d.year) {
    const at = text.search(new RegExp(`(?<!\\d)${d.year}(?!\\d)`, 'u'));
    if (at >= 0) mark(at, at + 4, 'year');
  }
  markText(d.publisher, 'publisher');
  markText(d.place, 'place');
  return hints;
}
