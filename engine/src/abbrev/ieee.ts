import { ownEntry } from '../model/own-entry.js';
import { IEEE_TITLES } from './ieee-titles.js';
import { IEEE_WORDS } from './ieee-words.js';
import { ordinalWord, ordinalWordValue } from './ordinal-words.js';

/**
 * Words IEEE leaves out of abbreviated titles (spec §5: for, in, on, the, of; the IEEE
 * Reference Guide's own abbreviations also drop "and": "IEEE Trans. Antennas Propag."), and
 * "with", a preposition like them (the guide on conference names: "articles and prepositions
 * (such as 'of the' and 'on') should be removed", as Curtin University's IEEE guide reproduces
 * it): "Geol. Soc. Amer. Abstr. Programs", never "Abstr. With Programs".
 */
const DROPPED = new Set(['for', 'in', 'on', 'the', 'of', 'and', '&', 'with']);

function matchCase(abbr: string, word: string): string {
  if (word.length > 1 && word === word.toUpperCase()) return word; // an acronym stays (IEEE, ACM)
  return /^\p{Lu}/u.test(word) ? abbr.charAt(0).toUpperCase() + abbr.slice(1) : abbr;
}

/** One word: dictionary, then number word → ordinal, then -ology → -ol., -graphy → -gr. */
function abbreviateWord(word: string): string {
  const found = ownEntry(IEEE_WORDS, word.toLowerCase());
  if (found) return matchCase(found, word);
  if (ordinalWordValue(word) !== undefined) return ordinalWord(word);
  // Spec §5: words ending in "ology"/"graphy" shorten to "ol."/"gr." (Technology → Technol.).
  if (/ology$/i.test(word) && word.length > 6) return word.replace(/ogy$/i, '.');
  if (/graphy$/i.test(word) && word.length > 7) return word.replace(/aphy$/i, '.');
  return word;
}

/**
 * A journal or proceedings title abbreviated the IEEE way (spec §5; IEEE Reference Guide,
 * "Abbreviations for IEEE periodicals"): dictionary words shortened, "for", "in", "on",
 * "the", "of" (and "and") dropped, -ology/-graphy → -ol./-gr., number words → ordinals.
 * A title of one word is kept whole, as the guide keeps "Computer".
 * @example abbreviateIeee('Proceedings of the Fifth International Conference on Robotics') // 'Proc. 5th Int. Conf. Robot.'
 */
export function abbreviateIeee(title: string): string {
  // IEEE's own journals take IEEE's abbreviation whole ("IEEE Trans. Autom. Control", "IEEE J.
  // Sel. Areas Commun."), which the word rule below misses for about one title in five.
  const whole = ownEntry(
    IEEE_TITLES,
    title
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
  if (whole) return whole;
  // IEEE writes the country "USA" and "U.S." in titles ("Proc. Nat. Acad. Sci. USA"), never
  // "United States America" word by word.
  const country = title
    .replace(/\b(?:of\s+)?(?:the\s+)?United States of America\b/g, 'USA')
    .replace(/\bUnited States\b/g, 'U.S.');
  const tokens = country.split(/\s+/).filter(Boolean);
  if (tokens.length <= 1) return country.trim();
  const out: string[] = [];
  for (const token of tokens) {
    const m = token.match(/^([("“]*)([\p{L}'’-]+)([)”",:;.]*)$/u);
    if (!m) {
      out.push(token);
      continue;
    }
    const [, before = '', word = '', after = ''] = m;
    if (DROPPED.has(word.toLowerCase()) && before === '' && after === '') continue;
    const abbr = abbreviateWord(word);
    // "Conf.:" would double the full stop before a colon-less continuation; keep the token's own punctuation.
    out.push(`${before}${abbr}${abbr.endsWith('.') ? after.replace(/^\./, '') : after}`);
  }
  return out.join(' ');
}
