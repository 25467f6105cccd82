// Synthetic training strings for the parser's sequence model (issue 15): the format fixtures'
// publications formatted in the engine's Latin-script styles, each token labelled from the
// publication's known fields. The model trained on PDF strings alone cut the engine's own
// hosts short ("IEEE Transactions" of "IEEE Transactions on Electron Devices"); these teach
// it how the engine writes them. Only publications in the training half (by a hash of the
// input) are used, so the round trip can still be read on publications the model never saw.
import { createHash } from 'node:crypto';
import { goldenInputs } from './golden-inputs.mjs';

/** Styles that write a Latin-script reference the model reads (GOST/DSTU go to the rules). */
const STYLES = ['iso', 'apa', 'apa7', 'ieee', 'mla', 'chicago', 'harvard', 'acs', 'mhra', 'gsa', 'asa', 'vancouver'];

/** Words that open the field after them: labelled as that field, as AnyStyle does. */
const LEADS = /^(?:in:?|pp?\.|pages|vol\.?|volume|no\.|nos?\.|issue|doi:?|available|retrieved|from|url:?)$/iu;

const str = (v) => (v === undefined || v === null ? '' : String(v).trim());

/** The training half of the fixture publications: a hash of the input, even or odd. */
export const inTrainingHalf = (input) =>
  Number.parseInt(
    createHash('sha256')
      .update(`synthetic:${JSON.stringify(input)}`)
      .digest('hex')
      .slice(0, 8),
    16,
  ) %
    2 ===
  0;

/** Where `value` first appears in `text` at or after `from`, ignoring case; -1 when nowhere. */
function find(text, value, from = 0) {
  if (!value || value.length < 1) return -1;
  return text.toLowerCase().indexOf(value.toLowerCase(), from);
}

/**
 * One formatted string's labels: each known field marks the tokens it covers; a token no field
 * covers takes the next field's label when it leads it (`In`, `pp.`, `Vol.`), else the
 * previous token's when it is only punctuation or `et al.`, else `note`.
 */
/** `undefined` when the authors cannot be found (an organisation, a transliteration). */
export function labelFormatted(text, tokens, p) {
  const labels = tokens.map(() => '');
  const mark = (start, end, label) => {
    tokens.forEach((t, i) => {
      if (t.end > start && t.start < end && !labels[i]) labels[i] = label;
    });
  };
  const markValue = (value, label) => {
    const at = find(text, value);
    if (at >= 0) mark(at, at + value.length, label);
    return at;
  };
  // Authors: from the first surname to the last; the string's head when they start it (given
  // names first), and on over the initials, given names and `et al.` that follow the last.
  const people = p.authors?.['1'] ?? [];
  const given = new Set(
    people
      .flatMap((q) => [q.name, q.fathername].map(str))
      .flatMap((n) => n.split(/[\s.-]+/u))
      .filter(Boolean),
  );
  let from = -1;
  let to = -1;
  for (const person of people) {
    const at = find(text, str(person.surname));
    if (at < 0 || !str(person.surname)) continue;
    from = from < 0 ? at : Math.min(from, at);
    to = Math.max(to, at + str(person.surname).length);
  }
  if (people.length && (from < 0 || from > 30)) return undefined;
  if (from >= 0) {
    if (from < 30) from = 0;
    for (const t of tokens) {
      if (t.start < to) continue;
      const core = t.text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      if (t.start > to + 2 || !(given.has(core) || /^(?:et|al|and|others)$/u.test(core) || /^\p{Lu}$/u.test(core)))
        break;
      to = t.end;
    }
    mark(from, to, 'author');
  }
  // A title or host the style abbreviated or transliterated cannot be labelled: the string is left out.
  if (markValue(str(p.title?.publicationTitle), 'title') < 0) return undefined;
  const host = str(p.host?.title);
  if (host && markValue(host, 'container-title') < 0) return undefined;
  if (!host && str(p.series?.series) && markValue(str(p.series.series), 'journal') < 0) return undefined;
  for (const e of p.host?.editors ?? []) {
    const at = str(e.surname).length > 1 ? text.indexOf(str(e.surname)) : -1;
    if (at >= 0) mark(at, at + str(e.surname).length, 'editor');
  }
  const year = str(p.outputData?.year);
  markValue(year, 'date');
  for (const v of [p.host?.volume, p.series?.volume, p.series?.issue, p.series?.number].map(str))
    if (v) {
      const at = text.search(
        new RegExp(`(?<![\\d\\p{L}])${v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d\\p{L}])`, 'u'),
      );
      if (at >= 0) mark(at, at + v.length, 'volume');
    }
  const pages = str(p.physical?.pages);
  if (pages) {
    const at = find(text, pages.split(/[-–]/u)[0]);
    if (at >= 0) mark(at, at + pages.length, 'pages');
  }
  markValue(str(p.outputData?.publisher), 'publisher');
  markValue(str(p.outputData?.editionPlace), 'location');
  markValue(str(p.accessData?.link), 'url');
  for (let i = tokens.length - 1; i >= 0; i--)
    if (!labels[i] && LEADS.test(tokens[i].text) && labels[i + 1]) labels[i] = labels[i + 1];
  for (let i = 0; i < tokens.length; i++) {
    if (labels[i]) continue;
    const w = tokens[i].text;
    const punctuation = !/[\p{L}\p{N}]/u.test(w) || /^(?:et|al\.?,?)$/u.test(w);
    labels[i] = punctuation && i > 0 ? labels[i - 1] : 'note';
  }
  return labels;
}

/** The synthetic sequences: text, tokens and labels, for the training half of the publications. */
export function syntheticSequences(root, format, tokenize) {
  const out = [];
  for (const { golden } of goldenInputs(root)) {
    const input = golden.input;
    if (!inTrainingHalf(input)) continue;
    for (const style of STYLES) {
      let text;
      try {
        text = format(input, style).text;
      } catch {
        continue;
      }
      text = text.replace(/\s+/gu, ' ').trim();
      // Only what the model reads: Latin-script strings.
      if (!text || /[\u0400-\u04FF]/u.test(text)) continue;
      const tokens = tokenize(text);
      const labels = labelFormatted(text, tokens, input);
      if (labels && labels[0] !== 'note') out.push({ text, tokens, labels });
    }
  }
  return out;
}
