import { describe, expect, it } from 'vitest';
import { chooseHost } from './host-choice.js';

describe('chooseHost', () => {
  it('keeps the rules’ host where the model cut it short', () => {
    expect(chooseHost('IEEE Transactions on Electron Devices', 'IEEE Transactions')).toBe(
      'IEEE Transactions on Electron Devices',
    );
    expect(chooseHost('A List Apart: For People Who Make Websites', 'Who Make Websites')).toBe(
      'A List Apart: For People Who Make Websites',
    );
  });
  it('keeps the model’s host where it reads further than the rules', () => {
    expect(chooseHost('Left Catholicism', 'Left Catholicism, 1943-1955: Catholics and Society')).toBe(
      'Left Catholicism, 1943-1955: Catholics and Society',
    );
  });
  it('keeps the shorter host where the longer ran into the numbers or the editors', () => {
    expect(chooseHost('Neurology 65, 586-590', 'Neurology')).toBe('Neurology');
    expect(chooseHost('Journal of Physics, vol. 3', 'Journal of Physics')).toBe('Journal of Physics');
    expect(chooseHost('Nature 12(3)', 'Nature')).toBe('Nature');
    expect(chooseHost('Proceedings of CVPR (1988)', 'Proceedings of CVPR')).toBe('Proceedings of CVPR');
    expect(chooseHost('Essays: Critical and Clinical, translated by Daniel W', 'Essays: Critical and Clinical')).toBe(
      'Essays: Critical and Clinical',
    );
    expect(
      chooseHost('Boethius: His Life, Thought and Influence. Ed', 'Boethius: His Life, Thought and Influence'),
    ).toBe('Boethius: His Life, Thought and Influence');
  });
  it('keeps a journal name closed by U S A (NLM), which is no initial', () => {
    expect(chooseHost('Proc Natl Acad Sci U S A.', 'Proc Natl Acad Sci')).toBe('Proc Natl Acad Sci U S A.');
    expect(chooseHost('Proc. Natl. Acad. Sci. U.S.A.', 'Proc. Natl. Acad. Sci.')).toBe('Proc. Natl. Acad. Sci. U.S.A.');
    expect(chooseHost('Studies in Logic, ed. A.', 'Studies in Logic')).toBe('Studies in Logic');
  });
  it('keeps the shorter host where the longer ran into a roman volume or the model’s other fields', () => {
    expect(chooseHost('Psychological Review, LXV', 'Psychological Review')).toBe('Psychological Review');
    expect(chooseHost('NERC News, v. Autumn', 'NERC News')).toBe('NERC News');
    expect(
      chooseHost(
        'Symposium of Logic Programming, Boston, MA. IEEE Computer Society Press',
        'Symposium of Logic Programming',
        ['Boston, MA.', 'IEEE Computer Society Press.'],
      ),
    ).toBe('Symposium of Logic Programming');
  });
  it('takes the model’s host where the two do not overlap or the rules found none', () => {
    expect(chooseHost('Oxford', 'Journal of Logic')).toBe('Journal of Logic');
    expect(chooseHost(undefined, 'Journal of Logic')).toBe('Journal of Logic');
  });
});
