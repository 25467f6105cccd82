import { describe, expect, it } from 'vitest';
import { journalTitleKey } from './journal-title-key.js';
import './journal-title-lists.js';
import { abbreviateJournal, journalAbbreviation, registerJournalTitles } from './journal-titles.js';

describe('journalTitleKey', () => {
  it('drops case, a leading "The", punctuation and diacritics, and reads "&" as "and"', () => {
    expect(journalTitleKey('The New England Journal of Medicine')).toBe('new england journal of medicine');
    expect(journalTitleKey('ACS Applied Materials & Interfaces')).toBe('acs applied materials and interfaces');
    expect(journalTitleKey('  Annales de l’Institut Pasteur: Virologie ')).toBe(
      'annales de l institut pasteur virologie',
    );
    expect(journalTitleKey('Revista Española de Cardiología')).toBe('revista espanola de cardiologia');
  });
  it('keeps "the" inside a title and Cyrillic letters', () => {
    expect(journalTitleKey('Journal of the American Chemical Society')).toBe(
      'journal of the american chemical society',
    );
    expect(journalTitleKey('Журнал физической химии')).toBe('журнал физической химии');
  });
});

describe('journalAbbreviation (NLM, dotless)', () => {
  it('finds a title written with or without "The", in any case', () => {
    expect(journalAbbreviation('nlm', 'The New England Journal of Medicine')).toBe('N Engl J Med');
    expect(journalAbbreviation('nlm', 'new england journal of medicine')).toBe('N Engl J Med');
    expect(journalAbbreviation('nlm', 'Brain Research')).toBe('Brain Res');
  });
  it('prints MEDLINE forms, not the ISO qualifiers entrez adds ("Science", not "Science (80- )")', () => {
    expect(abbreviateJournal('nlm', 'Science')).toBe('Science');
    expect(journalAbbreviation('nlm', 'Acta anatomica')).toBe('Acta Anat (Basel)');
  });
  it('misses a title the list lacks, an abbreviated title and a Cyrillic title', () => {
    expect(journalAbbreviation('nlm', 'Journal of Economic Perspectives')).toBeUndefined();
    expect(journalAbbreviation('nlm', 'N Engl J Med')).toBeUndefined();
    expect(abbreviateJournal('nlm', 'N Engl J Med')).toBe('N Engl J Med');
    expect(abbreviateJournal('nlm', 'Журнал физической химии')).toBe('Журнал физической химии');
  });
});

describe('journalAbbreviation (CASSI, with full stops)', () => {
  it('finds "&" and "and" spellings alike', () => {
    expect(journalAbbreviation('acs', 'ACS Applied Materials & Interfaces')).toBe('ACS Appl. Mater. Interfaces');
    expect(journalAbbreviation('acs', 'ACS Applied Materials and Interfaces')).toBe('ACS Appl. Mater. Interfaces');
    expect(journalAbbreviation('acs', 'Journal of the American Chemical Society')).toBe('J. Am. Chem. Soc.');
  });
  it('leaves an already abbreviated title unchanged', () => {
    expect(abbreviateJournal('acs', 'J. Am. Chem. Soc.')).toBe('J. Am. Chem. Soc.');
    expect(abbreviateJournal('acs', 'Chem. Mater.')).toBe('Chem. Mater.');
  });
});

describe('registerJournalTitles', () => {
  it('replaces a list and reads its "key\\tabbreviation" lines', () => {
    const saved = journalAbbreviation('acs', 'Chemistry of Materials');
    registerJournalTitles('acs', 'chemistry of materials\tChem. Mater. (test)\nno tab here');
    expect(journalAbbreviation('acs', 'The Chemistry of Materials')).toBe('Chem. Mater. (test)');
    expect(journalAbbreviation('acs', 'no tab here')).toBeUndefined();
    registerJournalTitles('acs', `chemistry of materials\t${saved}`);
    expect(journalAbbreviation('acs', 'Chemistry of Materials')).toBe('Chem. Mater.');
  });
});
