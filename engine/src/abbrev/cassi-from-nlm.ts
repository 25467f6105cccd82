import { journalTitleKey } from './journal-title-key.js';
import { journalAbbreviation, journalTitleOfAbbreviation } from './journal-titles.js';

/**
 * CASSI's form of a journal title the ACS list (as JabRef holds it) lacks, from NLM's list.
 * ACS Guide 14.2.1 abbreviates journal titles as CASSI does; CASSI and NLM both abbreviate
 * words by ISO 4, NLM writing them without full stops ("J Econ Perspect") and CASSI with a stop
 * after every shortened word ("J. Econ. Perspect."). So a shortened word of NLM's abbreviation
 * (one that is not a whole word of the title) takes a stop; whole words ("Brain", "Nature"),
 * acronyms ("JAMA", "BMJ") stay as NLM prints them, and NLM's place qualifiers go. A title typed
 * as NLM abbreviates it ("N Engl J Med") is found through the list too. Undefined when NLM's
 * list holds neither the title nor the abbreviation.
 * @example cassiFromNlm('The New England Journal of Medicine') // 'N. Engl. J. Med.'
 */
export function cassiFromNlm(title: string): string | undefined {
  const typedKey = journalTitleKey(title);
  const fullKey = journalAbbreviation('nlm', title) ? typedKey : journalTitleOfAbbreviation('nlm', title);
  const abbreviation = fullKey && journalAbbreviation('nlm', fullKey);
  if (!fullKey || !abbreviation) return undefined;
  const words = new Set(fullKey.split(' '));
  // Where the list holds a former and a current form ("A|B"), the current one; NLM's place
  // qualifier ("J Antibiot (Tokyo)") is not CASSI's ("J. Antibiot.").
  const current = (abbreviation.split('|').pop() ?? abbreviation).replace(/\s*\([^)]*\)$/, '');
  return current
    .split(' ')
    .map((token) =>
      /^\p{L}+$/u.test(token) && !words.has(token.toLowerCase()) && !/^\p{Lu}{2,}$/u.test(token) ? `${token}.` : token,
    )
    .join(' ');
}
