import { describe, expect, it } from 'vitest';
import { peopleOf } from './people-of.js';

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
