import { describe, expect, it } from 'vitest';
import { bodyOf, peopleOf } from './people-of.js';

describe('peopleOf', () => {
  it('reads a surname in capitals before the given name', () => {
    expect(peopleOf('FERRIERES Madeleine,')?.people).toEqual([{ surname: 'Ferrieres', name: 'Madeleine' }]);
  });
  it('reads names parted by slashes', () => {
    expect(peopleOf('Irmtraud Schnell/ Alfred Sander/ Claudia Federolf')?.people.map((p) => p.surname)).toEqual([
      'Schnell',
      'Sander',
      'Federolf',
    ]);
  });
  it('keeps inverted names and names given first as the readers read them', () => {
    expect(peopleOf('Forsé M., Tronca L.,')?.people).toEqual([
      { surname: 'Forsé', name: 'M.' },
      { surname: 'Tronca', name: 'L.' },
    ]);
    expect(peopleOf('Leon Glass and Michael C. Mackey')?.people.map((p) => p.surname)).toEqual(['Glass', 'Mackey']);
    expect(peopleOf('GENOVESE, Mark C.')?.people).toEqual([{ surname: 'Genovese', name: 'Mark', fathername: 'C.' }]);
  });
});

describe('the role words of a span', () => {
  it('are no part of the names', () => {
    expect(peopleOf('Ed. William L. Andrews.')?.people).toEqual([
      { surname: 'Andrews', name: 'William', fathername: 'L.' },
    ]);
    expect(peopleOf('R. Graham, M. Grotschel, and L. Lovasz, Eds.,')?.people.map((p) => p.surname)).toEqual([
      'Graham',
      'Grotschel',
      'Lovasz',
    ]);
    // "Ed" without its stop is a given name.
    expect(peopleOf('Sheeran, Ed')?.people.map((p) => [p.surname, p.name])).toEqual([['Sheeran', 'Ed.']]);
  });
});

describe('bodyOf', () => {
  it('reads a body as an organisation, not a person', () => {
    expect(bodyOf('United Nations.')).toBe('United Nations');
    expect(bodyOf('U.S. Department of Veterans Affairs.')).toBe('U.S. Department of Veterans Affairs');
    expect(bodyOf('UNITED NATIONS.')).toBe('UNITED NATIONS');
    expect(bodyOf('Bank, J.')).toBeUndefined();
    expect(bodyOf('GENOVESE, Mark C.')).toBeUndefined();
    expect(bodyOf('Leon Glass and Michael C. Mackey')).toBeUndefined();
  });
});
