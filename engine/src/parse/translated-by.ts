import type { Draft } from './draft.js';
import { peopleOf } from './model/people-of.js';

/**
 * An English book's or article's translator named after its title, as Chicago and MLA print
 * them: "Translated by A. W. Heathcote and P. J. Allcock.", "Edited and translated by Donald
 * Nicholson-Smith.", "Trans. Nicholas Rand." (MLA 7). The model reads the statement as an editor
 * of a host, which a book has none of, so the translators were lost and MLA's "Trans. …" ran into
 * the journal's name. They are the record's translators (`authors['4']`, docs/model.md), and
 * "Edited and translated by" names the book's editors too.
 */
const TOKEN =
  "(?:\\p{Lu}\\.(?:-\\p{Lu}\\.)?|\\p{Lu}[\\p{Ll}'’]+(?:-\\p{Lu}[\\p{Ll}'’]+)?|de|van|von|der|da|di|du|le|la)";
const NAME = `${TOKEN}(?:\\s${TOKEN})*`;
const JOIN = '(?:,\\s(?:and\\s)?|\\sand\\s|\\s&\\s)';
const STATEMENT = new RegExp(
  `(?<=^|[.,”"’]\\s|\\()((?:[Ee]dited\\s+and\\s+)?[Tt]ranslated(?:\\s+and\\s+edited)?(?:\\s+from\\s+the\\s+\\p{Lu}\\p{Ll}+)?\\s+by|Trans\\.(?:\\s+by)?)\\s+(${NAME}(?:${JOIN}${NAME})*)(?=[.;,()]|$)`,
  'u',
);

/** Reads the translators (and an "edited and translated" book's editors) of a Latin-script reference. */
export function translatedBy(d: Draft, raw: string): void {
  if (d.translators.length || !/ranslated|Trans\./u.test(raw) || /[\u0400-\u04FF]/u.test(raw)) return;
  const m = STATEMENT.exec(raw);
  if (!m) return;
  // A statement inside a chapter's host translates the host, which the model cannot hold.
  const inHost = d.type === 3 && /(?:^|[.,”"’]\s)In\s/u.test(raw.slice(0, m.index));
  if (inHost) return;
  // Each person at least two words: "Willa and Edwin Muir" shares a surname the reader can't split.
  const names = m[2]!.replace(/\.$/u, '');
  if (names.split(new RegExp(JOIN, 'u')).some((chunk) => !/\s/u.test(chunk.trim()))) return;
  const people = peopleOf(names)?.people ?? [];
  if (!people.length || people.some((p) => !p.name)) return;
  d.translators = people;
  if (/edited/iu.test(m[1]!) && !d.editors.length && d.type === 2) d.editors = people;
  // The statement is no part of a journal's, host's or publisher's name ("Trans. Nicholas Rand. Critical Inquiry").
  const statement = new RegExp(`^${m[0].replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\.?\\s*`, 'u');
  if (d.container) d.container = d.container.replace(statement, '') || undefined;
  if (d.publisher) d.publisher = d.publisher.replace(statement, '') || undefined;
}
