import type { ReactNode } from 'react';

/** A stretch of the text to mark, with a tooltip and an accessible label. */
export interface Mark {
  start: number;
  end: number;
  title?: string;
}

/**
 * The text with the given stretches in <mark>; later marks that overlap an earlier one are
 * skipped. Line breaks are kept (white-space: pre-wrap in the style).
 */
export function Highlighted({ text, marks, label }: { text: string; marks: Mark[]; label: string }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const m of [...marks].sort((a, b) => a.start - b.start)) {
    if (m.start < at || m.end > text.length) continue;
    if (m.start > at) parts.push(text.slice(at, m.start));
    parts.push(
      <mark key={m.start} title={m.title}>
        {text.slice(m.start, m.end)}
      </mark>,
    );
    at = m.end;
  }
  parts.push(text.slice(at));
  return (
    <section className="text-highlighted" aria-label={label}>
      {parts}
    </section>
  );
}
