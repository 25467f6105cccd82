import { cleanReference, startsUnnumbered } from '@referent/engine';
import type { Manuscript } from './manuscript.js';

/** One entry of the reference list: its text as written, its number if it has one, where it starts and ends. */
export interface ListEntry {
  text: string;
  /** The entry's own number (`1.`, `[1]`), or its `\bibitem` key. */
  label?: string;
  line: number;
  /** Index into the manuscript's lines of the first and last line of the entry. */
  from: number;
  to: number;
}

export interface ReferenceList {
  /** The heading that opens the list, if one was found. */
  heading?: string;
  entries: ListEntry[];
  /** The manuscript's text before the list, where in-text citations are. */
  body: string;
}

/**
 * Headings of a reference list in English, Russian and Ukrainian, as a line of their own
 * (Markdown `#` or LaTeX `\section{…}` around them, a colon or a number before them allowed).
 */
const HEADING =
  /^\s*(?:#{1,6}\s*|\\(?:section|chapter|subsection)\*?\{)?\s*(?:\d+\.?\s*)?(References|Reference list|Bibliography|Works cited|Literature cited|Literature|Sources|Список\s+(?:использованн(?:ой|ых)\s+)?(?:литературы|источников)|Список\s+використан(?:ої|их)\s+(?:літератури|джерел)|Список\s+літератури|Библиографический\s+список|Бібліографічний\s+список|Литература|Література|Библиография|Бібліографія|Використані\s+джерела|Использованные\s+источники)\s*:?\s*\}?\s*$/iu;

/** A line that ends the list: another heading (Markdown, LaTeX) or an appendix. */
const NEXT_SECTION =
  /^\s*(?:#{1,6}\s|\\(?:section|chapter|end\{document\}|appendix)|(?:Appendix|Приложение|Додаток|Додатки|Приложения)\b)/u;

const NUMBER = /^\s*(?:\[(\d{1,4})\]|(\d{1,4})[.)])\s+/u;

/**
 * Finds the reference list in a manuscript. LaTeX: the `\bibitem`s of `thebibliography`.
 * Otherwise the lines after the last heading that names a reference list, up to the next
 * heading; a plain list (standard input, or a file without such a heading) is all of it.
 * Entries are one per line (paragraph), or per number when the list is numbered and an entry
 * runs over several lines (an unnumbered line that reads as a reference of its own still starts one).
 */
export function findReferenceList(m: Manuscript): ReferenceList {
  if (m.kind === 'latex') return bibitems(m);
  let start = -1;
  m.lines.forEach((l, i) => {
    if (HEADING.test(l.text)) start = i;
  });
  const heading =
    start >= 0 ? m.lines[start]?.text.replace(/^[#\s\\{]+|[}\s:]+$/gu, '').replace(/^section\*?\{/u, '') : undefined;
  let end = m.lines.length;
  for (let i = start + 1; i < m.lines.length; i++) {
    if (NEXT_SECTION.test(m.lines[i]?.text ?? '')) {
      end = i;
      break;
    }
  }
  const listLines = m.lines.slice(start + 1, end);
  const numbered = listLines.filter((l) => NUMBER.test(l.text)).length >= 2;
  const entries: ListEntry[] = [];
  let current: { parts: string[]; from: number; to: number } | undefined;
  const flush = () => {
    if (!current) return;
    const raw = current.parts.join('\n');
    const n = NUMBER.exec(raw);
    const label = n ? (n[1] ?? n[2]) : undefined;
    // Markdown list markers and emphasis are the manuscript's, not the reference's.
    const text = cleanReference(
      raw
        .replace(/^\s*(?:[-*+]\s+)/u, '')
        .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/gu, '$2')
        .replace(/\[([^\]]+)\]\((https?:[^)]+)\)/gu, (_, t: string, u: string) => (t === u ? u : `${t} ${u}`)),
    );
    if (text)
      entries.push({
        text,
        ...(label ? { label } : {}),
        line: m.lines[current.from]?.line ?? 0,
        from: current.from,
        to: current.to,
      });
    current = undefined;
  };
  listLines.forEach((l, k) => {
    const i = start + 1 + k;
    if (!l.text.trim()) {
      flush();
      return;
    }
    // An unnumbered line continues the numbered entry before it, unless it reads as a reference
    // of its own (lists numbered only in part: the engine's `startsUnnumbered`).
    if (numbered && current && !NUMBER.test(l.text) && !startsUnnumbered(current.parts.join('\n'), l.text.trim())) {
      current.parts.push(l.text);
      current.to = i;
      return;
    }
    flush();
    current = { parts: [l.text], from: i, to: i };
  });
  flush();
  const body = m.lines
    .slice(0, Math.max(start, 0))
    .map((l) => l.text)
    .join('\n');
  return { ...(heading ? { heading } : {}), entries, body };
}

/** `\bibitem[label]{key} text` entries of `thebibliography`, with the body before it. */
function bibitems(m: Manuscript): ReferenceList {
  const entries: ListEntry[] = [];
  let begin = m.lines.findIndex((l) => /\\begin\{thebibliography\}/.test(l.text));
  let current: { key: string; parts: string[]; from: number; to: number } | undefined;
  const flush = () => {
    if (current) {
      const text = cleanReference(latexToText(current.parts.join(' ')));
      if (text)
        entries.push({
          text,
          label: current.key,
          line: m.lines[current.from]?.line ?? 0,
          from: current.from,
          to: current.to,
        });
    }
    current = undefined;
  };
  if (begin < 0) begin = m.lines.findIndex((l) => /\\bibitem/.test(l.text)) - 1;
  for (let i = Math.max(begin, 0); i < m.lines.length; i++) {
    const t = m.lines[i]?.text ?? '';
    if (/\\end\{thebibliography\}/.test(t)) break;
    const item = /\\bibitem(?:\[[^\]]*\])?\{([^}]*)\}\s*(.*)$/.exec(t);
    if (item) {
      flush();
      current = { key: item[1] ?? '', parts: [item[2] ?? ''], from: i, to: i };
    } else if (current && t.trim() && !/^\s*%/.test(t)) {
      current.parts.push(t);
      current.to = i;
    }
  }
  flush();
  const body = m.lines
    .slice(0, Math.max(begin, 0))
    .map((l) => l.text)
    .join('\n');
  return { heading: 'thebibliography', entries, body };
}

/** The text of a `\bibitem`: common markup dropped, TeX dashes and quotes as characters. */
export function latexToText(tex: string): string {
  return tex
    .replace(/\\newblock\s*/g, ' ')
    .replace(/\\(?:emph|textit|textbf|textsc|textrm|mbox|url|href\{[^}]*\})\{([^{}]*)\}/g, '$1')
    .replace(/\\(?:em|it|bf|sc)\s+/g, '')
    .replace(/\{\\(?:em|it|bf|sc)\s+([^{}]*)\}/g, '$1')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/\\&/g, '&')
    .replace(/\\[,;]/g, ' ')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
