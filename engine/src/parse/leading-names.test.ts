import { describe, expect, it } from 'vitest';
import { namesOf } from './leading-names.js';
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

describe('the rule printed for a repeated author', () => {
  // Real strings of AnyStyle's core set (development part): `———.`, `–––––.`, `---` stand for
  // the author of the entry before. They name nobody, and the sentence after them is the title,
  // not names given first ("Stephen Hero.") nor a journal's head.
  it('is taken as the head, naming nobody', () => {
    const hero = parseCitation(
      '———. Stephen Hero. Edited by John J. Slocum and Herbert Cahoon. Rev. ed. London: Jonathan Cape, 1956.',
    ).publication;
    expect(hero.authors?.['1']).toBeUndefined();
    expect(hero.title?.publicationTitle).toBe('Stephen Hero');
    expect(read('———. Passing Time. Translated by Jean Stewart. London: Faber & Faber, 1961.')).toEqual({
      authors: [],
      title: 'Passing Time',
      etAl: false,
    });
    const article = parseCitation(
      '–––––. “Against Literary Darwinism.” Critical Inquiry 37.2 (2011): 315-347.',
    ).publication;
    expect(article.title?.publicationTitle).toBe('Against Literary Darwinism');
    expect(article.series?.series).toBe('Critical Inquiry');
    const dated = parseCitation(
      "--- (2005). 'Three factors in language design', Linguistic Inquiry 36: 1-22.",
    ).publication;
    expect(dated.authors).toBeUndefined();
    expect(dated.outputData?.year).toBe('2005');
  });
});

describe('a Russian or Ukrainian full name with a patronymic', () => {
  it('is read surname first (a catalogue’s statement of responsibility)', () => {
    expect(namesOf('Петров Петр Петрович')?.people).toEqual([
      { surname: 'Петров', name: 'Петр', fathername: 'Петрович' },
    ]);
    expect(namesOf('Коваленко Олена Петрівна')?.people).toEqual([
      { surname: 'Коваленко', name: 'Олена', fathername: 'Петрівна' },
    ]);
  });
  it('is read given names first when the patronymic is in the middle', () => {
    expect(namesOf('Иван Петрович Бабич')?.people).toEqual([
      { surname: 'Бабич', name: 'Иван', fathername: 'Петрович' },
    ]);
  });
});

describe('a foreign book in a Russian list: surname, initial, title', () => {
  it('is not read as names given first when those would leave only the imprint (ru-ua development)', () => {
    const r = read('Ogden D. Greek and Roman Necromancy. Princeton: Princeton University Press, 2001.');
    expect(r.authors).toEqual(['Ogden']);
    expect(r.title).toBe('Greek and Roman Necromancy');
  });
  it('still reads names given first before a title (issue 15’s example)', () => {
    expect(
      read('Sida Wang and Christopher D Manning. Baselines and bigrams. In Proceedings of ACL, 2012.').authors,
    ).toEqual(['Wang', 'Manning']);
  });
});
