import type { Mark, Rich } from './run.js';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const TAGS: Record<Mark, [string, string]> = {
  italic: ['<i>', '</i>'],
  bold: ['<b>', '</b>'],
  smallCaps: ['<span style="font-variant:small-caps">', '</span>'],
};

function safeHref(href: string): string | undefined {
  return /^(https?:|mailto:)/i.test(href) ? href : undefined;
}

/**
 * Renders a reference as escaped HTML: `<i>`, `<b>`, small caps, `<a href>`.
 * @example toHtml([{ text: 'Nature', marks: ['italic'] }]) // '<i>Nature</i>'
 */
export function toHtml(runs: Rich): string {
  return runs
    .map((run) => {
      let html = escapeHtml(run.text);
      for (const mark of run.marks ?? []) html = TAGS[mark][0] + html + TAGS[mark][1];
      const href = run.href && safeHref(run.href);
      return href ? `<a href="${escapeHtml(href)}">${html}</a>` : html;
    })
    .join('');
}
