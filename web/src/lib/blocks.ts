import type { Block } from '@referent/docx';
import { escapeHtml, type Run } from '@referent/engine';

/**
 * The author tools' documents (see @referent/docx `Block`) as HTML for the screen and the
 * clipboard, and as plain text. Only escaping and mapping happen here.
 */
function runHtml(run: Run): string {
  let html = escapeHtml(run.text);
  if (run.marks?.includes('italic')) html = `<em>${html}</em>`;
  if (run.marks?.includes('bold')) html = `<strong>${html}</strong>`;
  return html;
}

export function blocksToHtml(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.kind === 'heading') {
        const tag = b.level === 2 ? 'h4' : 'h3';
        return `<${tag}${b.align === 'center' ? ' style="text-align:center"' : ''}>${escapeHtml(b.text)}</${tag}>`;
      }
      if (b.kind === 'paragraph') {
        const style = [
          b.align === 'center' ? 'text-align:center' : b.align === 'justify' ? 'text-align:justify' : '',
          b.firstLine ? 'text-indent:2em' : '',
        ]
          .filter(Boolean)
          .join(';');
        return `<p${style ? ` style="${style}"` : ''}>${b.runs.map(runHtml).join('')}</p>`;
      }
      const head = b.header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
      const rows = b.rows.map((r) => `<tr>${r.map((c) => `<td>${escapeHtml(c)}</td>`).join('')}</tr>`).join('');
      return `<table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
    })
    .join('\n');
}

export function blocksToText(blocks: Block[]): string {
  return blocks
    .map((b) => {
      if (b.kind === 'heading') return b.text;
      if (b.kind === 'paragraph') return b.runs.map((r) => r.text).join('');
      return [b.header, ...b.rows].map((r) => r.join('\t')).join('\n');
    })
    .join('\n\n');
}
