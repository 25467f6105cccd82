/**
 * Issue 15, part 2: real and realistic records read without losing a field silently, and
 * written back so that they read the same (the fixes of session 7, each with its round trip).
 */
import { readFileSync } from 'node:fs';
import {
  bibtexFromPublication,
  cslFromPublication,
  decodeText,
  dispatch,
  type Publication,
  publicationSchema,
  risFromPublication,
} from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { readBibtex as readBibtexFile } from '../../cli/src/input/bibtex.js';
import { readCslJson as readCslJsonFile } from '../../cli/src/input/csl-json.js';
import type { InputRecord } from '../../cli/src/input/input-record.js';
import { readRis as readRisFile } from '../../cli/src/input/ris.js';

/** A record read, its publication typed for reading its fields. */
type Rec = Omit<InputRecord, 'publication'> & { publication?: Publication & Record<string, unknown> };
const readRis = (text: string) => readRisFile(text) as Rec[];
const readCslJson = (text: string) => readCslJsonFile(text) as Rec[];
const readBibtex = async (text: string) => (await readBibtexFile(text)) as Rec[];
/** The record formatted in each style (a failed dispatch gives none). */
function formatted(pub: unknown, styles: string[]): Record<string, string> {
  const out = dispatch({ bibl: publicationSchema.parse(pub), standarts: styles });
  return out.state === 'success' ? out.results : {};
}

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
    const out = { results: formatted(rec.publication, ['apa7']) };
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
    const out = { results: formatted(rec.publication, ['apa7']) };
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
    expect(lang('Русский').publication?.language).toBe('RU');
    expect(lang('українська').publication?.language).toBe('UA');
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

describe('BibTeX: language, reports, co-publishers, dates, Mendeley web pages', () => {
  const read = async (text: string) => only(await readBibtex(text));

  it('reads langid/language as en/ru/uk in any spelling, and names any other language', async () => {
    expect((await read('@book{a, title={T}, language={en-US}, year=2000}')).publication?.language).toBe('EN');
    expect((await read('@book{a, title={T}, langid={russian}, year=2000}')).publication?.language).toBe('RU');
    expect((await read('@book{a, title={T}, language={Ukrainian}, year=2000}')).publication?.language).toBe('UA');
    const german = await read('@book{a, title={T}, langid={german}, year=2000}');
    expect(german.publication?.language).toBeUndefined();
    expect(warningsOf(german)).toEqual([
      'langid: language "german" not kept: a record\'s language (which picks its labels) is English, Russian or Ukrainian',
    ]);
  });

  it("reads a report's type and number as the series it is numbered in, not as a journal issue (biblatex-examples: padhye)", async () => {
    const rec = await read(
      '@report{padhye, author={Padhye, Jitendra}, title={A Stochastic Model of TCP Reno Congestion Avoidance and Control}, type={techreport}, institution={University of Massachusetts}, date={1999}, number={99-02}, location={Amherst, Mass.}}',
    );
    expect(rec.publication?.series).toEqual({ series: 'Technical Report', number: '99-02' });
    expect(warningsOf(rec)).toEqual([]);
    const out = { results: formatted(rec.publication, ['chicago']) };
    expect(out.results?.chicago).toContain('Technical Report 99-02.');
    const pub = publicationSchema.parse(rec.publication) as Publication;
    expect((await read(bibtexFromPublication(pub, 'padhye'))).publication).toEqual(rec.publication);
    // classic @techreport without a type prints "Technical Report", as plain.bst does
    expect(
      (await read('@techreport{t, title={T}, institution={I}, number={7}, year=1990}')).publication?.series,
    ).toEqual({
      series: 'Technical Report',
      number: '7',
    });
  });

  it('keeps co-publishers apart with "; " (APA 7, 9.29), and a firm\'s own "and"', async () => {
    const rec = await read(
      '@book{a, title={T}, author={Doe, J.}, publisher={Springer and Routledge}, location={Berlin and New York}, year=2000}',
    );
    expect(rec.publication?.outputData).toEqual({
      year: '2000',
      publisher: 'Springer; Routledge',
      editionPlace: 'Berlin; New York',
    });
    const out = { results: formatted(rec.publication, ['apa7']) };
    expect(out.results?.apa7).toBe('Doe, J. (2000). T. Springer; Routledge.');
    const wiley = await read('@book{b, title={T}, publisher={John Wiley and Sons}, year=2000}');
    expect(wiley.publication?.outputData).toMatchObject({ publisher: 'John Wiley and Sons' });
    for (const pub of [rec.publication, wiley.publication]) {
      const text = bibtexFromPublication(publicationSchema.parse(pub) as Publication, 'k');
      expect((await read(text)).publication?.outputData).toEqual(pub?.outputData);
    }
  });

  it('dates an article by its month or BibLaTeX date, and warns of a date finer than a book holds', async () => {
    const rec = await read('@article{a, title={T}, journal={J}, year=2019, month=oct}');
    expect(rec.publication?.series).toEqual({ series: 'J', publicDate: '2019-10' });
    const text = bibtexFromPublication(publicationSchema.parse(rec.publication) as Publication, 'a');
    expect(text).toContain('date = {2019-10}');
    expect((await read(text)).publication).toEqual({ ...rec.publication });
    expect((await read('@article{a, title={T}, journaltitle={J}, date={2019-03-15}}')).publication).toMatchObject({
      outputData: { year: '2019' },
      series: { publicDate: '2019-03-15' },
    });
    expect(warningsOf(await read('@book{b, title={T}, date={2019-03-15}}'))).toEqual([
      'date: "2019-03-15" not kept beyond the year (a book holds its year only)',
    ]);
  });

  it("a book's number is its number in the series, its issue the series issue", async () => {
    const rec = await read('@book{a, title={T}, series={Lecture Notes}, number={12}, issue={3}, year=2000}');
    expect(rec.publication?.series).toEqual({ series: 'Lecture Notes', number: '12', issue: '3' });
  });

  it("reads Mendeley's @web_page access date out of volume and issue (fixtures/interop/mendeley.bib)", async () => {
    const rec = only(
      await readBibtex(readFileSync(new URL('../../fixtures/interop/mendeley.bib', import.meta.url), 'utf8')),
    );
    expect(rec.publication?.series).toBeUndefined();
    expect(rec.publication?.outputData).toEqual({ year: '2018' });
    expect(rec.publication?.accessData).toMatchObject({ accessedDate: '2020-05-12' });
    const out = { results: formatted(rec.publication, ['mla']) };
    expect(out.results?.mla).toMatch(/2018, www\.vulture\.com\/.*\. Accessed 12 May 2020\.$/);
  });

  it('warns of a thesis number and of a type the record does not use, instead of dropping them', async () => {
    expect(warningsOf(await read('@phdthesis{a, title={T}, school={S}, number={42}, year=2000}'))).toEqual([
      'fields: not kept (no Publication field holds them): number',
    ]);
    expect(warningsOf(await read('@misc{a, title={T}, type={Map}, year=2000}'))).toEqual([
      'fields: not kept (no Publication field holds them): type',
    ]);
  });
});

describe('CSL-JSON dates keep their precision', () => {
  const item = (issued: unknown, type = 'article-journal') =>
    only(
      readCslJson(
        JSON.stringify({
          id: 'x',
          type,
          title: 'T',
          author: [{ family: 'Hall', given: 'H. K.' }],
          'container-title': 'J',
          issued,
        }),
      ),
    );

  it('reads a year-only date as the year, whatever its form (date-parts, raw, an EDTF string)', () => {
    for (const issued of [{ 'date-parts': [[1957]] }, { 'date-parts': [['1957']] }, { raw: '1957' }, '1957']) {
      const rec = item(issued);
      expect(rec.publication?.outputData).toEqual({ year: '1957' });
      expect(rec.publication?.series?.publicDate).toBeUndefined();
      const out = { results: formatted(rec.publication, ['mla']) };
      expect(out.results?.mla).toBe('Hall, H. K. “T.” J, 1957.');
    }
  });

  it('reads the Wikidata record of fixtures/interop/citation-js.json ([[1957, 1, 1]]) as 1957, not "Jan. 1957"', () => {
    const [rec] = readCslJson(
      readFileSync(new URL('../../fixtures/interop/citation-js.json', import.meta.url), 'utf8'),
    );
    expect(rec?.publication?.outputData).toEqual({ year: '1957' });
    expect(rec?.publication?.series?.publicDate).toBeUndefined();
    expect(warningsOf(rec ?? {})).toEqual([
      'issued: 1 January 1957 read as the year 1957 alone (Wikidata writes a date known to the year as 1 January)',
    ]);
    const out = { results: formatted(rec?.publication, ['mla', 'vancouver']) };
    expect(out.results?.mla).toContain('vol. 79, no. 20, 1957, pp. 5441');
    expect(out.results?.vancouver).toContain('1957;79(20):5441');
    // a newspaper's New Year's Day issue is a real date
    expect(item({ 'date-parts': [[2020, 1, 1]] }, 'article-newspaper').publication?.series).toMatchObject({
      publicDate: '2020-01-01',
    });
  });

  it('reads month and day from date text and EDTF strings, and warns of a season or "circa"', () => {
    expect(item('2019-03-15').publication?.series).toMatchObject({ publicDate: '2019-03-15' });
    expect(item({ raw: 'March 1957' }).publication?.series).toMatchObject({ publicDate: '1957-03' });
    expect(item({ raw: 'March 15, 1957' }).publication?.series).toMatchObject({ publicDate: '1957-03-15' });
    expect(warningsOf(item({ literal: 'Spring 1957' }))).toEqual([
      'issued: "Spring 1957" not kept (a date holds year, month and day)',
    ]);
    expect(warningsOf(item({ 'date-parts': [[1957]], season: 2 }))).toEqual([
      'issued: "season 2" not kept (a date holds year, month and day)',
    ]);
    expect(warningsOf(item({ 'date-parts': [[1957]], circa: true }))).toEqual([
      'issued: "circa" not kept (a date holds year, month and day)',
    ]);
  });

  it('writes a year-only record as a year-only CSL date, which reads back the same', () => {
    const rec = item({ 'date-parts': [[1957]] });
    const csl = cslFromPublication(publicationSchema.parse(rec.publication) as Publication, 'x');
    expect(csl.issued).toEqual({ 'date-parts': [[1957]] });
  });

  it('reads language codes in any form and names one no label table covers', () => {
    const lang = (language: string) =>
      only(readCslJson(JSON.stringify({ id: 'x', type: 'book', title: 'T', language })));
    expect(lang('en-US').publication?.language).toBe('EN');
    expect(lang('uk-UA').publication?.language).toBe('UA');
    expect(warningsOf(lang('de-DE'))).toEqual([
      'language: language "de-DE" not kept: a record\'s language (which picks its labels) is English, Russian or Ukrainian',
    ]);
  });
});

describe('real RIS exports of Scopus, PubMed Central and AIP (fixtures/interop/jabref-*.ris)', () => {
  const fixture = (name: string) =>
    only(readRis(readFileSync(new URL(`../../fixtures/interop/${name}`, import.meta.url), 'utf8')));

  it('Scopus: both notes kept, the tags with no field named', () => {
    const rec = fixture('jabref-scopus.ris');
    expect(rec.publication?.note).toBe('Cited By :44; Export Date: 1 April 2016');
    expect(warningsOf(rec)).toEqual([
      'UR: "http://www.scopus.com/inward/record.url?eid=2-s2.0-4544289390&partnerID=40&md5=ad1a4baab95650b103a3467b787b83aa" not kept beside the DOI (a record holds one link)',
      'tags: not kept (no Publication field holds them): AD, DB, KW, M3',
    ]);
  });

  it('PubMed Central: the full date of PY, and the received and accepted dates named', () => {
    const rec = fixture('jabref-pmc.ris');
    expect(rec.publication).toMatchObject({
      outputData: { year: '2013', publisher: 'Hindawi Publishing Corporation' },
      series: { series: 'The Scientific World Journal', volume: '2013', publicDate: '2013-04-18', issn: '1537-744X' },
    });
    expect(warningsOf(rec)).toEqual([
      'UR: "http://www.ncbi.nlm.nih.gov/pmc/articles/PMC3654245/" not kept beside the DOI (a record holds one link)',
      'PY: repeated: "2013/02/15/received", "2013/03/14/accepted" not kept',
      'tags: not kept (no Publication field holds them): AN, DB, J1, U1',
    ]);
  });

  it('AIP: DA and Y2 as ISO dates, the abbreviation in JO named', () => {
    const rec = fixture('jabref-aip.ris');
    expect(rec.publication).toMatchObject({
      series: {
        series: 'The Journal of Chemical Physics',
        volume: '123',
        issue: '3',
        publicDate: '2005-07-15',
        issn: '0021-9606',
      },
      accessData: { accessedDate: '2019-03-28', link: '10.1063/1.1954747', type: 'doi' },
    });
    expect(warningsOf(rec)).toEqual([
      'JO: "J. Chem. Phys." not kept beside T2 "The Journal of Chemical Physics"',
      'tags: not kept (no Publication field holds them): M3',
    ]);
    const pub = publicationSchema.parse(rec.publication) as Publication;
    const back = only(readRis(risFromPublication(pub)));
    expect(back.publication).toEqual(rec.publication);
    expect(warningsOf(back)).toEqual([]);
  });
});

describe('CSL-JSON: subtitle and report number', () => {
  it('splits a Zotero title at its title-short, and writes a subtitle back that way', () => {
    const [rec] = readCslJson(
      JSON.stringify([
        {
          id: 'b',
          type: 'book',
          title: 'Behave: The biology of humans at our best and worst',
          'title-short': 'Behave',
          issued: { 'date-parts': [[2017]] },
        },
      ]),
    );
    expect(rec?.publication?.title).toEqual({
      publicationTitle: 'Behave',
      infoAbouteTitle: 'The biology of humans at our best and worst',
    });
    const item = cslFromPublication(publicationSchema.parse(rec?.publication) as Publication, 'b');
    expect(item).toMatchObject({
      title: 'Behave: The biology of humans at our best and worst',
      'title-short': 'Behave',
    });
  });

  it("reads a report's genre and number as its series and number in it, and writes them back as collection-title and collection-number", () => {
    const [rec] = readCslJson(
      JSON.stringify([
        {
          id: 'r',
          type: 'report',
          title: 'Energy',
          genre: 'Technical report',
          number: 'NREL/TP-5500-71234',
          publisher: 'NREL',
        },
      ]),
    );
    expect(rec?.publication?.series).toEqual({ series: 'Technical report', number: 'NREL/TP-5500-71234' });
    expect(warningsOf(rec ?? {})).toEqual([]);
    const item = cslFromPublication(publicationSchema.parse(rec?.publication) as Publication, 'r');
    expect(item).toMatchObject({ 'collection-title': 'Technical report', 'collection-number': 'NREL/TP-5500-71234' });
    expect(readCslJson(JSON.stringify([item]))[0]?.publication).toEqual(rec?.publication);
  });
});

describe('classic BibTeX web pages: howpublished and the access date in note', () => {
  const read = async (text: string) => only(await readBibtex(text));

  it('reads the URL in howpublished and "Accessed: …" in note, as countless .bib files write a web page', async () => {
    const rec = await read(
      '@misc{who, author={{World Health Organization}}, title={Coronavirus disease (COVID-19) pandemic}, howpublished={\\url{https://www.who.int/emergencies/diseases/novel-coronavirus-2019}}, note={Accessed: 2020-05-12}, year={2020}}',
    );
    expect(rec.publication).toMatchObject({
      idTypePublication: 7,
      accessData: {
        link: 'https://www.who.int/emergencies/diseases/novel-coronavirus-2019',
        type: 'url',
        accessedDate: '2020-05-12',
      },
    });
    expect(rec.publication?.note).toBeUndefined();
    expect(warningsOf(rec)).toEqual([]);
    const out = { results: formatted(rec.publication, ['mla']) };
    expect(out.results?.mla).toBe(
      'World Health Organization. Coronavirus Disease (COVID-19) Pandemic. 2020, www.who.int/emergencies/diseases/novel-coronavirus-2019. Accessed 12 May 2020.',
    );
    const pub = publicationSchema.parse(rec.publication) as Publication;
    expect((await read(bibtexFromPublication(pub, 'who'))).publication).toEqual(rec.publication);
  });

  it('reads Wikipedia\'s "[Online; accessed 12-May-2020]" and keeps any other note as a note', async () => {
    const wiki = await read(
      '@misc{wiki, author={{Wikipedia contributors}}, title={Plagiarism}, year={2004}, howpublished={\\url{https://en.wikipedia.org/w/index.php?title=Plagiarism}}, note={[Online; accessed 12-May-2020]}}',
    );
    expect(wiki.publication?.accessData).toMatchObject({ accessedDate: '2020-05-12' });
    const other = await read('@misc{o, title={T}, howpublished={\\url{https://example.org}}, note={In Russian}}');
    expect(other.publication?.note).toBe('In Russian');
  });

  it('reads any other howpublished as the publication notice, printed as the publisher', async () => {
    const rec = await read('@booklet{b, title={A Guide}, howpublished={Privately printed}, year=1901}');
    expect(rec.publication?.outputData).toEqual({ year: '1901', publisher: 'Privately printed' });
    expect(warningsOf(rec)).toEqual([]);
  });
});

describe('BibTeX shorttitle, as Zotero writes it', () => {
  it('splits a title at its shorttitle when there is no subtitle field, as for RIS and CSL-JSON', async () => {
    const [rec] = await readBibtex(
      '@book{sapolsky2017, title = {Behave: The Biology of Humans at Our Best and Worst}, shorttitle = {Behave}, author = {Sapolsky, Robert M.}, date = {2017}, publisher = {Penguin Press}}',
    );
    expect(rec?.publication?.title).toEqual({
      publicationTitle: 'Behave',
      infoAbouteTitle: 'The Biology of Humans at Our Best and Worst',
    });
    expect(warningsOf(rec ?? {})).toEqual([]);
    const text = bibtexFromPublication(publicationSchema.parse(rec?.publication) as Publication, 'sapolsky2017');
    expect((await readBibtex(text))[0]?.publication?.title).toEqual(rec?.publication?.title);
  });

  it('names a shorttitle that is no start of the title', async () => {
    const [rec] = await readBibtex('@book{a, title = {The Chicago Manual of Style}, shorttitle = {CMOS}, year = 2003}');
    expect(rec?.publication?.title).toEqual({ publicationTitle: 'The Chicago Manual of Style' });
    expect(warningsOf(rec ?? {})).toEqual(['fields: not kept (no Publication field holds them): shorttitle']);
  });
});

describe('RIS reports', () => {
  it("reads a report's number (SN) and kind (M3) as the series it is numbered in", () => {
    const rec = only(
      readRis(
        ris(
          'TY  - RPRT',
          'TI  - A Stochastic Model of TCP Reno Congestion Avoidance and Control',
          'AU  - Padhye, Jitendra',
          'PY  - 1999',
          'PB  - University of Massachusetts',
          'CY  - Amherst, MA',
          'SN  - 99-02',
          'M3  - Technical Report',
        ),
      ),
    );
    expect(rec.publication?.series).toEqual({ series: 'Technical Report', number: '99-02' });
    expect(warningsOf(rec)).toEqual([]);
    expect(formatted(rec.publication, ['chicago']).chicago).toContain('Technical Report 99-02.');
    const back = only(readRis(risFromPublication(publicationSchema.parse(rec.publication) as Publication)));
    expect(back.publication?.series).toEqual(rec.publication?.series);
  });
});

describe("BibLaTeX eid and a web page's organization", () => {
  it("reads an article's eid as its pages when it has none (biblatex-examples: kastenholz)", async () => {
    const [rec] = await readBibtex(
      '@article{k, author={Kastenholz, M. A.}, title={Computation}, journaltitle={J. Chem. Phys.}, volume={124}, eid={124106}, date={2006}}',
    );
    expect(rec?.publication?.physical).toEqual({ pages: '124106' });
    expect(warningsOf(rec ?? {})).toEqual([]);
  });

  it("reads an @online organization as the site's publisher", async () => {
    const [rec] = await readBibtex(
      '@online{w, title={Fact sheet}, organization={World Health Organization}, url={https://www.who.int/x}, date={2020}}',
    );
    expect(rec?.publication?.outputData).toEqual({ year: '2020', publisher: 'World Health Organization' });
    expect(warningsOf(rec ?? {})).toEqual([]);
  });
});

describe("a Russian report's kind and number as other title information (GOST 7.1-2003)", () => {
  it('BibTeX @report with type and number', async () => {
    const [rec] = await readBibtex(
      '@report{r, author={Петров, П. П.}, title={Исследование}, type={отчет о НИР}, number={01-2020}, institution={НИИ}, location={Москва}, year=2020, langid={russian}}',
    );
    expect(rec?.publication?.title).toEqual({
      publicationTitle: 'Исследование',
      infoAbouteTitle: 'отчет о НИР : 01-2020',
    });
    expect(rec?.publication?.series).toBeUndefined();
    expect(warningsOf(rec ?? {})).toEqual([]);
    expect(formatted(rec?.publication, ['gost2018']).gost2018).toMatch(
      /^Петров, П\. П\. Исследование : отчет о НИР : 01-2020 \/ П\. П\. Петров\./,
    );
  });

  it('RIS RPRT and CSL report read the same way', () => {
    const risRec = only(
      readRis(ris('TY  - RPRT', 'TI  - Исследование', 'PY  - 2020', 'SN  - 01-2020', 'M3  - отчет о НИР', 'LA  - rus')),
    );
    expect(risRec.publication?.title).toEqual({
      publicationTitle: 'Исследование',
      infoAbouteTitle: 'отчет о НИР : 01-2020',
    });
    const [csl] = readCslJson(
      JSON.stringify([
        { id: 'r', type: 'report', title: 'Исследование', genre: 'отчет о НИР', number: '01-2020', language: 'ru' },
      ]),
    );
    expect(csl?.publication?.title).toEqual(risRec.publication?.title);
    expect(csl?.publication?.series).toBeUndefined();
  });
});

describe('real BibTeX exports of Biblioscape and in UTF-16 (fixtures/interop/jabref-*.bib)', () => {
  const bytes = (name: string) => readFileSync(new URL(`../../fixtures/interop/${name}`, import.meta.url));

  it('Biblioscape: names separated by semicolons are six people, not one with seven name parts', async () => {
    const rec = only(await readBibtex(decodeText(bytes('jabref-biblioscape.bib'))));
    const authors = (rec.publication?.authors as Record<string, { surname: string; name?: string }[]> | undefined)?.[
      '1'
    ];
    expect(authors?.map((a) => `${a.surname}, ${a.name}`)).toEqual([
      'Baklouti, F.',
      'Huang, S.',
      'Tang, T.',
      'Delaunay, J.',
      'Marchesi, V.',
      'Benz, E.',
    ]);
    expect(warningsOf(rec).join(' ')).not.toMatch(/part name/);
  });

  it('UTF-16LE without a byte-order mark is read as the same entry', async () => {
    const rec = only(await readBibtex(decodeText(bytes('jabref-utf16le.bib'))));
    expect(rec.publication).toMatchObject({
      title: { publicationTitle: 'Investigation of the best suture pattern to close a stuffed Christmas turkey' },
      series: { series: 'Veterinary Record', volume: '169', issue: '26' },
    });
  });
});

describe('RIS names written given name first (fixtures: JabRef RisImporterTest3, a CRC Press export)', () => {
  const risWith = (...names: string[]) =>
    ['TY  - JOUR', ...names.map((n) => `AU  - ${n}`), 'TI  - T', 'PY  - 2015', 'ER  - ', ''].join('\n');
  const people = (rec: Rec) =>
    Object.values((rec.publication?.authors ?? {}) as Record<string, { surname?: string; name?: string }[]>)
      .flat()
      .map((p) => [p.surname, p.name].filter(Boolean).join(', '));

  it('reads a list of names without commas as people, given name first, and says so', () => {
    const rec = only(readRis(risWith('Catarina Barata', 'M. Emre Celebi', 'Ludwig van Beethoven')));
    expect(people(rec)).toEqual(['Barata, Catarina', 'Celebi, M.', 'van Beethoven, Ludwig']);
    expect(warningsOf(rec)).toEqual([
      'AU: names without a comma were read given name first ("Catarina Barata" as Barata, Catarina)',
    ]);
  });

  it('keeps one name without a comma, a list with an organisation, and inverted names as they were', () => {
    expect(people(only(readRis(risWith('World Bank'))))).toEqual(['World Bank']);
    expect(people(only(readRis(risWith('World Health Organization', 'Jane Smith'))))).toEqual([
      'World Health Organization',
      'Jane Smith',
    ]);
    expect(people(only(readRis(risWith('Barata, Catarina', 'Celebi, M. Emre'))))).toEqual([
      'Barata, Catarina',
      'Celebi, M.',
    ]);
  });
});

describe('RIS M1 holding a note (JabRef RisImporterTest5a, a CAplus export)', () => {
  it('keeps a number and leaves a note out with a warning, never printing it as an issue', () => {
    const ris = (m1: string) =>
      ['TY  - JOUR', 'AU  - Salustio, P. J.', 'TI  - T', 'T2  - Powder Technology', 'VL  - 221', `M1  - ${m1}`]
        .concat(['PY  - 2012', 'ER  - ', ''])
        .join('\n');
    const note = only(readRis(ris('Copyright (C) 2016 American Chemical Society (ACS). All Rights Reserved.')));
    expect(note.publication?.series).not.toHaveProperty('number');
    expect(warningsOf(note)).toEqual([
      'M1: "Copyright (C) 2016 American Chemical Society (ACS). All Rights Reserved." not kept: it is no number',
    ]);
    expect(only(readRis(ris('3'))).publication?.series).toMatchObject({ number: '3' });
  });
});

describe('RIS report numbered with no kind', () => {
  it('is a "Report" in an English record and keeps its bare number in a Russian one', () => {
    const report = (language: string, title: string) =>
      only(readRis(`TY  - RPRT\nAU  - Doe, Jane\nTI  - ${title}\nPY  - 2019\nSN  - 12\nLA  - ${language}\nER  - \n`));
    expect(report('en', 'Reading in schools').publication?.series).toEqual({ series: 'Report', number: '12' });
    expect(report('ru', 'Чтение в школе').publication?.series).toEqual({ number: '12' });
  });
});

describe('name suffixes ("Jr.", "III") and particles travel through every format', () => {
  it('BibTeX: "Smith, Jr., John" and the common slip "Martin Luther King, Jr." both give a suffix, written back in the three-part form', async () => {
    const rec = only(
      await readBibtex(
        '@article{k, author = {Smith, Jr., John and Martin Luther King, Jr.}, title = {T}, journal = {J}, year = {2010}}',
      ),
    );
    expect(rec.publication?.authors?.['1']).toEqual([
      { surname: 'Smith', name: 'John', fathername: 'Jr.' },
      { surname: 'King', name: 'Martin', fathername: 'Luther Jr.' },
    ]);
    expect(formatted(rec.publication, ['apa7']).apa7).toMatch(/^Smith, J\., Jr\., & King, M\. L\., Jr\. \(2010\)/);
    const bib = bibtexFromPublication(rec.publication as Publication, 'k');
    expect(bib).toContain('author = {Smith, Jr., John and King, Jr., Martin Luther}');
    expect(only(await readBibtex(bib)).publication?.authors).toEqual(rec.publication?.authors);
  });

  it('RIS: "Family, Given, Suffix" (the RIS specification, AU) read and written', () => {
    const rec = only(readRis(ris('TY  - JOUR', 'AU  - Ford, John R., III', 'TI  - T', 'PY  - 2010')));
    expect(rec.publication?.authors?.['1']).toEqual([{ surname: 'Ford', name: 'John', fathername: 'R. III' }]);
    const out = risFromPublication(rec.publication as Publication);
    expect(out).toContain('AU  - Ford, John R., III');
    expect(only(readRis(out)).publication?.authors).toEqual(rec.publication?.authors);
  });

  it('CSL-JSON: `suffix` and both particles are kept (particles with the family name)', () => {
    const rec = only(
      readCslJson(
        JSON.stringify([
          {
            id: 'a',
            type: 'book',
            title: 'T',
            issued: { 'date-parts': [[2010]] },
            author: [
              { family: 'King', given: 'Martin Luther', suffix: 'Jr.' },
              { family: 'Beethoven', given: 'Ludwig', 'dropping-particle': 'van' },
              { family: 'Gaulle', given: 'Charles', 'non-dropping-particle': 'de' },
            ],
          },
        ]),
      ),
    );
    expect(rec.publication?.authors?.['1']).toEqual([
      { surname: 'King', name: 'Martin', fathername: 'Luther Jr.' },
      { surname: 'van Beethoven', name: 'Ludwig' },
      { surname: 'de Gaulle', name: 'Charles' },
    ]);
    const csl = cslFromPublication(rec.publication as Publication, 'a') as { author?: unknown[] };
    expect(csl.author?.[0]).toEqual({
      family: 'King',
      given: 'Martin Luther',
      suffix: 'Jr.',
    });
  });
});

describe("A part's host series keeps its number (LNCS 1234), not a part or volume of the host", () => {
  const bib = async (text: string) => only(await readBibtex(text));
  const paper = (fields: string) =>
    `@inproceedings{p, author={Smith, John}, title={A paper}, booktitle={Proceedings of Foo}, publisher={Springer}, address={Berlin}, year={2020}, pages={1--10}, ${fields}}`;

  it('BibTeX: number beside series is the series number; volume stays the volume (biblatex §2.2.2)', async () => {
    const rec = await bib(paper('series={Lecture Notes in Computer Science}, number={1234}, volume={2}'));
    expect(rec.publication?.host?.series).toBe('Lecture Notes in Computer Science 1234');
    expect(rec.publication?.host?.volume).toBe('2');
    expect(rec.publication?.series).toBeUndefined();
    expect(warningsOf(rec)).toEqual([]);
    const out = formatted(rec.publication, ['gost2018', 'ieee']);
    for (const text of Object.values(out)) expect(text).not.toMatch(/pt\. 1234|no\. 1234/);
    // GOST R 7.0.100-2018, 5.7.8: the number in a series after « ; ».
    expect(out.gost2018).toContain('(Lecture Notes in Computer Science ; 1234)');
  });

  it("BibTeX: a volume beside series with no number stays the host's volume (biblatex), so it reads back", async () => {
    const rec = await bib(paper('series={Lecture Notes in Computer Science}, volume={1234}'));
    expect(rec.publication?.host).toMatchObject({ series: 'Lecture Notes in Computer Science', volume: '1234' });
  });

  it("BibTeX: an @incollection's volume is the volume of a multi-volume book, its number the series number", async () => {
    const rec = await bib(
      '@incollection{c, author={Doe, Jane}, title={A chapter}, booktitle={Handbook}, editor={Roe, Richard}, series={Studies in Foo}, volume={3}, number={12}, publisher={Wiley}, year={2019}}',
    );
    expect(rec.publication?.host).toMatchObject({ series: 'Studies in Foo 12', volume: '3' });
    expect(rec.publication?.series).toBeUndefined();
    const plain = await bib(
      '@incollection{c, author={Doe, Jane}, title={A chapter}, booktitle={Handbook}, series={Studies in Foo}, volume={3}, publisher={Wiley}, year={2019}}',
    );
    expect(plain.publication?.host).toMatchObject({ series: 'Studies in Foo', volume: '3' });
  });

  it('BibTeX: the numbered series reads back the same after writing', async () => {
    const rec = await bib(paper('series={Lecture Notes in Computer Science}, number={1234}'));
    const back = await bib(bibtexFromPublication(publicationSchema.parse(rec.publication) as Publication, 'p'));
    expect(back.publication?.host).toEqual(rec.publication?.host);
  });

  it('RIS: M1 or a short SN beside T3 is the series number; an ISSN in SN is not; VL stays the volume', () => {
    const base = ['TY  - CPAPER', 'AU  - Smith, John', 'TI  - A paper', 'T2  - Proceedings of Foo', 'PY  - 2020'];
    const lncs = 'T3  - Lecture Notes in Computer Science';
    const vl = only(readRis(ris(...base, lncs, 'VL  - 1234', 'SN  - 0302-9743')));
    expect(vl.publication?.host).toMatchObject({ series: 'Lecture Notes in Computer Science', volume: '1234' });
    // The ISSN is the series' (LNCS), kept with it.
    expect(vl.publication?.series).toEqual({ issn: '0302-9743' });
    expect(warningsOf(vl)).toEqual([]);
    const m1 = only(readRis(ris(...base, lncs, 'VL  - 2', 'M1  - 1234')));
    expect(m1.publication?.host).toMatchObject({ series: 'Lecture Notes in Computer Science 1234', volume: '2' });
    expect(m1.publication?.series).toBeUndefined();
    const sn = only(readRis(ris(...base, lncs, 'SN  - 1234')));
    expect(sn.publication?.host?.series).toBe('Lecture Notes in Computer Science 1234');
    expect(warningsOf(sn)).toEqual([]);
    const zotero = only(readRis(ris('TY  - CHAP', 'TI  - A chapter', 'T2  - Handbook', 'T3  - Studies', 'SV  - 12')));
    expect(zotero.publication?.host?.series).toBe('Studies 12');
    expect(warningsOf(zotero)).toEqual([]);
    const chapter = only(readRis(ris('TY  - CHAP', 'TI  - A chapter', 'T2  - Handbook', 'T3  - Studies', 'VL  - 3')));
    expect(chapter.publication?.host).toMatchObject({ series: 'Studies', volume: '3' });
  });

  it('CSL-JSON: collection-number numbers the series; volume stays the volume', () => {
    const item = {
      id: 'c',
      type: 'paper-conference',
      title: 'A paper',
      'container-title': 'Proceedings of Foo',
      'collection-title': 'Lecture Notes in Computer Science',
      issued: { 'date-parts': [[2020]] },
    };
    const withNumber = only(readCslJson(JSON.stringify([{ ...item, 'collection-number': 1234, volume: '2' }])));
    expect(withNumber.publication?.host).toMatchObject({
      series: 'Lecture Notes in Computer Science 1234',
      volume: '2',
    });
    expect(warningsOf(withNumber)).toEqual([]);
    const chapter = only(
      readCslJson(
        JSON.stringify([
          { ...item, type: 'chapter', volume: '3', 'collection-number': '12', 'collection-title': 'Studies' },
        ]),
      ),
    );
    expect(chapter.publication?.host).toMatchObject({ series: 'Studies 12', volume: '3' });
    const orphan = only(
      readCslJson(JSON.stringify([{ ...item, 'collection-title': undefined, 'collection-number': 7 }])),
    );
    expect(warningsOf(orphan)).toEqual(['collection-number: "7" not kept: the item names no collection']);
  });
});

describe("A patent's organisation holder stays whole", () => {
  const bib = async (text: string) => only(await readBibtex(text));
  const patent = (holder: string) =>
    `@patent{p, author={Doe, Jane}, title={Widget}, holder={${holder}}, number={US1234567}, location={countryus}, year={2020}}`;

  it('BibTeX: braced or not, "Acme Corp." is no person "Corp., Acme"; a person holder stays a person', async () => {
    for (const holder of ['Acme Corp.', '{Acme Corp.}']) {
      const rec = await bib(patent(holder));
      expect(rec.publication?.authors?.['5']).toEqual([{ name: 'Acme Corp.' }]);
      expect(formatted(rec.publication, ['gost2018']).gost2018).toContain('applicant Acme Corp.');
    }
    expect((await bib(patent('Acme, Inc.'))).publication?.authors?.['5']).toEqual([{ name: 'Acme, Inc.' }]);
    const two = await bib(patent('Siemens AG and Smith, John'));
    expect(two.publication?.authors?.['5']).toEqual([{ name: 'Siemens AG' }, { surname: 'Smith', name: 'John' }]);
  });

  it('BibTeX: holders and the applicant (organization) are written back and read the same', async () => {
    const rec = await bib(`${patent('Acme Corp.').slice(0, -1)}, organization={Widget Labs Ltd.}}`);
    expect(rec.publication?.specialData?.organization).toBe('Widget Labs Ltd.');
    expect(warningsOf(rec)).toEqual([]);
    const text = bibtexFromPublication(publicationSchema.parse(rec.publication) as Publication, 'p');
    expect(text).toContain('holder = {{Acme Corp.}}');
    expect((await bib(text)).publication).toEqual(rec.publication);
  });

  it("RIS: a patent's PB is its assignee and A2 its issuing authority, as Zotero writes them (never editors)", () => {
    // zotero/translators RIS.js fieldMap: PB assignee, A2 issuingAuthority, SN patentNumber, C3 country (patent).
    const rec = only(
      readRis(
        ris(
          'TY  - PAT',
          'AU  - Doe, Jane',
          'TI  - Widget',
          'A2  - United States Patent and Trademark Office',
          'PB  - Acme Corp.',
          'SN  - US1234567',
          'PY  - 2020',
        ),
      ),
    );
    expect(rec.publication?.specialData).toMatchObject({ organization: 'Acme Corp.', patentNumber: 'US1234567' });
    expect(rec.publication?.authors?.['3']).toBeUndefined();
    // The issuing office is the patent's publisher, as the parser reads it (APA 7, 11.4).
    expect(rec.publication?.outputData?.publisher).toBe('United States Patent and Trademark Office');
    expect(formatted(rec.publication, ['apa7']).apa7).toBe(
      'Doe, J. (2020). Widget (U.S. Patent No. 1,234,567). United States Patent and Trademark Office.',
    );
    expect(warningsOf(rec)).toEqual([]);
    const text = risFromPublication(publicationSchema.parse(rec.publication) as Publication);
    expect(text).toContain('PB  - Acme Corp.');
    expect(only(readRis(text)).publication).toEqual(rec.publication);
  });
});

describe('Nothing dropped silently: a second link, a patent request', () => {
  const bib = async (text: string) => only(await readBibtex(text));

  it('a URL beside a DOI is named in a warning in each format, unless it is the DOI’s own address', async () => {
    const doi = '10.1016/j.jmps.2004.03.010';
    const page = 'https://www.sciencedirect.com/science/article/pii/S0022509604000651';
    const warning = (field: string) => `${field}: "${page}" not kept beside the DOI (a record holds one link)`;
    const article = (url: string) => `@article{a, title={T}, journal={J}, year={2004}, doi={${doi}}, url={${url}}}`;
    expect(warningsOf(await bib(article(page)))).toEqual([warning('url')]);
    expect(warningsOf(await bib(article(`https://doi.org/${doi}`)))).toEqual([]);
    const risRec = only(
      readRis(ris('TY  - JOUR', 'TI  - T', 'T2  - J', 'PY  - 2004', `DO  - ${doi}`, `UR  - ${page}`)),
    );
    expect(warningsOf(risRec)).toEqual([warning('UR')]);
    expect(risRec.publication?.accessData).toEqual({ link: doi, type: 'doi' });
    const csl = only(
      readCslJson(JSON.stringify([{ id: 'a', type: 'article-journal', title: 'T', DOI: doi, URL: page }])),
    );
    expect(warningsOf(csl)).toEqual([warning('URL')]);
  });

  it('BibLaTeX: a date range (date = {1984/1986}, a multi-volume work) keeps its start year and names its end', async () => {
    const rec = await bib(
      '@mvbook{k, author={Knuth, Donald E.}, title={Computers \\& Typesetting}, date={1984/1986}, volumes={5}}',
    );
    expect(rec.publication?.outputData?.year).toBe('1984');
    expect(warningsOf(rec)).toEqual([
      'date: "1984/1986": the end of the range (1986) not kept (a record holds one year)',
    ]);
    expect(warningsOf(await bib('@book{k, title={T}, date={1984/1984}}'))).toEqual([]);
  });

  it('BibLaTeX: a patent request (type = patreqfr) is an application, written back as patreq; another kind is named', async () => {
    const patent = (type: string) =>
      `@patent{p, author={Doe, Jane}, title={Widget}, number={9500261}, type={${type}}, year={1995}}`;
    const rec = await bib(patent('patreqfr'));
    expect(rec.publication?.specialData).toMatchObject({ patentType: '3', patentOffice: 'France, FR' });
    expect(warningsOf(rec)).toEqual([]);
    expect(formatted(rec.publication, ['gost2018']).gost2018).toMatch(/^Application/);
    const text = bibtexFromPublication(publicationSchema.parse(rec.publication) as Publication, 'p');
    expect(text).toContain('type = {patreq}');
    expect((await bib(text)).publication?.specialData?.patentType).toBe('3');
    expect((await bib(patent('patentus'))).publication?.specialData?.patentType).toBeUndefined();
    expect(warningsOf(await bib(patent('Utility patent')))).toEqual([
      'type: "Utility patent" not kept (a patent\'s kind is patent or request)',
    ]);
  });
});

describe('RIS: a conference paper as Zotero writes it (CONF, zotero/translators RIS.js)', () => {
  it('is a paper in its proceedings (C3), the conference (T2) its event, and reads back the same through CPAPER', () => {
    const rec = only(
      readRis(
        ris(
          'TY  - CONF',
          'TI  - A paper',
          'AU  - Smith, John',
          'T2  - International Conference on Foo',
          'C3  - Proceedings of the International Conference on Foo',
          'C1  - Berlin',
          'A2  - Roe, Richard',
          'PB  - Springer',
          'T3  - Lecture Notes in Computer Science',
          'PY  - 2020',
          'SP  - 1',
          'EP  - 10',
        ),
      ),
    );
    expect(rec.publication?.host).toMatchObject({
      title: 'Proceedings of the International Conference on Foo',
      editors: [{ surname: 'Roe', name: 'Richard' }],
      publisher: 'Springer',
      series: 'Lecture Notes in Computer Science',
    });
    expect(rec.publication?.specialData).toMatchObject({
      organization: 'International Conference on Foo',
      place: 'Berlin',
    });
    expect(rec.publication?.series).toBeUndefined();
    expect(warningsOf(rec)).toEqual([]);
    expect(formatted(rec.publication, ['apa7']).apa7).toBe(
      'Smith, J. (2020). A paper. In R. Roe (Ed.), Proceedings of the International Conference on Foo (pp. 1–10). Springer.',
    );
    const text = risFromPublication(publicationSchema.parse(rec.publication) as Publication);
    expect(only(readRis(text)).publication).toEqual(rec.publication);
    // Without C3 a CONF record is the proceedings themselves, as before.
    expect(
      only(readRis(ris('TY  - CONF', 'TI  - Proceedings of Foo', 'PY  - 2020'))).publication?.host,
    ).toBeUndefined();
  });
});

describe('RIS: a patent as Zotero writes it (zotero/translators RIS.js)', () => {
  it('reads C1 as the filing date, C2 as the issue date and C3 as the country, SN as the number', () => {
    const rec = only(
      readRis(
        ris(
          'TY  - PAT',
          'AU  - Doe, Jane',
          'TI  - Widget',
          'PB  - Acme Corp.',
          'SN  - US1234567',
          'C1  - 2015/03/04/',
          'C2  - 2017/05/06/',
          'C3  - United States',
          'PY  - 2017',
        ),
      ),
    );
    expect(rec.publication?.specialData).toMatchObject({
      applicationDate: '2015-03-04',
      datePublication: '2017-05-06',
      patentOffice: 'United States',
      patentNumber: 'US1234567',
      organization: 'Acme Corp.',
    });
    expect(warningsOf(rec)).toEqual([]);
    const text = risFromPublication(publicationSchema.parse(rec.publication) as Publication);
    expect(only(readRis(text)).publication).toEqual(rec.publication);
  });
});
