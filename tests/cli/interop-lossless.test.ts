/**
 * Issue 15, part 2: real and realistic records read without losing a field silently, and
 * written back so that they read the same (the fixes of session 7, each with its round trip).
 */
import { dispatch, type Publication, publicationSchema, risFromPublication } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { readRis } from '../../cli/src/input/ris.js';

const ris = (...lines: string[]) => `${lines.join('\n')}\nER  - \n`;
const only = <T>(list: T[]): T => {
  expect(list).toHaveLength(1);
  return list[0] as T;
};
const warningsOf = (rec: { warnings?: { field: string; message: string }[] }) =>
  (rec.warnings ?? []).map((w) => `${w.field}: ${w.message}`);

describe('RIS: ST is the short title, a subtitle travels in TI', () => {
  // As Zotero exports a book whose short title is the title before the colon.
  const zotero = ris(
    'TY  - BOOK',
    'TI  - Behave: The biology of humans at our best and worst',
    'AU  - Sapolsky, Robert M.',
    'PY  - 2017',
    'PB  - Penguin Press',
    'ST  - Behave',
  );

  it('splits a Zotero title at its short title, so the subtitle is not printed twice or lost', () => {
    const rec = only(readRis(zotero));
    expect(rec.publication?.title).toEqual({
      publicationTitle: 'Behave',
      infoAbouteTitle: 'The biology of humans at our best and worst',
    });
    expect(warningsOf(rec)).toEqual([]);
    const out = dispatch({ bibl: publicationSchema.parse(rec.publication), standarts: ['apa7'] });
    expect(out.results?.apa7).toBe(
      'Sapolsky, R. M. (2017). Behave: The biology of humans at our best and worst. Penguin Press.',
    );
  });

  it('never reads a short title as a subtitle: one that is no start of the title is named in the warnings', () => {
    const rec = only(
      readRis(ris('TY  - JOUR', 'TI  - A very long title of an article', 'ST  - Long title', 'PY  - 2020')),
    );
    expect(rec.publication?.title).toEqual({ publicationTitle: 'A very long title of an article' });
    expect(warningsOf(rec)).toEqual([
      'ST: short title "Long title" not kept (no Publication field holds a short title)',
    ]);
  });

  it('writes the whole title in TI and the title alone in ST, which reads back as the same title and subtitle', () => {
    const pub = publicationSchema.parse(only(readRis(zotero)).publication) as Publication;
    const text = risFromPublication(pub);
    expect(text).toContain('TI  - Behave: The biology of humans at our best and worst\nST  - Behave\n');
    expect(only(readRis(text)).publication?.title).toEqual(pub.title);
    expect(risFromPublication(publicationSchema.parse(only(readRis(text)).publication) as Publication)).toBe(text);
  });

  it('joins a Cyrillic title with " : " and keeps a conference paper\'s conference information apart (M3)', () => {
    const book = publicationSchema.parse({
      idTypePublication: 2,
      title: { publicationTitle: 'Теория государства и права', infoAbouteTitle: 'учебник' },
      outputData: { year: '2019' },
    }) as Publication;
    expect(risFromPublication(book)).toContain(
      'TI  - Теория государства и права : учебник\nST  - Теория государства и права\n',
    );
    expect(only(readRis(risFromPublication(book))).publication?.title).toEqual(book.title);
    const paper = publicationSchema.parse({
      idTypePublication: 3,
      title: { publicationTitle: 'Нейросети', infoAbouteTitle: 'материалы междунар. науч. конф.' },
      series: { series: 'Информатика' },
      outputData: { year: '2020' },
    }) as Publication;
    const text = risFromPublication(paper);
    expect(text).toContain('TI  - Нейросети\n');
    expect(text).toContain('M3  - материалы междунар. науч. конф.\n');
    expect(only(readRis(text)).publication?.title).toEqual(paper.title);
  });
});

describe('RIS dates keep their month and day', () => {
  it('reads a Zotero magazine date "2019/03//" as March 2019 (fixtures/interop/citation-js.ris)', () => {
    const rec = only(
      readRis(
        ris(
          'TY  - MGZN',
          "TI  - New Health Center Targets County's Uninsured Patients",
          'AU  - Brubaker, Bill',
          'T2  - Washington Post',
          'DA  - 2019/03//',
          'PY  - 2019',
        ),
      ),
    );
    expect(rec.publication?.series).toMatchObject({ publicDate: '2019-03' });
    const out = dispatch({ bibl: publicationSchema.parse(rec.publication), standarts: ['apa7'] });
    expect(out.results?.apa7).toMatch(/^Brubaker, B\. \(2019, March\)\./);
    const text = risFromPublication(publicationSchema.parse(rec.publication) as Publication);
    expect(text).toContain('DA  - 2019/03//\n');
    expect(only(readRis(text)).publication?.series).toEqual(rec.publication?.series);
  });

  it('reads the day, a PY with a month where there is no DA, ISO access dates, and warns of the "other" part', () => {
    const rec = only(
      readRis(
        ris(
          'TY  - ELEC',
          'TI  - Page',
          'PY  - 2018/02/14/Valentine issue',
          'Y2  - 2020-05-12 10:31:02',
          'UR  - https://example.org/page',
        ),
      ),
    );
    expect(rec.publication).toMatchObject({
      outputData: { year: '2018' },
      series: { publicDate: '2018-02-14' },
      accessData: { accessedDate: '2020-05-12' },
    });
    expect(warningsOf(rec)).toEqual(['PY: "Valentine issue" of the date not kept (a date holds year, month and day)']);
  });

  it("keeps a book's DA that says only its year, and warns of one that says more", () => {
    expect(warningsOf(only(readRis(ris('TY  - BOOK', 'TI  - B', 'PY  - 2019', 'DA  - 2019'))))).toEqual([]);
    expect(warningsOf(only(readRis(ris('TY  - BOOK', 'TI  - B', 'PY  - 2019', 'DA  - 2019/04/01/'))))).toEqual([
      'DA: date "2019/04/01/" not kept beyond its year (a book has no date field)',
    ]);
  });
});

describe('RIS language and rich text', () => {
  it('reads LA as a code or a name in any case, and names a language no label table covers', () => {
    const lang = (la: string) => only(readRis(ris('TY  - BOOK', 'TI  - B', `LA  - ${la}`)));
    expect(lang('en-US').publication?.language).toBe('EN');
    expect(lang('Russian').publication?.language).toBe('RU');
    expect(lang('ukr').publication?.language).toBe('UA');
    const de = lang('de');
    expect(de.publication?.language).toBeUndefined();
    expect(warningsOf(de)).toEqual([
      'LA: language "de" not kept: a record\'s language (which picks its labels) is English, Russian or Ukrainian',
    ]);
  });

  it("reads Zotero's HTML notes and rich-text titles as plain text", () => {
    const rec = only(
      readRis(ris('TY  - BOOK', 'TI  - The <i>boy</i>', 'N1  - <p>"First published in 2019 by Ebury."</p>')),
    );
    expect(rec.publication).toMatchObject({
      title: { publicationTitle: 'The boy' },
      note: '"First published in 2019 by Ebury."',
    });
  });
});
