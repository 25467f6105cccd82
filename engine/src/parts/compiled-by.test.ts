import { describe, expect, it } from 'vitest';
import { format } from '../index.js';

const book = (language: string, title: Record<string, string>, authors: Record<string, unknown>) => ({
  idTypePublication: 2,
  language,
  title,
  authors,
  outputData: { year: 2005, editionPlace: 'Edinburgh', publisher: 'Mercat Press' },
});

describe('compilers and a statement typed with the title', () => {
  it('names the compilers of a book with an author after the title', () => {
    const pub = book(
      'EN',
      { publicationTitle: 'Folk Songs' },
      {
        '1': [{ surname: 'Brown', name: 'Anna' }],
        '2': [{ surname: 'Jones', name: 'Mary' }],
      },
    );
    expect(format(pub, 'chicago').text).toContain('Folk Songs. Compiled by Mary Jones. Edinburgh');
    expect(format(pub, 'mla').text).toContain('Folk Songs. Compiled by Mary Jones, Mercat Press');
    expect(format(pub, 'mhra').text).toContain('Folk Songs, comp. by Mary Jones (Mercat Press');
  });
  it('leaves leading compilers where they lead', () => {
    const pub = book('EN', { publicationTitle: 'Folk Songs' }, { '2': [{ surname: 'Jones', name: 'Mary' }] });
    expect(format(pub, 'chicago').text).not.toContain('Compiled by');
  });
  it('prints a typed statement in the style’s words, a Russian one in its own', () => {
    const en = book(
      'EN',
      { publicationTitle: 'Folk Songs', detailsForTitle: 'comp. Mary Jones.' },
      {
        '1': [{ surname: 'Brown', name: 'Anna' }],
      },
    );
    expect(format(en, 'chicago').text).toContain('Folk Songs. Compiled by Mary Jones. Edinburgh');
    expect(format(en, 'mhra').text).toContain('Folk Songs, comp. by Mary Jones (Mercat');
    const ru = book('RU', { publicationTitle: 'Песни', detailsForTitle: 'сост. А. А. Иванов и др.' }, {});
    expect(format(ru, 'mhra').text).toContain('Песни, сост. А. А. Иванов и др. (Mercat');
  });
  it('does not name twice someone the record lists', () => {
    const pub = book(
      'RU',
      { publicationTitle: 'Песни', detailsForTitle: 'сост. А. А. Иванов' },
      {
        '1': [{ surname: 'Петров', name: 'Пётр' }],
        '2': [{ surname: 'Иванов', name: 'Андрей' }],
      },
    );
    expect(format(pub, 'chicago').text).toBe(
      'Петров, Пётр. Песни. Сост. Андрей Иванов. Edinburgh: Mercat Press, 2005.',
    );
  });
});
