import type { Draft } from './draft.js';

/**
 * A host that begins with the end of the title, read twice: "Les anciennes populations de la
 * Gaule. Résumé du travail …" and the journal "Résumé du travail …, Revue archéologique"; a
 * quote nested in a single-quoted title ("‘… the ‘Arab Spring’: Some Early Observations’,
 * Government and Opposition") gave the journal "Some Early Observations’, Government and
 * Opposition". The title keeps it; the host starts after it. So does a place or clause closing
 * a title with commas, which a journal printed after another comma ran back into ("…, Vredefort
 * Impact Structure, South Africa, Meteoritics & Planetary Science, vol.36": the host "South
 * Africa, Meteoritics & Planetary Science").
 */
export function hostAfterTitle(d: Draft): void {
  if (!d.title || !d.container || d.container.length <= d.title.length / 4) return;
  // The title whole, its last sentences or clauses, and (shorter, so only whole) its last comma-clauses.
  const sentences = [d.title, ...d.title.split(/(?<=[.:])\s+/u).slice(1)].filter((p) => p.length >= 12);
  const clauses = [...d.title.matchAll(/,\s+(?=\p{L})/gu)].map((m) => d.title!.slice(m.index + m[0].length));
  const pieces = [...sentences, ...clauses].sort((a, b) => b.length - a.length);
  for (const piece of pieces) {
    if (!d.container.startsWith(piece)) continue;
    const rest = /^[’'"”»]?[,.]\s+(\p{Lu}.{2,})$/u.exec(d.container.slice(piece.length));
    if (rest) d.container = rest[1];
    return;
  }
}

/** Words a journal's or book's name is made of: capitalised, or the small words between them. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}’'&.-]*|&|of|and|the|for|on|in|at|de|des|du|la|le|et|für|und|der)$/u;

/**
 * A title that runs on into its host, read by both: "The tsukuba musical robot, Computer Music
 * Journal" with the journal "Music Journal", "…, FRAP, Int J. Pharmacog Phytochem Res" with the
 * journal "Int J. Pharmacog Phytochem Res". A title and its host are never the same words: the
 * title ends at the comma or stop before the host, and the host takes back the name's words
 * between that mark and where it began (capitalised, or the small words of a name — not "in" of
 * "Comforting in Infancy", nor a sentence opening with "In", which begins a host of its own).
 */
export function titleBeforeHost(d: Draft): void {
  const { title, container } = d;
  // A journal's part, with its numbers: a book's subtitle after a stop the model read as a host
  // ("Languages of art. An approach to a theory of symbols (2 ed.)") stays in the title.
  if (!title || !container || title === container || !title.endsWith(container)) return;
  if (!d.volume && !d.pages) return;
  const head = title.slice(0, -container.length);
  const mark = /^(.*\S)(?:[,.][’”"']?|[’”"'],)\s+(\S.*)?$/u.exec(head);
  if (!mark) return;
  const before = mark[1]!;
  const words = (mark[2] ?? '')
    .replace(/^[“"‘']/u, '')
    .split(' ')
    .filter(Boolean);
  // A name's words only, no more than a long journal's ("Annual Report of the International
  // Research Institute for Advanced Buddhology at Soka University").
  if (words.length > 12 || !words.every((w) => NAME_WORD.test(w)) || /^(?:In|in)$/u.test(words[0] ?? '')) return;
  if (words.length && !/^\p{Lu}/u.test(words[0]!)) return;
  // What is left must be a title: not a name with its editor's role ("Philip Norton (ed.)").
  if (/(?:^|[\s(])(?:[Ee]ds?|[Ee]ditors?)\.?\)?$/u.test(before) || before.split(' ').length < 3) return;
  d.title = before.replace(/^[“"‘']|[’”"']$/gu, '');
  if (words.length) d.container = `${words.join(' ')} ${container}`;
}
