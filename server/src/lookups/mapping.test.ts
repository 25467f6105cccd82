import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { doiOf, hitOfWork, hitsOfWork, hitsOfWorks } from './crossref.js';
import { personOfText, plain } from './hit.js';
import { bibkeyOf, hitsOfBooks, hitsOfSearch } from './openlibrary.js';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

const hitsOf = (result: ReturnType<typeof hitsOfWorks>) => {
  if (result.kind !== 'hits') throw new Error(`expected hits, got ${JSON.stringify(result)}`);
  return result.hits;
};

describe('Crossref works → Publications', () => {
  const hits = hitsOf(hitsOfWorks(fixture('crossref-works')));
  const at = (i: number) => {
    const hit = hits[i];
    if (!hit) throw new Error(`no hit ${i}`);
    return hit;
  };

  it('keeps every work with a DOI and a title, in Crossref’s order', () => {
    expect(hits.map((h) => h.id)).toEqual([
      '10.1017/S0140525X08004998',
      '10.18653/v1/N19-1423',
      '10.1007/978-3-030-12345-6_7',
      '10.31234/osf.io/abc12',
      '10.14264/uql.2019.123',
      '10.3403/30332956',
      '10.5061/dryad.8515',
    ]);
    expect(hits.every((h) => h.source === 'crossref')).toBe(true);
  });

  it('maps the types: journal-article 1, book-chapter 2, proceedings-article 3, dissertation 4, standard 5, posted-content and datasets 7', () => {
    expect(hits.map((h) => h.publication.idTypePublication)).toEqual([1, 3, 2, 7, 4, 5, 7]);
  });

  it('places a journal article’s fields as docs/model.md says', () => {
    expect(hits[0]).toEqual({
      source: 'crossref',
      id: '10.1017/S0140525X08004998',
      title: 'Language as shaped by the brain',
      authors: ['Christiansen, Morten H.', 'Chater, Nick'],
      year: 2008,
      identifiers: { doi: '10.1017/S0140525X08004998', issn: ['0140-525X', '1469-1825'] },
      publication: {
        idTypePublication: 1,
        language: 'EN',
        title: { publicationTitle: 'Language as shaped by the brain' },
        series: {
          series: 'Behavioral and Brain Sciences',
          volume: '31',
          issue: '5',
          publicDate: '2008-10',
          periodicalType: 2,
        },
        outputData: { publisher: 'Cambridge University Press (CUP)', year: '2008' },
        physical: { pages: '489-509' },
        authors: {
          '1': [
            { surname: 'Christiansen', name: 'Morten', fathername: 'H.' },
            { surname: 'Chater', name: 'Nick' },
          ],
        },
        accessData: { link: '10.1017/S0140525X08004998', type: 'doi' },
      },
    });
  });

  it('a conference paper: proceedings title, event place, pages', () => {
    const p = hits[1]?.publication as Record<string, Record<string, unknown>>;
    // A paper's proceedings are its host (issue 14/15), not a journal series.
    expect(p.host?.title).toBe('Proceedings of the 2019 Conference of the North');
    expect(p.series?.series).toBeUndefined();
    expect(p.specialData?.place).toBe('Minneapolis, Minnesota');
    expect(p.physical?.pages).toBe('4171-4186');
    expect(p.outputData?.year).toBe('2019');
  });

  it('editors are role 3, markup and entities leave titles, ISBN and ISSN stay beside the publication', () => {
    const chapter = hits[2];
    expect(chapter?.title).toBe('Corpus methods in second language acquisition & teaching');
    // A chapter's editors, publisher and place belong to its book (the host).
    const host = at(2).publication.host as Record<string, unknown>;
    expect(host.editors).toEqual([
      { surname: 'Schmidt', name: 'Peter' },
      { surname: 'Kovalenko', name: 'Olena' },
    ]);
    expect(host).toMatchObject({ publisher: 'Springer International Publishing', editionPlace: 'Cham' });
    expect(chapter?.publication.outputData).toEqual({ year: '2020' });
    expect(chapter?.identifiers).toEqual({
      doi: '10.1007/978-3-030-12345-6_7',
      isbn: ['9783030123449', '9783030123456'],
      issn: ['2211-0291'],
    });
  });

  it('an organisation author is role 5; a subtitle follows the title', () => {
    const post = hits[3];
    expect(post?.authors).toEqual(['ManyBabies Consortium']);
    expect(post?.publication.authors).toEqual({ '5': [{ name: 'ManyBabies Consortium' }] });
    expect((at(3).publication.title as Record<string, string>).publicationTitle).toBe(
      'Usage-based language learning: a preregistered replication',
    );
  });

  it('a dissertation: institution and its place, the repository as publisher', () => {
    const thesis = hits[4]?.publication as Record<string, Record<string, unknown>>;
    expect(thesis.specialData).toMatchObject({ organization: 'The University of Queensland', place: 'Brisbane' });
    expect(thesis.outputData).toEqual({ publisher: 'University of Queensland Library', year: '2019' });
  });

  it('a date of [[null]] gives no year', () => {
    expect(hits[6]?.year).toBeNull();
    expect((at(6).publication.outputData as Record<string, unknown>).year).toBeUndefined();
  });

  it('one work by DOI', () => {
    const [hit] = hitsOf(hitsOfWork(fixture('crossref-work')));
    expect(hit?.authors).toEqual(['LeCun, Yann', 'Bengio, Yoshua', 'Hinton, Geoffrey']);
    expect(hit?.publication.series).toEqual({
      series: 'Nature',
      volume: '521',
      issue: '7553',
      publicDate: '2015-05-27',
      periodicalType: 2,
    });
    expect(hit?.publication.physical).toEqual({ pages: '436-444' });
  });

  it('no items is nothing found; a body of another shape is a failure', () => {
    expect(hitsOfWorks(fixture('crossref-works-empty'))).toEqual({ kind: 'none' });
    expect(hitsOfWorks({ status: 'ok', message: { items: 'nope' } })).toEqual({ kind: 'failed', reason: 'invalid' });
    expect(hitsOfWorks([1, 2])).toEqual({ kind: 'failed', reason: 'invalid' });
    expect(hitOfWork({ DOI: '10.1/x', title: [] })).toBeNull();
  });
});

describe('OpenLibrary → Publications', () => {
  it('search documents are books with author, first year, publisher, place, pages, language', () => {
    const result = hitsOfSearch(fixture('openlibrary-search'));
    if (result.kind !== 'hits') throw new Error('expected hits');
    expect(result.hits).toHaveLength(2); // the untitled document is left out
    expect(result.hits[0]).toEqual({
      source: 'openlibrary',
      id: '/works/OL1968368W',
      title: 'Syntactic structures',
      authors: ['Chomsky, Noam'],
      year: 1957,
      identifiers: { isbn: ['9783110172799', '3110172798', '9789027933850', '9027933855'] },
      publication: {
        idTypePublication: 2,
        language: 'EN',
        title: { publicationTitle: 'Syntactic structures' },
        outputData: { publisher: 'Mouton', editionPlace: 'The Hague', year: '1957' },
        physical: { pages: '117' },
        authors: { '1': [{ surname: 'Chomsky', name: 'Noam' }] },
      },
    });
    const second = result.hits[1];
    expect(second?.title).toBe('The grammar of English nominalizations: a review of Syntactic structures');
    expect(second?.publication.title).toEqual({
      publicationTitle: 'The grammar of English nominalizations',
      infoAbouteTitle: 'a review of Syntactic structures',
    });
    expect(second?.publication.language).toBeUndefined(); // two languages: none chosen
    expect(second?.authors).toEqual(['Lees, Robert B.', 'Chomsky, Noam']);
  });

  it('a Books API edition: subtitle, ISBN-13 first, publisher and place objects', () => {
    const result = hitsOfBooks(fixture('openlibrary-books'));
    if (result.kind !== 'hits') throw new Error('expected hits');
    expect(result.hits).toEqual([
      {
        source: 'openlibrary',
        id: '/books/OL3956926M',
        title: 'Syntactic structures: second edition',
        authors: ['Chomsky, Noam'],
        year: 2002,
        identifiers: { isbn: ['9783110172799', '3110172798'] },
        publication: {
          idTypePublication: 2,
          title: { publicationTitle: 'Syntactic structures', infoAbouteTitle: 'second edition' },
          outputData: { publisher: 'Mouton de Gruyter', editionPlace: 'Berlin', year: '2002' },
          physical: { pages: '117' },
          authors: { '1': [{ surname: 'Chomsky', name: 'Noam' }] },
        },
      },
    ]);
  });

  it('an unknown ISBN ({}) and no documents are nothing found', () => {
    expect(hitsOfBooks({})).toEqual({ kind: 'none' });
    expect(hitsOfSearch(fixture('openlibrary-search-empty'))).toEqual({ kind: 'none' });
    expect(hitsOfSearch({ error: 'oops' })).toEqual({ kind: 'failed', reason: 'invalid' });
  });
});

describe('identifiers and names', () => {
  it('reads ISBNs, edition ids and DOIs as the by-id routes take them', () => {
    expect(bibkeyOf('978-3-11-017279-9')).toBe('ISBN:9783110172799');
    expect(bibkeyOf('ISBN 0-451-52653-x')).toBe('ISBN:045152653X');
    expect(bibkeyOf('/books/ol3956926m')).toBe('OLID:OL3956926M');
    expect(bibkeyOf('Syntactic structures')).toBeNull();
    expect(bibkeyOf('12345')).toBeNull();
    expect(doiOf('https://doi.org/10.1038/nature14539')).toBe('10.1038/nature14539');
    expect(doiOf('doi: 10.1037/rev0000126')).toBe('10.1037/rev0000126');
    expect(doiOf('10.1037')).toBeNull();
    expect(doiOf('nature14539')).toBeNull();
  });

  it('splits natural-order names at the last word, keeping particles with the family name', () => {
    expect(personOfText('Noam Chomsky')).toEqual({ family: 'Chomsky', given: 'Noam' });
    expect(personOfText('Ludwig van Beethoven')).toEqual({ family: 'van Beethoven', given: 'Ludwig' });
    expect(personOfText('J. R. R. Tolkien')).toEqual({ family: 'Tolkien', given: 'J. R. R.' });
    expect(personOfText('Chomsky, Noam')).toEqual({ family: 'Chomsky', given: 'Noam' });
    expect(personOfText('Plato')).toEqual({ family: 'Plato' });
  });

  it('plain text: tags out, entities decoded, spaces collapsed, subscript digits in Unicode (as a CSL import reads them)', () => {
    expect(plain('<jats:italic>E. coli</jats:italic>  &amp; H<sub>2</sub>O &#8211; &#x2014;')).toBe(
      'E. coli & H₂O – —',
    );
    expect(plain('CO<jats:sub>2</jats:sub> at 10<jats:sup>-3</jats:sup> &lt;p&gt;')).toBe('CO₂ at 10⁻³ <p>');
    expect(plain(42)).toBe('');
  });
});
