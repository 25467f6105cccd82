import { describe, expect, it } from 'vitest';
import { findPlace } from './host.js';
import { parseCitation } from './parse-citation.js';

/** Place and publisher where the record keeps them: the host's for a chapter, the record's for a book. */
function imprintOf(text: string) {
  const p = parseCitation(text).publication;
  return {
    type: p.idTypePublication,
    place: p.host?.editionPlace ?? p.outputData?.editionPlace,
    publisher: p.host?.publisher ?? p.outputData?.publisher,
    year: p.outputData?.year,
  };
}

describe('Vancouver/ICMJE imprint', () => {
  it('keeps "London: Penguin; 2010" of a chapter in the host', () => {
    const text =
      'Smith J. Title of chapter. In: Brown A, Green B, editors. Book title. London: Penguin; 2010. p. 10-20.';
    expect(imprintOf(text)).toEqual({ type: 3, place: 'London', publisher: 'Penguin', year: '2010' });
    expect(parseCitation(text).publication.host).toMatchObject({ editionPlace: 'London', publisher: 'Penguin' });
  });

  it('reads a place of two parts after the host, not its last part', () => {
    expect(
      imprintOf(
        'Smith J. Title of chapter. In: Brown A, Green B, editors. Book title. London, UK: Penguin; 2010. p. 10-20.',
      ),
    ).toEqual({ type: 3, place: 'London, UK', publisher: 'Penguin', year: '2010' });
  });

  it('reads a state in brackets after the place, in a chapter and a book', () => {
    expect(
      imprintOf(
        'Smith J. Title of chapter. In: Brown A, Green B, editors. Book title. Philadelphia (PA): Lippincott; 2010. p. 10-20.',
      ),
    ).toEqual({ type: 3, place: 'Philadelphia (PA)', publisher: 'Lippincott', year: '2010' });
    expect(findPlace('Book title. Philadelphia (PA): Lippincott Williams & Wilkins; \uE000')).toMatchObject({
      place: 'Philadelphia (PA)',
      publisher: 'Lippincott Williams & Wilkins',
    });
  });

  it('keeps the imprint of a book with an edition', () => {
    expect(
      imprintOf(
        'Murray PR, Rosenthal KS, Kobayashi GS, Pfaller MA. Medical microbiology. 4th ed. St. Louis: Mosby; 2002.',
      ),
    ).toEqual({ type: 2, place: 'St. Louis', publisher: 'Mosby', year: '2002' });
  });

  it('reads the publisher’s place, not the conference’s before it', () => {
    expect(
      imprintOf(
        'Christensen S, Oppacher F. An analysis of Koza’s computational effort statistic. In: Foster JA, Lutton E, editors. Genetic programming. EuroGP 2002: Proceedings of the 5th European Conference on Genetic Programming; 2002 Apr 3-5; Kinsdale, Ireland. Berlin: Springer; 2002. p. 182-91.',
      ),
    ).toMatchObject({ place: 'Berlin', publisher: 'Springer' });
    expect(findPlace('Tumour Conference; \uE000; Leeds, UK. New York: Springer; \uE000')).toMatchObject({
      place: 'New York',
      publisher: 'Springer',
    });
  });

  it('leaves pages or a year run on after the publisher out of its name', () => {
    expect(
      imprintOf('Smith, J. 1990. Title of the chapter. In Brown, A., ed., Book title. New York: Academic Press. 47-73.')
        .publisher,
    ).toBe('Academic Press');
  });
});
