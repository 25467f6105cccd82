import { cassiFromNlm } from './cassi-from-nlm.js';
import { journalTitleKey } from './journal-title-key.js';
import { journalAbbreviation, journalTitleOfAbbreviation } from './journal-titles.js';

/**
 * A journal title typed as NLM abbreviates it, without its full stops or with the last one lost
 * ("J Trauma", "J. Membr. Biol" — PubMed exports and pasted Vancouver lists give them so), written
 * with a stop after every shortened word: "J. Trauma", "J. Membr. Biol." (ISO 4, as IEEE and
 * CASSI print abbreviations). Undefined for a full title, or a title NLM's list does not abbreviate.
 * @example stoppedNlmAbbreviation('Scand J Caring Sci') // 'Scand. J. Caring Sci.'
 */
export function stoppedNlmAbbreviation(title: string): string | undefined {
  if (journalAbbreviation('nlm', title) !== undefined) return undefined;
  const full = journalTitleOfAbbreviation('nlm', title);
  if (!full || full === journalTitleKey(title)) return undefined;
  return cassiFromNlm(title);
}
