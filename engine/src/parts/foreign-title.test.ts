import { describe, expect, it } from 'vitest';
import { looksForeign } from './foreign-title.js';

describe('looksForeign', () => {
  it('finds German, French, Spanish and Latin titles from biblatex-examples.bib', () => {
    expect(looksForeign('Kritik der praktischen Vernunft')).toBe(true);
    expect(looksForeign('Les rites de passage')).toBe(true);
    expect(looksForeign('Las Peregrinaciones a Santiago de Compostela')).toBe(true);
    expect(looksForeign("Estimateur d'un défaut de fonctionnement")).toBe(true);
    expect(looksForeign('Regesta Pontificum Romanorum ab condita ecclesia')).toBe(true);
  });
  it('leaves English titles that share a word with those languages', () => {
    expect(looksForeign('Why stars die')).toBe(false);
    expect(looksForeign('El Niño and La Niña in the Pacific')).toBe(false);
    expect(looksForeign('Die Ilias')).toBe(false);
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
