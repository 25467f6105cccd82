import { describe, expect, it } from 'vitest';
import { validate } from './validate.js';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const complete = {
  idTypePublication: 1,
  language: 'RU',
  title: { publicationTitle: 'Экспертное агентство' },
  series: { series: 'Вестник', number: 3 },
  outputData: { year: 2014 },
  physical: { pages: '10-12' },
  accessData: { link: 'https://example.org/a', type: 'url', accessedDate: '2020-05-01' },
  authors: { '1': [{ surname: 'Аксенова', name: 'Елена' }] },
};

describe('validate', () => {
  it('finds nothing wrong with a complete record', () => {
    expect(validate(complete, ['gost2018'])).toEqual([]);
  });
  it('requires the title and the year, in the record’s language', () => {
    const issues = validate({ idTypePublication: 2, language: 'UA' }, ['dstu']);
    expect(issues).toContainEqual({
      field: 'title.publicationTitle',
      rule: 'required',
      severity: 'error',
      message: 'Обовʼязкове поле',
    });
    expect(fields(issues)).toContain('outputData.year');
  });
  it('detects the language from the script when none is given', () => {
    const [issue] = validate(
      { idTypePublication: 2, title: { publicationTitle: 'История' }, outputData: { year: 'abcd' } },
      ['gost'],
    );
    expect(issue).toMatchObject({ field: 'outputData.year', rule: 'year', message: 'Год — 4 цифры' });
  });
  it('requires the defence place of a dissertation', () => {
    expect(fields(validate({ ...complete, idTypePublication: 4 }, ['gost']))).toContain('specialData.defPlace');
  });
  it('requires the issue date of a newspaper', () => {
    const pub = { ...complete, series: { series: 'Газета', periodicalType: 3 } };
    expect(fields(validate(pub, ['gost']))).toContain('series.publicDate');
  });
  it('asks for a name in every author and organisation entry', () => {
    const pub = { ...complete, authors: { '1': [{ name: 'Иван' }], '5': [{ name: '' }] } };
    expect(fields(validate(pub, ['gost']))).toEqual(['authors.1.0.surname', 'authors.5.0.name']);
  });
  it('checks lengths, pages, dates, URL and DOI shapes', () => {
    const pub = {
      ...complete,
      language: 'EN',
      title: { publicationTitle: 'Ab' },
      physical: { pages: 'pp. 10–12' },
      accessData: { link: '10.12/x', type: 'doi', accessedDate: '12.05.2020' },
      specialData: { date: '2020-02-30' },
    };
    const issues = validate(pub, ['gost']);
    expect(issues.map((i) => `${i.field}:${i.rule}`)).toEqual([
      'title.publicationTitle:length',
      'physical.pages:pages',
      'accessData.link:doi',
      'accessData.accessedDate:date',
      'specialData.date:date',
    ]);
    expect(issues[0]?.message).toBe('Must be from 3 to 1000 characters long');
  });
  it('rejects a link that is neither a URL nor a DOI', () => {
    expect(validate({ ...complete, accessData: { link: 'not a link' } }, ['gost'])).toMatchObject([
      { field: 'accessData.link', rule: 'url' },
    ]);
  });
  it('asks for at least one style and knows the styles', () => {
    expect(validate(complete, [])).toMatchObject([
      { field: 'styles', rule: 'style', message: 'Выберите хотя бы один стиль оформления' },
    ]);
    expect(validate({ ...complete, series: { series: 'Вестник' } }, ['nope'])).toMatchObject([
      { field: 'styles', message: 'Неизвестный стиль оформления' },
    ]);
  });
  it('warns that the number field is used only by GOST and DSTU', () => {
    expect(validate(complete, ['apa7'])).toMatchObject([
      { field: 'series.number', rule: 'numberField', severity: 'warning' },
    ]);
    expect(validate(complete, ['apa7', 'dstu'])).toEqual([]);
  });
  it('reports schema problems by field instead of throwing', () => {
    expect(validate({ idTypePublication: 1, title: 'x' }, ['gost'])).toMatchObject([
      { field: 'title', rule: 'schema' },
    ]);
    expect(validate(null, ['gost'])[0]?.rule).toBe('schema');
  });
});

describe('validate: issue dates', () => {
  it('accepts a month (YYYY-MM) or a day for a periodical issue, and rejects other shapes', () => {
    const article = (publicDate: string) => ({
      idTypePublication: 1,
      language: 'EN' as const,
      title: { publicationTitle: 'A title' },
      outputData: { year: 2008 },
      series: { series: 'Journal', publicDate },
    });
    const dateIssues = (d: string) => validate(article(d), ['apa7']).filter((i) => i.field === 'series.publicDate');
    expect(dateIssues('2008-10')).toEqual([]);
    expect(dateIssues('2008-10-05')).toEqual([]);
    expect(dateIssues('2008-13')).toHaveLength(1);
    expect(dateIssues('10.2008')).toHaveLength(1);
  });
});

describe('validate: pages', () => {
  it('takes digits and a hyphen, or an en dash as pasted ranges write it', () => {
    const book = (pages: string) => ({
      idTypePublication: 2,
      title: { publicationTitle: 'Book' },
      outputData: { year: 2001 },
      physical: { pages },
    });
    for (const pages of ['100', '15-67', '15 – 67', '15—67', '15−67'])
      expect(fields(validate(book(pages), ['gost']))).not.toContain('physical.pages');
    for (const pages of ['p. 5', '5-', '1,2'])
      expect(fields(validate(book(pages), ['gost']))).toContain('physical.pages');
  });
});

describe('validate: the host of a part', () => {
  const chapter = {
    idTypePublication: 2,
    language: 'EN',
    title: { publicationTitle: 'Currents in the study of persuasion' },
    host: { title: 'Media effects', year: 2020, editors: [{ surname: 'Oliver', name: 'M.' }] },
  };

  it('accepts the host year for the part and asks nothing more of a complete host', () => {
    expect(validate(chapter, ['apa7'])).toEqual([]);
  });

  it('asks for the host title and for every host editor’s surname', () => {
    const issues = validate({ ...chapter, host: { editors: [{ name: 'M.' }], publisher: 'Routledge' } }, ['apa7']);
    expect(issues.map((i) => `${i.field}:${i.rule}`)).toEqual(
      expect.arrayContaining(['host.title:required', 'host.editors.0.surname:required', 'outputData.year:required']),
    );
  });

  it('checks the host year and text lengths', () => {
    const issues = validate({ ...chapter, host: { ...chapter.host, year: 20, title: 'X' } }, ['apa7']);
    expect(issues.map((i) => `${i.field}:${i.rule}`)).toEqual(
      expect.arrayContaining(['host.year:year', 'host.title:length']),
    );
  });
});

describe('validate: ISBN and ISSN', () => {
  const book = { idTypePublication: 2, title: { publicationTitle: 'Moby Dick' }, outputData: { year: 1851 } };
  it('accepts valid identifiers on the book, the host and the series', () => {
    const pub = {
      ...book,
      outputData: { year: 1851, isbn: '978-0-306-40615-7' },
      series: { series: 'Classics', issn: '0317-8471' },
      host: { title: 'Collected', isbn: '0-8044-2957-X' },
    };
    expect(validate(pub, ['iso'])).toEqual([]);
  });
  it('names the field and the broken check in the record’s language', () => {
    const issues = validate(
      { ...book, language: 'UA', outputData: { year: 1851, isbn: '978-0-306-40615-6' }, series: { issn: '0317-8472' } },
      ['dstu'],
    );
    expect(issues).toEqual([
      expect.objectContaining({
        field: 'outputData.isbn',
        rule: 'isbn',
        message: expect.stringMatching(/^Неправильний ISBN/),
      }),
      expect.objectContaining({
        field: 'series.issn',
        rule: 'issn',
        message: expect.stringMatching(/^Неправильний ISSN/),
      }),
    ]);
    expect(validate({ ...book, host: { title: 'Book', isbn: '12345' } }, ['apa'])).toEqual([
      expect.objectContaining({
        field: 'host.isbn',
        rule: 'isbn',
        message: expect.stringMatching(/^Not a valid ISBN/),
      }),
    ]);
  });
});
