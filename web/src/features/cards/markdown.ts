import DOMPurify from 'dompurify';
import { Marked } from 'marked';

/**
 * A card body as HTML: Markdown by `marked`, then sanitised by DOMPurify (a body is the
 * person's own text, but imported notes come from anywhere). `[[1-2]]` becomes a link to
 * the card with that number when it exists, and struck-through inactive text when the card
 * was deleted (`[[!1-2]]`) or never existed.
 */
const marked = new Marked({ gfm: true, breaks: true });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

export function renderBody(
  body: string,
  hrefOf: (number: string) => string | undefined,
  inactiveTitle: string,
): string {
  const withLinks = body.replace(/\[\[(!?)(\d+(?:-\d+)*)\]\]/g, (_whole, dead: string, number: string) => {
    const href = dead ? undefined : hrefOf(number);
    return href
      ? `<a class="zettel-link" data-zettel="${number}" href="${escapeHtml(href)}">[[${number}]]</a>`
      : `<s class="zettel-dead" title="${escapeHtml(inactiveTitle)}">[[${number}]]</s>`;
  });
  const html = marked.parse(withLinks, { async: false });
  return DOMPurify.sanitize(html, { ADD_ATTR: ['data-zettel'] });
}
