import { describe, expect, it } from 'vitest';
import { format } from '../index.js';
import type { Publication } from '../model/publication.js';

const book = {
  idTypePublication: 2,
  language: 'EN',
  title: { publicationTitle: 'Moby Dick' },
  outputData: { year: 1851, editionPlace: 'New York', publisher: 'Harper', isbn: 'isbn 0-8044-2957-x' },
  authors: { '1': [{ surname: 'Melville', name: 'Herman' }] },
} as Publication;

describe('standard identifiers in print', () => {
  it('iso and gost2018 print the ISBN once, without the label typed with it; the other styles leave it out', () => {
    expect(format(book, 'iso').text).toBe('MELVILLE, Herman. Moby Dick. New York: Harper, 1851. ISBN 0-8044-2957-X.');
    // GOST R 7.0.100-2018, 5.9.3: the area of the resource identifier, before the content type.
    expect(format(book, 'gost2018').text).toContain('– ISBN 0-8044-2957-X. – Text : unmediated.');
    for (const style of ['apa7', 'dstu', 'mla', 'chicago']) expect(format(book, style).text).not.toContain('0-8044');
  });
  it('a part prints its host’s ISBN, also when it was typed on the part itself', () => {
    const part = {
      ...book,
      outputData: { year: 2020, isbn: '978-0-306-40615-7' },
      host: { title: 'Collected papers', editionPlace: 'London', publisher: 'Routledge' },
      physical: { pages: '1-10' },
    } as Publication;
    expect(format(part, 'iso').text).toMatch(/pp\. 1–10\. ISBN 978-0-306-40615-7\.$/);
  });
});
