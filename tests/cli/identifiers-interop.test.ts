import {
  bibtexFromPublication,
  cslFromPublication,
  type Publication,
  risFromPublication,
  validate,
} from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { readBibtex } from '../../cli/src/input/bibtex.js';
import { readCslJson } from '../../cli/src/input/csl-json.js';
import { readRis } from '../../cli/src/input/ris.js';

const chapter: Publication = {
  idTypePublication: 2,
  title: { publicationTitle: 'A chapter' },
  outputData: { year: 2020 },
  series: { issn: '0302-9743' },
  host: { title: 'The book', publisher: 'Routledge', isbn: '978-0-306-40615-7' },
};

describe('ISBN and ISSN through BibTeX, RIS and CSL-JSON', () => {
  it('reads a book’s isbn, a journal’s issn, and an ISSN typed into isbn as the serial’s', async () => {
    const [book, article] = await readBibtex(
      '@book{b, title={T}, year={2001}, isbn={ISBN 0-8044-2957-x}}\n@article{a, title={T}, journal={Blood}, year={1996}, isbn={0006-4971}}',
    );
    expect((book?.publication as Publication | undefined)?.outputData).toMatchObject({ isbn: '0-8044-2957-X' });
    expect((article?.publication as Publication | undefined)?.series).toMatchObject({ issn: '0006-4971' });
    expect(article?.warnings).toBeUndefined();
  });
  it('keeps a chapter’s host ISBN with the host and the series ISSN with the series, in every format', async () => {
    const bib = bibtexFromPublication(chapter, 'k');
    expect(bib).toContain('isbn = {978-0-306-40615-7}');
    expect(bib).toContain('issn = {0302-9743}');
    const ris = risFromPublication(chapter);
    expect(ris).toContain('SN  - 978-0-306-40615-7\nSN  - 0302-9743');
    const csl = cslFromPublication(chapter, 'k');
    expect(csl).toMatchObject({ ISBN: '978-0-306-40615-7', ISSN: '0302-9743' });
    const backs = [
      (await readBibtex(bib))[0]?.publication,
      readRis(ris)[0]?.publication,
      readCslJson(JSON.stringify([csl]))[0]?.publication,
    ] as (Publication | undefined)[];
    for (const back of backs) {
      expect(back?.host).toMatchObject({ isbn: '978-0-306-40615-7' });
      expect(back?.series).toMatchObject({ issn: '0302-9743' });
    }
  });
  it('keeps the first of several ISBNs in a field, valid, with a warning naming the rest', async () => {
    const [bib] = await readBibtex('@book{b, title={T}, year={2001}, isbn={0-306-40615-2 (pbk.), 978-0-306-40615-7}}');
    const [ris] = readRis('TY  - BOOK\nTI  - T\nPY  - 2001\nSN  - 9780306406157 (hbk.)\nER  - ');
    const [csl] = readCslJson(
      '[{"id":"x","type":"book","title":"T","issued":{"date-parts":[[2001]]},"ISBN":"0306406152 9780306406157"}]',
    );
    const cases = [
      [bib, '0-306-40615-2', 'isbn'],
      [ris, '9780306406157', 'SN'],
      [csl, '0306406152', 'ISBN'],
    ] as const;
    for (const [read, isbn, field] of cases) {
      const pub = read?.publication as Publication;
      expect(pub.outputData).toMatchObject({ isbn });
      expect(read?.warnings).toContainEqual(expect.objectContaining({ field }));
      expect(validate(pub, ['iso']).filter((i) => i.field === 'outputData.isbn')).toEqual([]);
    }
  });
});
