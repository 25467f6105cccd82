import { describe, expect, it } from 'vitest';
import { hostEditorsAfter } from './host.js';
import { parseCitation } from './parse-citation.js';

/** "Surname Name" of each host editor, and of each of the record's own editors (role 3). */
function editorsOf(text: string) {
  const p = parseCitation(text).publication;
  const names = (people: { surname?: unknown; name?: unknown }[] | null | undefined) =>
    (people ?? []).map((e) => `${e.surname} ${e.name ?? ''}`.trim());
  return { host: names(p.host?.editors), own: names(p.authors?.['3']), hostTitle: p.host?.title };
}

describe('the editors of a chapter’s host', () => {
  it('Vancouver: "In: Brown A, Green B, editors. Book" puts them in the host', () => {
    expect(
      editorsOf(
        'Smith J. Title of chapter. In: Brown A, Green B, editors. Book title. London: Penguin; 2010. p. 10-20.',
      ),
    ).toEqual({ host: ['Brown A.', 'Green B.'], own: [], hostTitle: 'Book title' });
  });

  it('APA: "In A. Brown & B. Green (Eds.), Book (pp. 10–20)" puts them in the host', () => {
    expect(
      editorsOf('Smith, J. (2010). Title of chapter. In A. Brown & B. Green (Eds.), Book title (pp. 10–20). Penguin.'),
    ).toEqual({ host: ['Brown A.', 'Green B.'], own: [], hostTitle: 'Book title' });
  });

  it('Chicago: "In Book, edited by Anne Brown and Bob Green, 10–20" puts them in the host', () => {
    expect(
      editorsOf(
        'Smith, John. "Title of Chapter." In Book Title, edited by Anne Brown and Bob Green, 10–20. London: Penguin, 2010.',
      ),
    ).toEqual({ host: ['Brown Anne', 'Green Bob'], own: [], hostTitle: 'Book Title' });
  });

  it('MLA: "Book, edited by Anne Brown and Bob Green, Penguin" puts them in the host', () => {
    expect(
      editorsOf(
        'Smith, John. "Title of Chapter." Book Title, edited by Anne Brown and Bob Green, Penguin, 2010, pp. 10-20.',
      ),
    ).toEqual({ host: ['Brown Anne', 'Green Bob'], own: [], hostTitle: 'Book Title' });
  });

  it('GOST: "// Сборник / под ред. …" puts them in the host', () => {
    const r = editorsOf(
      'Иванов И. И. Название главы // Сборник статей / под ред. А. А. Петрова, Б. Б. Сидорова. – М. : Наука, 2010. – С. 10–20.',
    );
    expect(r.host).toHaveLength(2);
    expect(r.own).toEqual([]);
    expect(r.hostTitle).toBe('Сборник статей');
  });

  it('keeps an edited book’s own editors on the record', () => {
    expect(editorsOf('Brown A, Green B, editors. Book title. London: Penguin; 2010.')).toEqual({
      host: [],
      own: ['Brown A.', 'Green B.'],
      hostTitle: undefined,
    });
    expect(editorsOf('Сборник статей / под ред. А. А. Петрова. – М. : Наука, 2010. – 200 с.').own).toHaveLength(1);
  });

  it('reads the names after "edited by" up to the first piece that is not a name', () => {
    expect(
      hostEditorsAfter(', edited by Anne Brown, Carl Dunn, and Bob Green, Penguin, 2010').map((p) => p.surname),
    ).toEqual(['Brown', 'Dunn', 'Green']);
    expect(hostEditorsAfter('In Book Title, 10–20. London: Penguin')).toEqual([]);
  });
});

describe('names after «под ред.», «за ред.», «пер.»', () => {
  it('are kept in the nominative, so a style declines them once', () => {
    const ru = parseCitation(
      'Налоги и налогообложение : учебник / под ред. И. А. Майбуровой, А. М. Соколовской. – 6-е изд. – М. : ЮНИТИ-ДАНА, 2015. – 503 с.',
    ).publication;
    expect(ru.authors?.['3']?.map((p) => p?.surname)).toEqual(['Майбурова', 'Соколовская']);
    const uk = parseCitation(
      'Бухгалтерський облік : навч. посіб. / за ред. В. П. Бондаренка. – Київ : Центр учбової літератури, 2019. – 320 с.',
    ).publication;
    expect(uk.authors?.['3']?.map((p) => p?.surname)).toEqual(['Бондаренко']);
  });

  it('keeps names after «отв. ред.», which stand in the nominative', () => {
    const p = parseCitation('Сборник статей / отв. ред. А. А. Петрова. – М. : Наука, 2010. – 200 с.').publication;
    expect(p.authors?.['3']?.map((x) => x?.surname)).toEqual(['Петрова']);
  });

  // Real strings of AnyStyle's core set (development part), where the host ran on into its editors.
  it('the host ends before its editors or translator: "(Hgg.):", "(sous la dir.)", ", Ed. X", ", X Eds.", "Trad fr. par X"', () => {
    for (const [text, host] of [
      [
        'Flajolet, P., Gourdon, X., and Panario, D. Random polynomials and polynomial factorization. In Automata, Languages, and Programming (1996), F. Meyer auf der Heide and B. Monien, Eds., vol. 1099, of Lecture Notes in Computer Science, Springer-Verlag, pp. 232-243. Proceedings of the 23rd ICALP Conference, Paderborn, July 1996.',
        'Automata, Languages, and Programming',
      ],
      [
        'Lindquist, E.E., Krantz, G.W., Walter, D.E., 2009. Orden Mesostigmata. In: A Manual of Acarology, Krantz G.W and D.E. Walter Eds., Third Edition. Texas Tech University Press, Lubbock, pp.124-232.',
        'A Manual of Acarology',
      ],
      [
        'Forsé M., 2001, « L’évolution des inégalités des chances sociales et scolaires en France au cours des quinze dernières années », In : Boudon R., Bulle N., Cherkaoui M. (sous la dir.), Ecole et société. Les paradoxes de la démocratie, Paris, PUF.',
        'Ecole et société. Les paradoxes de la démocratie',
      ],
      [
        'Räumliche Dimensionen imaginativer Subjektkonstitution um 1800 (Rousseau, Senancour, Chateaubriand). In: Inka Mülder-Bach, Gerhard Neumann (Hgg.): Räume der Romantik. Würzburg: Könighausen & Neumann 2007, S. 27-63.',
        'Räume der Romantik',
      ],
      [
        'Walter Benjamin, « Petite histoire de la photographie » in Œuvres II, Trad fr. par Maurice de Gandillac. Paris : Gallimard, Coll. Folio Essais, 2000.',
        'Œuvres II',
      ],
      [
        'Dove, Rita. "Lady Freedom among Us." The Electronic Text Center. Ed. David Seaman. 1998. Alderman Lib., U of Virginia. 19 June 1998 <http://etext.lib.virginia.edu /subjects/afam.html>.',
        'The Electronic Text Center',
      ],
    ] as const) {
      const p = parseCitation(text).publication;
      expect(p.host?.title ?? p.series?.series, text).toBe(host);
    }
  });
});
