import { recent } from '../template/recent.js';

/**
 * The form a journal title is looked up by in the NLM and CASSI lists: lower case, diacritics
 * on Latin letters and punctuation dropped, "&" read as "and", a leading "The" dropped — so "The New England
 * Journal of Medicine" and "New England journal of medicine" find the same entry. One title is
 * keyed several times for one entry (ACS: its own list, then NLM's by title and by
 * abbreviation; Vancouver: both lists), so the last few keys are remembered.
 * @example journalTitleKey('Journal of Physical Chemistry A: Molecules & Clusters') // 'journal of physical chemistry a molecules and clusters'
 */
export const journalTitleKey: (title: string) => string = recent(journalTitleKeyUncached, 4);

/** `journalTitleKey` without its memory (journal-title-key.reference.test.ts checks the memory against it). */
export function journalTitleKeyUncached(title: string): string {
  return (
    title
      .normalize('NFD')
      // Latin diacritics only: Cyrillic "й" and "ё" are letters of their own.
      .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
      .normalize('NFC')
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
      .replace(/^the /, '')
  );
}
