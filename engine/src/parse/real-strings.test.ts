import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

/** The forms of real reference lists that issue 15 names, each read right. */
const read = (text: string) => {
  const r = parseCitation(text);
  const p = r.publication;
  return {
    recognised: r.recognised,
    type: Number(p.idTypePublication),
    authors: (p.authors?.['1'] ?? []).map((a) => `${a?.surname} ${a?.name ?? ''}`.trim()),
    title: p.title?.publicationTitle,
    container: p.series?.series ?? p.host?.title,
    year: p.outputData?.year,
    volume: p.series?.volume,
    pages: p.physical?.pages,
    place: p.outputData?.editionPlace,
    publisher: p.outputData?.publisher,
  };
};

describe('real reference strings', () => {
  it('reads names written given name first', () => {
    expect(
      read('Sida Wang and Christopher D Manning. Fast dropout training. In Proceedings of ICML, pages 118–126, 2013.'),
    ).toMatchObject({
      authors: ['Wang Sida', 'Manning Christopher'],
      title: 'Fast dropout training',
      year: '2013',
    });
    expect(
      read(
        'Sarita V. Adve. Using information from the programmer to implement optimizations. Technical Report TR 9603, Rice University, 1996.',
      ),
    ).toMatchObject({
      authors: ['Adve Sarita'],
      year: '1996',
    });
  });

  it('reads "Surname, Given, & Surname, Given" with a bare year', () => {
    expect(read('Smith, John, & Doe, Jane 2010. A study of things. Journal of Stuff 12: 34-56.')).toMatchObject({
      authors: ['Smith John', 'Doe Jane'],
      title: 'A study of things',
      year: '2010',
    });
    expect(read('Boas, Franz 1935. Kwakiutl Culture as Reflected in Mythology. New York: Stechert.')).toMatchObject({
      authors: ['Boas Franz'],
      title: 'Kwakiutl Culture as Reflected in Mythology',
      year: '1935',
    });
  });

  it('keeps an abbreviated host the model bounded whole', () => {
    expect(read('[4] K. Lee, “Laser ranging in turbid water,” Proc. SPIE, vol. 1234, pp. 10–18, 1991.')).toMatchObject({
      container: 'Proc. SPIE',
      year: '1991',
    });
    expect(
      read(
        '(12) Park, J.; Wu, L. "Folding kinetics of small proteins." Proc. Natl. Acad. Sci. USA 2004, 101, 1200–1205.',
      ),
    ).toMatchObject({ container: 'Proc. Natl. Acad. Sci. USA', volume: '101' });
  });

  it('reads a journal named with no numbers as an article’s', () => {
    expect(
      read('A. Kowal, B. Lund. Soil crusts warm arid land surfaces through sunscreen pigments. Nature Communications.'),
    ).toMatchObject({ type: 1, container: 'Nature Communications' });
  });

  it('takes no names for the title', () => {
    expect(
      read('Hartley, Anne. Memory, Mind, and the Divided Brain. Princeton: Princeton University Press, 1988.'),
    ).toMatchObject({ authors: ['Hartley Anne'], title: 'Memory, Mind, and the Divided Brain', year: '1988' });
  });

  it('takes no imprint from names ended by a colon', () => {
    expect(
      read(
        'Kovacs P, Lind M, Herrera-Salgado JM, Okafor T: Multiple imputation by chained equations in small samples. J Appl Stat Meth 2011, 14: 220–231.',
      ),
    ).toMatchObject({ type: 1, container: 'J Appl Stat Meth', volume: '14', place: undefined, publisher: undefined });
  });

  it('reads "volume, issue (date)"', () => {
    expect(
      read('Moreau, P. Typed closures for functional languages. Higher-Order Computation 11, 3 (Oct. 1998), 201-230.'),
    ).toMatchObject({ container: 'Higher-Order Computation', volume: '11', pages: '201–230', year: '1998' });
    expect(read('Rossi, A., “Coalitions and cabinets”, West European Politics, 41: 2 (2018), 301-322.')).toMatchObject({
      volume: '41',
      pages: '301–322',
    });
  });

  it('reads a journal with its publisher and a page range as an article’s', () => {
    expect(
      read(
        'Hollis, Mara. « When Glaze Goes Wrong ». Ceramics Review no. 188. London : Ceramics Council (May/June 2011), 22-27.',
      ),
    ).toMatchObject({ type: 1, container: 'Ceramics Review', pages: '22–27' });
  });

  it('ends a quoted title at its closing quote', () => {
    expect(read('- M. DUVAL, « Le centrisme en France », Pouvoirs, 1981, n°12.')).toMatchObject({
      title: 'Le centrisme en France',
    });
  });

  it('reads a bare volume after the journal', () => {
    expect(read('Brown RJ, Smith K. Stroke outcomes. Neurology 65, 586-590 (2005).')).toMatchObject({
      container: 'Neurology',
      volume: '65',
      pages: '586–590',
      year: '2005',
    });
  });

  it('keeps years inside a title', () => {
    expect(
      read('Weinstein, B. (1983). The Amazon rubber boom, Brazil, 1889–1930. Stanford University Press.'),
    ).toMatchObject({
      title: 'The Amazon rubber boom, Brazil, 1889–1930',
      year: '1983',
    });
  });

  it('reads hyphens typed as GOST area separators', () => {
    expect(read('Иванов И. И. Экономика фирмы : учебник / И. И. Иванов - М.: РУДН, 2010. - 320 с.')).toMatchObject({
      place: 'М.',
      publisher: 'РУДН',
      year: '2010',
      pages: '320',
    });
  });

  it('does not take a bibliography note for the extent, nor defence dates for the title', () => {
    expect(
      read('Петров П. П. Теория управления : монография. – М. : Наука, 2015. – 240 с. – Библиогр.: с. 220–230.'),
    ).toMatchObject({
      pages: '240',
    });
    expect(
      read(
        'Сидоров А. А. Методы оптимизации : дис. ... канд. техн. наук : 05.13.01 : защищена 12.03.2015 : утв. 20.06.2015 / Сидоров Алексей Алексеевич. – М., 2015. – 150 с.',
      ),
    ).toMatchObject({ type: 4, title: 'Методы оптимизации', year: '2015' });
  });

  it('reads PDF artefacts: ligatures, a lost "ff", a line-broken word, a citation label', () => {
    expect(read('Eﬃcient classiﬁcation. Journal of Data 3(2):1-10, 2001.').title).toBe('Efficient classification');
    expect(read('Romero, C. (2011). Growth mindset a↵ects GPA. Poster session.').title).toBe(
      'Growth mindset affects GPA',
    );
    expect(
      read(
        '[12] K. He and J. Sun, “Deep residual learning for image recogni-\ntion,” in Proc. CVPR, 2016, pp. 770–778.',
      ).title,
    ).toBe('Deep residual learning for image recognition');
    expect(
      read(
        '[Allison2006-MIT] G. Allison, E. A. Galaktionov, Thermodynamic density of states, Phys. Rev. Lett. 96, 216407 (2006).',
      ).authors,
    ).toEqual(['Allison G.', 'Galaktionov E.']);
  });

  it('says a sentence that is not a citation is not one', () => {
    const r = parseCitation('The quick brown fox jumps over the lazy dog');
    expect(r.recognised).toBe(false);
    expect(r.confidence).toEqual({});
  });
});

describe('a firm named as the author', () => {
  it('is an organisation, not a person (AnyStyle core, development part)', () => {
    const pub = parseCitation(
      'Sun Microsystems. Java (tm): Programming for the Internet. http://java.sun.com.',
    ).publication;
    expect(pub.authors?.['1']).toBeUndefined();
    expect(pub.authors?.['5']).toEqual([{ surname: 'Sun Microsystems' }]);
  });

  it('keeps its legal form after a comma (composed on the form of software manuals)', () => {
    const pub = parseCitation('Wolfram Research, Inc. Mathematica, Version 5.2. Champaign, IL, 2005.').publication;
    expect(pub.authors?.['5']).toEqual([{ surname: 'Wolfram Research, Inc.' }]);
    expect(pub.title?.publicationTitle).toBe('Mathematica, Version 5.2');
    expect(pub.outputData).toMatchObject({ editionPlace: 'Champaign, IL' });
    expect(pub.outputData?.publisher).toBeUndefined();
  });
});

describe("Vancouver's initials joined by a hyphen", () => {
  it('are the given names, not the surname (AnyStyle core, development part)', () => {
    const pub = parseCitation(
      '6. Tao SS-H & Bolger PM (1999) Dietary arsenic intakes in the United States : FDA Total Diet Study, September 1991-December 1996. Food additives and contaminants 16(11):465-472.',
    ).publication;
    expect(pub.authors?.['1']?.[0]).toEqual({ surname: 'Tao', name: 'S.', fathername: 'S.-H.' });
  });
});
