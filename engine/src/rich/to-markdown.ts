import type { Rich } from './run.js';

function escapeMarkdown(s: string): string {
  return s.replace(/([\\`*_[\]<>])/g, '\\$1');
}

/**
 * An address as a Markdown link target: brackets, white space and angle brackets
 * percent-encoded, so the address cannot end the link early and start markup of its own
 * (encodeURIComponent leaves "(" and ")" as they are).
 */
function linkTarget(href: string): string {
  return href.replace(/[()<>\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/** Renders a reference as Markdown: `*italic*`, `**bold**`, `[text](url)`. */
export function toMarkdown(runs: Rich): string {
  return runs
    .map((run) => {
      const raw = run.text;
      const lead = raw.match(/^\s*/)?.[0] ?? '';
      const trail = raw.match(/\s*$/)?.[0] ?? '';
      let md = escapeMarkdown(raw.trim());
      if (md === '') return raw;
      if (run.marks?.includes('italic')) md = `*${md}*`;
      if (run.marks?.includes('bold')) md = `**${md}**`;
      // Only web and e-mail links: a Markdown viewer would make javascript: live too.
      if (run.href && /^(https?:|mailto:)/i.test(run.href)) md = `[${md}](${linkTarget(run.href)})`;
      return lead + md + trail;
    })
    .join('');
}
