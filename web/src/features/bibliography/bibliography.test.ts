import { DEFAULT_CONFIG, format } from '@referent/engine';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryStorage } from '../../test-support/memory-storage.js';
import { fieldsFor } from './fields.js';
import { emptyForm, formOf, isDirty, isoDate, publicationOf, type RecordForm, validate } from './record-form.js';
import { exportFileName, htmlOf, matches, pageOf, viewOf } from './records.js';
import { allowanceOf, DemoRepository, LimitError, TRIAL } from './repository.js';

const article: RecordForm = {
  type: 'article',
  language: '',
  values: {
    title: 'Language learning as language use',
    journal: 'Psychological Review',
    year: '2019',
    volume: '126',
    issue: '1',
    pages: '1-51',
    link: '10.1037/rev0000126',
  },
  people: [
    { role: 1, surname: 'McCauley', name: 'Stewart', fathername: 'M.' },
    { role: 1, surname: 'Christiansen', name: 'Morten', fathername: 'H.' },
  ],
  organisations: [],
};

describe('the record form', () => {
  it('becomes the publication of docs/model.md, and the engine formats it', () => {
    const pub = publicationOf(article, ['apa7']);
    expect(pub).toMatchObject({
      idTypePublication: 1,
      title: { publicationTitle: 'Language learning as language use' },
      series: { series: 'Psychological Review', volume: '126', issue: '1' },
      physical: { pages: '1-51' },
      accessData: { link: '10.1037/rev0000126', type: 'doi' },
    });
    expect(format(pub, 'apa7').text).toContain('McCauley, S. M., & Christiansen, M. H. (2019).');
  });

  it('comes back unchanged from its publication', () => {
    expect(formOf(publicationOf(article, ['apa7']))).toEqual(article);
  });

  it('shows a part’s host in its own fields and keeps what it has no input for', () => {
    const chapter = {
      idTypePublication: 2,
      title: { publicationTitle: 'Media effects', nameVolume: 'Volume title' },
      authors: { '1': [{ surname: 'Bryant', name: 'J.' }] },
      outputData: { year: 2009 },
      physical: { pages: '115-129' },
      host: {
        title: 'Media effects: Advances',
        editors: [{ surname: 'Oliver', name: 'Mary' }],
        publisher: 'Routledge',
      },
      editedResult: { apa7: 'typed by hand' },
    };
    const form = formOf(chapter);
    expect(form.values).toMatchObject({
      inTitle: 'Media effects: Advances',
      inPublisher: 'Routledge',
      pages: '115-129',
    });
    expect(form.hostEditors).toEqual([{ role: 3, surname: 'Oliver', name: 'Mary', fathername: '' }]);
    const edited = { ...form, values: { ...form.values, inTitle: 'Media effects: Theory' } };
    const back = publicationOf(edited, ['apa7']) as Record<string, Record<string, unknown>>;
    expect(back.host).toEqual({
      title: 'Media effects: Theory',
      editors: [{ surname: 'Oliver', name: 'Mary' }],
      publisher: 'Routledge',
    });
    // A field without an input is kept; the edited texts are the editor's to keep or drop.
    expect(back.title).toEqual({ publicationTitle: 'Media effects', nameVolume: 'Volume title' });
    expect(back.editedResult).toBeUndefined();
    // A cleared host field is gone, not brought back from the record.
    const cleared = publicationOf({ ...form, values: { ...form.values, inPublisher: '' } }, ['apa7']) as Record<
      string,
      Record<string, unknown>
    >;
    expect(cleared.host?.publisher).toBeUndefined();
  });

  it('checks the host through the engine: its title when anything is given, its editors’ surnames; the host’s year serves', () => {
    const form: RecordForm = {
      ...emptyForm('book'),
      values: { title: 'Chapter one', inPublisher: 'Routledge', inYear: '2020' },
      hostEditors: [{ role: 3, surname: '', name: 'Mary', fathername: '' }],
    };
    const errors = validate(form, ['apa7']);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'inTitle', message: 'required' },
        { field: 'editor-0-surname', message: 'surname' },
      ]),
    );
    expect(errors.some((e) => e.field === 'year')).toBe(false);
    expect(validate({ ...form, values: { ...form.values, inYear: '20' } }, ['apa7'])).toEqual(
      expect.arrayContaining([{ field: 'inYear', message: 'year' }]),
    );
  });

  it('keeps organisations as role 5 and the dissertation flag as a boolean', () => {
    const form: RecordForm = {
      ...emptyForm('dissertation'),
      values: { title: 'Теория', year: '2020', dissertation: 'false', defPlace: 'МГУ' },
      organisations: ['Институт'],
    };
    const pub = publicationOf(form, ['gost']) as { specialData: { dissertation: boolean }; authors: unknown };
    expect(pub.specialData.dissertation).toBe(false);
    expect(pub.authors).toEqual({ '5': [{ name: 'Институт', role: 5 }] });
  });

  it('holds what a select shows first until it is changed', () => {
    const pub = publicationOf({ ...emptyForm('patent'), values: { title: 'Rotor', year: '2020' } }, ['gost']) as {
      specialData: Record<string, unknown>;
    };
    expect(pub.specialData).toEqual({ patentType: '1', classify: '1' });
    const diss = publicationOf({ ...emptyForm('dissertation'), values: { title: 'Theory', year: '2020' } }, [
      'gost',
    ]) as {
      specialData: Record<string, unknown>;
    };
    expect(diss.specialData.dissertation).toBe(true);
  });

  it('shows the number field only with GOST or DSTU (spec §5)', () => {
    expect(fieldsFor('article', ['apa7']).map((f) => f.id)).not.toContain('number');
    expect(fieldsFor('article', ['apa7', 'dstu']).map((f) => f.id)).toContain('number');
  });

  it('knows when something was typed', () => {
    expect(isDirty(emptyForm())).toBe(false);
    expect(isDirty({ ...emptyForm(), values: { title: 'x' } })).toBe(true);
  });
});

describe('field rules (spec §5)', () => {
  const errorsOf = (form: RecordForm, styles = ['apa7']) =>
    validate(form, styles).map((e) => `${e.field}:${e.message}`);

  it('passes a complete article', () => {
    expect(errorsOf(article)).toEqual([]);
  });
  it('requires title and year, and at least one style', () => {
    expect(errorsOf(emptyForm(), [])).toEqual(['styles:styles', 'title:required', 'year:required']);
  });
  it('checks lengths, pages, links, years and dates', () => {
    const form = {
      ...article,
      values: {
        ...article.values,
        title: 'ab',
        pages: 'p. 12',
        link: 'not a link',
        year: '19',
        accessedDate: '2020-13-45',
      },
    };
    expect(errorsOf(form)).toEqual(['title:length', 'year:year', 'pages:pages', 'link:link', 'accessedDate:date']);
    expect(errorsOf({ ...article, values: { ...article.values, title: 'x'.repeat(1001) } })).toEqual(['title:length']);
    expect(errorsOf({ ...article, values: { ...article.values, link: 'https://example.org/page?a=1' } })).toEqual([]);
  });
  it('reads dates written the Russian and Ukrainian way (DD.MM.YYYY, MM.YYYY) and stores them as ISO', () => {
    expect(isoDate('5.3.2024')).toBe('2024-03-05');
    expect(isoDate('03.2024')).toBe('2024-03');
    expect(isoDate('2024-03-05')).toBe('2024-03-05');
    const form = { ...article, values: { ...article.values, accessedDate: '05.03.2024', publicDate: '10.2008' } };
    expect(errorsOf(form)).toEqual([]);
    const pub = publicationOf(form, ['apa7']) as { accessData?: { dateAccess?: string } };
    expect(JSON.stringify(pub)).toContain('"2024-03-05"');
    expect(JSON.stringify(pub)).toContain('"2008-10"');
    expect(errorsOf({ ...article, values: { ...article.values, accessedDate: '31.02.2024x' } })).toEqual([
      'accessedDate:date',
    ]);
  });
  it('takes the dashes pasted citations write in page ranges and saves them as a hyphen', () => {
    for (const pages of ['12–20', '12—20', '12 – 20', '12−20']) {
      const form = { ...article, values: { ...article.values, pages } };
      expect(errorsOf(form)).toEqual([]);
      expect(publicationOf(form, ['apa7']).physical?.pages).toBe('12-20');
    }
  });
  it('takes a periodical issue date as a day or a month (as the server does), other dates as days', () => {
    const withDates = (publicDate: string, accessedDate = '') => ({
      ...article,
      values: { ...article.values, publicDate, accessedDate },
    });
    expect(errorsOf(withDates('2008-10'))).toEqual([]);
    expect(errorsOf(withDates('2008-10-05'))).toEqual([]);
    expect(errorsOf(withDates('2008-13'))).toEqual(['publicDate:date']);
    expect(errorsOf(withDates('', '2008-10'))).toEqual(['accessedDate:date']);
  });
  it('needs a surname for a person who has any name, and a defence place for a dissertation', () => {
    const form: RecordForm = {
      ...emptyForm('dissertation'),
      values: { title: 'Theory', year: '2020' },
      people: [{ role: 1, surname: '', name: 'Ivan', fathername: '' }],
    };
    expect(errorsOf(form, ['gost'])).toEqual(['defPlace:required', 'person-0-surname:surname']);
  });
  it('requires the issue date of a newspaper', () => {
    expect(errorsOf({ ...article, values: { ...article.values, periodicalType: '3' } })).toEqual([
      'publicDate:required',
    ]);
  });
});

describe('the demo repository (spec §3 guest store, §6 Trial)', () => {
  beforeEach(() => {
    installMemoryStorage();
  });
  const input = { bibl: publicationOf(article, ['apa7']), standarts: ['apa7'] };

  it('formats in the browser, gives id −(count+1), and stops at the Trial limit', async () => {
    const repo = new DemoRepository(() => new Date('2026-01-02T03:04:05Z'));
    const saved = await repo.save(input);
    expect(saved.id).toBe(-1);
    expect(saved.result.apa7).toContain('Psychological Review');
    await expect(repo.save(input)).rejects.toEqual(new LimitError('limit', 1));
    expect(await repo.list()).toHaveLength(1);
  });

  it('blocks edit and delete in demo, and lists newest first when allowed more', async () => {
    const trial = new DemoRepository(() => new Date(Date.UTC(2026, 0, 1)));
    await trial.save(input);
    await expect(trial.update(-1, input)).rejects.toBeInstanceOf(LimitError);
    await expect(trial.remove(-1)).rejects.toBeInstanceOf(LimitError);
    let clock = 0;
    const roomy = new DemoRepository(() => new Date(Date.UTC(2026, 0, 1, 0, 0, ++clock)), {
      ...TRIAL,
      maxRecords: null,
      editDelete: true,
    });
    const second = await roomy.save(input);
    expect(second.id).toBe(-2);
    expect((await roomy.list()).map((r) => r.id)).toEqual([-2, -1]);
    await roomy.remove(-1);
    expect((await roomy.list()).map((r) => r.id)).toEqual([-2]);
  });

  it('reads the plan of GET /api/Lk/Me', () => {
    expect(
      allowanceOf({
        plan: 'start',
        limits: {
          counts: { bibliography: 8 },
          features: { editDelete: true, wordExport: true, parser: true, sourceSearch: true },
        },
      }),
    ).toMatchObject({ demo: false, maxRecords: 8, editDelete: true });
  });
});

describe('records', () => {
  it('show an edited text over the formatted one and match a search on any word', () => {
    const view = viewOf({
      id: 1,
      date: '2026-01-01T00:00:00Z',
      authors: [],
      otherData: JSON.stringify({ title: { publicationTitle: 'Moby Dick' }, editedResult: { apa7: 'Edited text' } }),
      standarts: ['apa7', 'gost'],
      result: { apa7: 'Formatted', gost: 'Мелвилл Г. Моби Дик' },
    });
    expect(view.texts).toEqual({ apa7: 'Edited text', gost: 'Мелвилл Г. Моби Дик' });
    expect(matches(view, 'моби edited')).toBe(true);
    expect(matches(view, 'whale')).toBe(false);
  });
  it('generate an export file name when it is left empty (spec §5)', () => {
    expect(exportFileName('', new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe('references-2026-01-02-030405.docx');
    expect(exportFileName('my list.docx', new Date())).toBe('my list.docx');
    expect(exportFileName('a/b', new Date())).toBe('a-b.docx');
  });
});

describe('record display', () => {
  it('brings the italics back when the engine spells the stored text, and escapes an edited text', () => {
    const bibl = publicationOf(article, ['apa7']);
    const text = format(bibl, 'apa7').text;
    const stored = { id: 1, date: '2026-01-01T00:00:00Z', authors: [], standarts: ['apa7'], result: { apa7: text } };
    expect(htmlOf(viewOf({ ...stored, otherData: JSON.stringify(bibl) }), 'apa7', DEFAULT_CONFIG)).toContain(
      '<i>Psychological Review</i>',
    );
    const edited = viewOf({ ...stored, otherData: JSON.stringify({ ...bibl, editedResult: { apa7: 'A <b> & c' } }) });
    expect(htmlOf(edited, 'apa7', DEFAULT_CONFIG)).toBe('A &lt;b&gt; &amp; c');
  });
});

describe('pagination (spec §9)', () => {
  it('cuts pages of the size asked and keeps the page inside the list', () => {
    const items = Array.from({ length: 19 }, (_, i) => i);
    expect(pageOf(items, 1, 8)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7], page: 1, pages: 3 });
    expect(pageOf(items, 3, 8).items).toEqual([16, 17, 18]);
    expect(pageOf(items, 9, 8).page).toBe(3);
    expect(pageOf([], 1, 8)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
