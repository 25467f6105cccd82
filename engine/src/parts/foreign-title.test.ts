import { describe, expect, it } from 'vitest';
import { LONG_PREPOSITIONS, looksForeign, lowerTypedMinor, mayBeForeign, raiseAfterLetter } from './foreign-title.js';

describe('looksForeign', () => {
  it('tells German, French, Spanish and Latin titles by their function words and letters', () => {
    expect(looksForeign('Die nordischen Länder von der Mitte des 11. Jahrhunderts bis 1448')).toBe(true);
    expect(looksForeign('Les rites de passage')).toBe(true);
    expect(looksForeign('Las Peregrinaciones a Santiago de Compostela')).toBe(true);
    expect(looksForeign('Regesta Pontificum Romanorum ab condita ecclesia ad annum post Christum natum')).toBe(true);
    expect(looksForeign("Estimateur d'un défaut de fonctionnement")).toBe(true);
    expect(looksForeign('Sämtliche Werke')).toBe(true);
    expect(looksForeign('Elektromagnetisches Signalhorn')).toBe(true);
  });
  it('keeps English titles with a foreign name or a capital letter in them English', () => {
    expect(looksForeign('The Ghost of John Wayne and Other Stories')).toBe(false);
    expect(looksForeign('Physical Review E')).toBe(false);
    expect(looksForeign('The Music of Ludwig van Beethoven')).toBe(false);
    expect(looksForeign('Aristotle on Mind and the Senses')).toBe(false);
    expect(looksForeign('Physics')).toBe(false);
    expect(looksForeign('Young People and Public Policy')).toBe(false);
  });
});

describe('mayBeForeign', () => {
  it('also takes a title with a letter English does not write anywhere', () => {
    expect(mayBeForeign('Go-Between. Postkoloniale Erzähltheorie')).toBe(true);
    expect(mayBeForeign('Partial Symmetries of Weak Interactions')).toBe(false);
  });
});

describe('lowerTypedMinor (CMOS 16, 8.159)', () => {
  it.each([
    ['Outline of A Theory of Practice', 'Outline of a Theory of Practice'],
    ['What The Rich People Really Drive', 'What the Rich People Really Drive'],
    ['Studies In Aristotle', 'Studies in Aristotle'],
    ['Vitamin A Deficiency', 'Vitamin A Deficiency'],
    ['The Art: The Way Of', 'The Art: The Way Of'],
    // Prepositions regardless of length, as APA-style title case types them (8.159) …
    [
      'Splicing Events Within Protein 4.1 During Differentiation',
      'Splicing Events within Protein 4.1 during Differentiation',
    ],
    ['Culture Between Two Wars', 'Culture between Two Wars'],
    // … but not paired as adverbs (MLA 8th, Trilling), nor conjunctions and adverbs.
    ['Freud: Within and Beyond Culture', 'Freud: Within and Beyond Culture'],
    ['Notes Before You Go Up There', 'Notes Before You Go Up There'],
  ])('%s', (typed, expected) => expect(lowerTypedMinor(typed)).toBe(expected));

  it('with the long prepositions only (MLA, MHRA), leaves the short words as typed', () => {
    expect(lowerTypedMinor('Reading The Tempest Within Its Time', LONG_PREPOSITIONS)).toBe(
      'Reading The Tempest within Its Time',
    );
  });
});

describe('raiseAfterLetter (CMOS 16, 8.161)', () => {
  it.each([
    ["Some Remarks on 't Hooft's S-matrix for Black Holes", "Some Remarks on 't Hooft's S-Matrix for Black Holes"],
    ['Saturated Pd-N-heterocyclic Carbenes', 'Saturated Pd-N-Heterocyclic Carbenes'],
    ['T-cell Responses and X-ray Imaging', 'T-Cell Responses and X-Ray Imaging'],
    ['Non-linear Waves and Large-Scale Flows', 'Non-linear Waves and Large-Scale Flows'],
    // A single letter is a symbol (GSA's Brown 1993 example, pressure–temperature–time).
    ['P-T-t Evolution of Orogenic Belts', 'P-T-t Evolution of Orogenic Belts'],
  ])('%s', (typed, expected) => expect(raiseAfterLetter(typed)).toBe(expected));
});

describe('looksForeign by one function word', () => {
  it('finds German, French, Spanish and Latin titles from biblatex-examples.bib', () => {
    expect(looksForeign('Kritik der praktischen Vernunft')).toBe(true);
    expect(looksForeign('Les rites de passage')).toBe(true);
    expect(looksForeign('Las Peregrinaciones a Santiago de Compostela')).toBe(true);
    expect(looksForeign("Estimateur d'un défaut de fonctionnement")).toBe(true);
    expect(looksForeign('Regesta Pontificum Romanorum ab condita ecclesia')).toBe(true);
    // Counted against its English words (none), the German article makes it German.
    expect(looksForeign('Die Ilias')).toBe(true);
  });
  it('leaves English titles that share a word with those languages', () => {
    expect(looksForeign('Why stars die')).toBe(false);
    expect(looksForeign('El Niño and La Niña in the Pacific')).toBe(false);
    expect(looksForeign('The basics of crystallography and diffraction')).toBe(false);
  });
});

describe('looksForeign by diacritics (real strings of fixtures/parser)', () => {
  it('finds French, Portuguese and Romanian titles', () => {
    expect(looksForeign('Traité de matière médicale homéopathique')).toBe(true);
    expect(looksForeign('O herói sem nenhum caráter')).toBe(true);
    expect(looksForeign('Rezistenţa Materialelor – Solicitari simple şi compuse ale barelor')).toBe(true);
  });
  it('leaves an English title with one accented name', () => {
    expect(looksForeign('Gödel, Escher, Bach: an eternal golden braid')).toBe(false);
    expect(looksForeign('Vincent van Gogh and the painters of the Petit Boulevard')).toBe(false);
  });
});

describe('lowerTypedMinor and titles quoted inside a title', () => {
  it('keeps the capital of a quoted title’s first word', () => {
    expect(lowerTypedMinor('Novels: “The Scarlet Letter,” “The House of the Seven Gables”')).toBe(
      'Novels: “The Scarlet Letter,” “The House of the Seven Gables”',
    );
    expect(lowerTypedMinor('Outline Of A Theory')).toBe('Outline of a Theory');
  });
});
