/**
 * The form a journal title is looked up by in the NLM and CASSI lists: lower case, diacritics
 * on Latin letters and punctuation dropped, "&" read as "and", a leading "The" dropped — so "The New England
 * Journal of Medicine" and "New England journal of medicine" find the same entry.
 * @example journalTitleKey('Journal of Physical Chemistry A: Molecules & Clusters') // 'journal of physical chemistry a molecules and clusters'
 */
export function journalTitleKey(title: string): string {
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
