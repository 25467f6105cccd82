import { describe, expect, it } from 'vitest';
import { abbreviateIeee } from './ieee.js';
import { ordinalWord } from './ordinal-words.js';

describe('abbreviateIeee', () => {
  it('abbreviates the IEEE Reference Guide examples', () => {
    expect(abbreviateIeee('IEEE Transactions on Antennas and Propagation')).toBe('IEEE Trans. Antennas Propag.');
    expect(abbreviateIeee('Proceedings of the IEEE')).toBe('Proc. IEEE');
    expect(abbreviateIeee('IEEE Journal of Quantum Electronics')).toBe('IEEE J. Quantum Electron.');
  });

  it('drops "with" as the other prepositions', () => {
    expect(abbreviateIeee('Geological Society of America Abstracts with Programs')).toBe(
      'Geol. Soc. Amer. Abstr. Programs',
    );
  });

  it('drops for, in, on, the, of', () => {
    expect(abbreviateIeee('Journal for the Study of Things in Space')).not.toMatch(/\b(for|the|of|in)\b/);
  });

  it('shortens -ology and -graphy words that the dictionary lacks', () => {
    expect(abbreviateIeee('Journal of Glaciology')).toBe('J. Glaciol.');
    expect(abbreviateIeee('Review of Crystallography')).toBe('Rev. Crystallogr.');
  });

  it('turns number words of conference names into ordinals', () => {
    expect(abbreviateIeee('Proceedings of the Fifth International Conference on Robotics')).toBe(
      'Proc. 5th Int. Conf. Robot.',
    );
    expect(abbreviateIeee('Twenty-First Annual Symposium')).toBe('21st Annu. Symp.');
  });

  it('writes the United States as IEEE does ("Proc. Nat. Acad. Sci. USA")', () => {
    expect(abbreviateIeee('Proceedings of the National Academy of Sciences of the United States of America')).toBe(
      'Proc. Nat. Acad. Sci. USA',
    );
  });

  it("follows the guide's word table outside IEEE's own titles (Language, Canadian, Automation, Electrical)", () => {
    // IEEE Reference Guide, "Common Abbreviations of Words in References": "Language Lang.",
    // "Canadian Can.", "Automation Automat.", "Electrical Elect."; before, kept whole or "Autom.".
    expect(abbreviateIeee('Natural Language Engineering')).toBe('Nat. Lang. Eng.');
    expect(abbreviateIeee('Canadian Journal of Chemistry')).toBe('Can. J. Chem.');
    expect(abbreviateIeee('International Conference on Robotics and Automation')).toBe('Int. Conf. Robot. Automat.');
    expect(abbreviateIeee('International Journal of Electrical Power and Energy Systems')).toBe(
      'Int. J. Elect. Power Energy Syst.',
    );
    // Words the journal lists lacked: "Satell.", "Microw.", "Numer."
    expect(abbreviateIeee('Journal of Satellite Numerical Microwave Engineering')).toBe(
      'J. Satell. Numer. Microw. Eng.',
    );
    // IEEE's own journals keep IEEE's own abbreviation whole.
    expect(abbreviateIeee('IEEE Transactions on Automatic Control')).toBe('IEEE Trans. Autom. Control');
  });

  it("takes IEEE's own abbreviation of an IEEE journal whole", () => {
    expect(abbreviateIeee('IEEE Transactions on Automatic Control')).toBe('IEEE Trans. Autom. Control');
    expect(abbreviateIeee('IEEE Journal on Selected Areas in Communications')).toBe('IEEE J. Sel. Areas Commun.');
    expect(abbreviateIeee('Journal of Lightwave Technology')).toBe('J. Lightw. Technol.');
    expect(abbreviateIeee('Journal of the Acoustical Society of America')).toBe('J. Acoust. Soc. Amer.');
  });

  it('keeps a one-word title whole', () => {
    expect(abbreviateIeee('Computer')).toBe('Computer');
  });
});

describe('ordinalWord', () => {
  it('gives 11th, 12th, 13th and 22nd', () => {
    expect(['Eleventh', 'Twelfth', 'Thirteenth', 'Twenty-Second'].map(ordinalWord)).toEqual([
      '11th',
      '12th',
      '13th',
      '22nd',
    ]);
  });
});
