import type { TextLang } from './language.js';

/** The counts every formula is built from. */
export interface Counts {
  sentences: number;
  words: number;
  syllables: number;
  letters: number;
  /** Words of ≥ 3 syllables (English "complex words" of Gunning and SMOG). */
  polysyllables3: number;
  /** Words of ≥ 4 syllables (Matskovsky's "more than three syllables"). */
  polysyllables4: number;
}

/** One readability score with what it means and where its coefficients come from. */
export interface Score {
  id: string;
  value: number;
  /** How to read it: a reading-ease scale (higher is easier) or a school grade / years of schooling. */
  scale: 'ease' | 'grade';
  source: string;
}

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Readability in the text's language (coefficients in server/data/text/readability, checked
 * against the sources cited in docs/text.md). Ukrainian gets none: no formula has been validated
 * for it (Prykhodchenko & Prykhodchenko 2025), so the page shows descriptive statistics only.
 */
export function readability(c: Counts, lang: TextLang): Score[] {
  if (c.words === 0 || c.sentences === 0 || lang === 'uk') return [];
  const asl = c.words / c.sentences;
  const asw = c.syllables / c.words;
  if (lang === 'en') {
    const L = (c.letters / c.words) * 100;
    const S = (c.sentences / c.words) * 100;
    return [
      { id: 'fleschEase', value: 206.835 - 1.015 * asl - 84.6 * asw, scale: 'ease', source: 'Flesch 1948' },
      { id: 'fleschKincaid', value: 0.39 * asl + 11.8 * asw - 15.59, scale: 'grade', source: 'Kincaid et al. 1975' },
      {
        id: 'gunningFog',
        value: 0.4 * (asl + (100 * c.polysyllables3) / c.words),
        scale: 'grade',
        source: 'Gunning 1952',
      },
      {
        id: 'smog',
        value: 1.043 * Math.sqrt((c.polysyllables3 * 30) / c.sentences) + 3.1291,
        scale: 'grade',
        source: 'McLaughlin 1969',
      },
      { id: 'colemanLiau', value: 0.0588 * L - 0.296 * S - 15.8, scale: 'grade', source: 'Coleman & Liau 1975' },
    ].map((s) => ({ ...s, value: round(s.value) }) as Score);
  }
  return [
    {
      id: 'oborneva',
      value: 206.835 - 1.3 * asl - 60.1 * asw,
      scale: 'ease',
      source: 'Оборнева 2006 (variant 1.3 / 60.1)',
    },
    {
      id: 'solovyev',
      value: 0.36 * asl + 5.76 * asw - 11.97,
      scale: 'grade',
      source: 'Solovyev, Ivanov, Solnyshkina 2018 (J. Intell. Fuzzy Syst. 34(5))',
    },
    {
      id: 'matskovsky',
      value: 0.62 * asl + 0.123 * ((100 * c.polysyllables4) / c.words) + 0.051,
      scale: 'grade',
      source: 'Мацковский 1976',
    },
  ].map((s) => ({ ...s, value: round(s.value) }) as Score);
}
