import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const read = (text: string) => {
  const r = parseCitation(text);
  return {
    authors: (r.publication.authors?.['1'] ?? []).map((a) => a?.surname),
    title: r.publication.title?.publicationTitle,
    etAl: r.warnings.some((w) => w.includes('et al.')),
  };
};

describe('«и др.», «[и др.]», "et al." after the names at the head', () => {
  it('end the names: neither an author nor the title’s (composed, as the style helpers met them)', () => {
    const names = { authors: ['Иванов', 'Петров'], title: 'История России', etAl: true };
    expect(read('Иванов И.И., Петров П.П. и др. История России. М.: Наука, 2010. 320 с.')).toEqual(names);
    expect(read('Иванов И.И., Петров П.П. [и др.] История России. М.: Наука, 2010. 320 с.')).toEqual(names);
    expect(read('Коваль І.І., Бондар П.П. [та ін.] Історія України. К.: Наук. думка, 2010. 320 с.')).toEqual({
      authors: ['Коваль', 'Бондар'],
      title: 'Історія України',
      etAl: true,
    });
    expect(read('Smith J., Jones K. et al. The history of things. London: Penguin, 2010.')).toEqual({
      authors: ['Smith', 'Jones'],
      title: 'The history of things',
      etAl: true,
    });
  });
});

describe('a particle after the initials of a surname printed first', () => {
  it('«Дейк Т.А. ван.» is van Dijk, and the title starts after the particle (ru-ua, development part)', () => {
    const p = parseCitation(
      '2. Дейк Т.А. ван. Язык. Познание. Коммуникация. Б.: БГК им. И.А. Бодуэна де Куртенэ, 2000. 308 с.',
    ).publication;
    expect(p.authors?.['1']).toEqual([{ surname: 'ван Дейк', name: 'Т.', fathername: 'А.' }]);
    expect(p.title?.publicationTitle).toBe('Язык. Познание. Коммуникация');
  });
});
