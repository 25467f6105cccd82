import type { Person } from '../model/publication.js';
import type { Draft } from './draft.js';

/**
 * MHRA's book with its editor or translator after the title: "Wagner, Richard, Mein Leben, Eike
 * Middell (ed.), 2 vols. (Bremen: …)", "Bourdieu, Pierre, Homo Academicus, Peter Collier
 * (trans.) (…)", "Wordsworth, William, The Prelude, Jonathan Wordsworth, M. H. Abrams, and Stephen
 * Gill (eds.) (…)" (MHRA Style Guide 11.2.2). The readers took the title for a second author and
 * a name for the title.
 */
const MHRA =
  /^(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?),\s(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3}),\s([^()\d,]{2,200}?),\s(\p{Lu}[^()\d]{2,200}?)\s\((eds?|trans|ed\.\s+and\s+trans)\.\)/u;

const PARTICLE = /^(?:Le|La|De|Du|Des|Del|Da|Di|Van|Von|van|von|de|du|des|del|da|di|le|la)$/u;
/** A translator named after the editor: "Michael Holquist (ed.), Caryl Emerson and Michael Holquist (trans.)". */
const THEN_TRANSLATORS = /^,\s(\p{Lu}[^()\d]{2,200}?)\s\(trans\.\)/u;

/** "Jonathan Wordsworth, M. H. Abrams, and Stephen Gill": given names first. */
function people(list: string): Person[] | undefined {
  const names = list.split(/,\s(?:and\s)?|\sand\s/u).map((n) => n.trim().split(/\s+/u));
  if (names.some((w) => w.length < 2 || w.length > 4 || !w.every((x) => /^\p{Lu}/u.test(x)))) return undefined;
  // Initials after the first are the middle name's, as the other readers keep them ("M. H." → "M.", "H.").
  return names.map((w) => {
    // A particle before the surname is the surname's: "Y.-G. Le Dantec".
    const cut = w.length > 2 && PARTICLE.test(w[w.length - 2]!) ? w.length - 2 : w.length - 1;
    return {
      surname: w.slice(cut).join(' '),
      name: w[0]!,
      ...(cut > 1 ? { fathername: w.slice(1, cut).join(' ') } : {}),
    };
  });
}

export function mhraResponsibility(d: Draft, raw: string): void {
  // Only a text with the bracketed role is tried (the pattern's lazy groups cost on every other).
  if (d.gost || !/\((?:eds?|trans)\.|\(ed\.\s+and/u.test(raw)) return;
  const m = MHRA.exec(raw);
  if (!m) return;
  const who = people(m[4]!);
  if (!who) return;
  // The names reader's person stands where it read the same surname ("Schelling, F. W. J.").
  const first = d.authors[0];
  d.authors = [first && first.surname === m[1] ? first : { surname: m[1]!, name: m[2]! }];
  d.title = m[3]!.trim();
  d.confidence.title = 0.8;
  if (m[5] !== 'trans') d.editors = who;
  if (m[5] !== 'ed' && m[5] !== 'eds') d.translators = who;
  const then = THEN_TRANSLATORS.exec(raw.slice(m[0].length));
  const translators = then && m[5] !== 'trans' ? people(then[1]!) : undefined;
  if (translators) d.translators = translators;
  // A book of its own: the names read as a host and its editors were the book's.
  d.container = undefined;
  d.hostEditors = [];
  d.inHost = false;
}
