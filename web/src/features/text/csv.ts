import type { Term } from './types.js';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
function field(value: string | number): string {
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The frequency table as CSV (RFC 4180, CRLF lines, UTF-8 byte-order mark so Excel reads Cyrillic):
 * kind, term, count, share, word forms.
 */
export function frequencyCsv(terms: Term[], bigrams: Term[], trigrams: Term[], header: string[]): string {
  const rows = [
    header,
    ...terms.map((t) => ['word', t.term, t.count, t.share, t.forms.join(' ')]),
    ...bigrams.map((t) => ['bigram', t.term, t.count, t.share, t.forms.join(' | ')]),
    ...trigrams.map((t) => ['trigram', t.term, t.count, t.share, t.forms.join(' | ')]),
  ];
  return `\uFEFF${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}
