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
