import type { Rich } from './run.js';

function escapeMarkdown(s: string): string {
  return s.replace(/([\\`*_[\]<>])/g, '\\$1');
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
      if (run.href && /^(https?:|mailto:)/i.test(run.href))
        md = `[${md}](${run.href.replace(/[()]/g, encodeURIComponent)})`;
      return lead + md + trail;
    })
    .join('');
}
