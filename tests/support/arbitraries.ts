/**
 * fast-check arbitraries for schema-valid Publications of every type and language, shared
 * by the property tests of all styles. They generate what forms and stored data really
 * send: numbers as numbers or strings, nulls and empty strings, Cyrillic and Latin text
 * with stray punctuation and spaces, 0–30 people per role.
 */
import fc from 'fast-check';

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const RUSSIAN = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ';
const UKRAINIAN = 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюяАБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯʼ';
const PUNCT = ' .,:;!?-–()"\'/';

const chars = (alphabet: string) => fc.constantFrom(...Array.from(alphabet));

/** A word in one alphabet. */
export const word = (alphabet: string = LATIN) =>
  fc.array(chars(alphabet), { minLength: 1, maxLength: 10 }).map((cs) => cs.join(''));

/** Free text that may carry stray punctuation and doubled spaces. */
export const freeText = fc
  .tuple(
    fc.constantFrom(LATIN, RUSSIAN, UKRAINIAN),
    fc.array(fc.oneof(fc.constant('w'), fc.constant('p')), { minLength: 1, maxLength: 8 }),
  )
  .chain(([alphabet, shape]) =>
    fc.tuple(...shape.map((s) => (s === 'w' ? word(alphabet) : chars(PUNCT)))).map((parts) => parts.join(' ')),
  );

const maybe = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: arb }, fc.constant(null), fc.constant(undefined), fc.constant(''));

const numish = fc.oneof(
  fc.integer({ min: 0, max: 3000 }),
  fc.integer({ min: 0, max: 3000 }).map(String),
  fc.constant('12-20'),
);

const isoDate = fc
  .tuple(fc.integer({ min: 1900, max: 2030 }), fc.integer({ min: 1, max: 13 }), fc.integer({ min: 1, max: 32 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** A valid ISBN-13 or ISBN-10 (check digit computed), hyphenated or not, and a valid ISSN. */
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
const isbn13 = digits(9).map((d) => {
  const body = [9, 7, 8, ...d];
  const check = (10 - (body.reduce((s, x, i) => s + x * (i % 2 ? 3 : 1), 0) % 10)) % 10;
  return `978-${d.slice(0, 1).join('')}-${d.slice(1, 5).join('')}-${d.slice(5).join('')}-${check}`;
});
const isbn10 = digits(9).map((d) => {
  const check = (11 - (d.reduce((s, x, i) => s + x * (10 - i), 0) % 11)) % 11;
  return `${d.join('')}${check === 10 ? 'X' : check}`;
});
const issn = digits(7).map((d) => {
  const check = (11 - (d.reduce((s, x, i) => s + x * (8 - i), 0) % 11)) % 11;
  return `${d.slice(0, 4).join('')}-${d.slice(4).join('')}${check === 10 ? 'X' : check}`;
});
export const isbn = fc.oneof(isbn13, isbn10);
export { issn };

export const person = fc.record(
  { surname: maybe(freeText), name: maybe(freeText), fathername: maybe(freeText) },
  { requiredKeys: [] },
);

export const people = (max = 30) => fc.array(person, { minLength: 0, maxLength: max });

/** A person with a real-looking name in one alphabet (for et-al threshold checks). */
export const namedPerson = fc
  .constantFrom(LATIN, RUSSIAN, UKRAINIAN)
  .chain((a) => fc.record({ surname: word(a), name: word(a), fathername: maybe(word(a)) }));

/** Any schema-valid publication; `typeIds` narrows the types. */
export function publication(typeIds: number[] = [1, 2, 3, 4, 5, 6, 7]) {
  return fc.record(
    {
      idTypePublication: fc.oneof(fc.constantFrom(...typeIds), fc.constantFrom(...typeIds).map(String)),
      language: maybe(fc.constantFrom('EN', 'RU', 'UA' as const)),
      edition: maybe(numish),
      note: maybe(freeText),
      country: maybe(freeText),
      infoStandart: maybe(freeText),
      title: fc.record(
        {
          publicationTitle: maybe(freeText),
          nameVolume: maybe(freeText),
          parallelTitles: fc.array(fc.record({ text: maybe(freeText) }), { maxLength: 2 }),
          infoAbouteTitle: maybe(freeText),
          detailsForTitle: maybe(freeText),
          standartNumber: fc.array(fc.record({ standart: maybe(freeText), number: maybe(freeText) }), { maxLength: 2 }),
        },
        { requiredKeys: [] },
      ),
      series: fc.record(
        {
          series: maybe(freeText),
          volume: maybe(numish),
          issue: maybe(numish),
          number: maybe(numish),
          countVolume: maybe(numish),
          periodicalType: maybe(fc.constantFrom(1, 2, 3)),
          publicDate: maybe(isoDate),
          issn: maybe(issn),
        },
        { requiredKeys: [] },
      ),
      outputData: fc.record(
        { year: maybe(numish), editionPlace: maybe(freeText), publisher: maybe(freeText), isbn: maybe(isbn) },
        { requiredKeys: [] },
      ),
      physical: fc.record({ pages: maybe(numish), additionMaterial: maybe(freeText) }, { requiredKeys: [] }),
      accessData: fc.record(
        {
          link: maybe(
            fc.oneof(
              fc.webUrl(),
              fc.constant('10.1000/xyz123'),
              fc.constant('https://doi.org/10.1037/a0001'),
              freeText,
            ),
          ),
          type: maybe(fc.constantFrom('url', 'doi')),
          accessedDate: maybe(isoDate),
        },
        { requiredKeys: [] },
      ),
      specialData: fc.record(
        {
          date: maybe(isoDate),
          dateEnd: maybe(isoDate),
          place: maybe(freeText),
          organization: maybe(freeText),
          specialty: maybe(freeText),
          codeSpecialty: maybe(freeText),
          defPlace: maybe(freeText),
          dissertation: maybe(fc.boolean()),
          idAcademicDegree: maybe(fc.constantFrom(1, 2, 3, '1', '2')),
          idScience: maybe(fc.integer({ min: 0, max: 30 })),
          patentNumber: maybe(numish),
          patentType: maybe(fc.constantFrom(1, 2, 3)),
          patentOffice: maybe(freeText),
          classify: maybe(fc.constantFrom(1, 2, 3)),
          index: maybe(freeText),
          applicationDate: maybe(isoDate),
          datePublication: maybe(isoDate),
          buleten: maybe(numish),
          priorityNumber: maybe(numish),
          priorityCountry: maybe(freeText),
          priorityApplicationDate: maybe(isoDate),
          standardNumber: maybe(freeText),
        },
        { requiredKeys: [] },
      ),
      authors: fc.record(
        {
          '1': people(),
          '2': people(3),
          '3': people(4),
          '4': people(3),
          '5': fc.array(fc.record({ name: maybe(freeText) }), { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
      // The host of a part (chapter, paper in a collection): docs/model.md.
      host: fc.option(
        fc.record(
          {
            title: maybe(freeText),
            editors: fc.array(person, { maxLength: 4 }),
            edition: maybe(numish),
            volume: maybe(numish),
            nameVolume: maybe(freeText),
            series: maybe(freeText),
            editionPlace: maybe(freeText),
            publisher: maybe(freeText),
            year: maybe(numish),
            isbn: maybe(isbn),
          },
          { requiredKeys: [] },
        ),
        { nil: undefined },
      ),
    },
    { requiredKeys: ['idTypePublication'] },
  );
}

/**
 * The ISBN and ISSN of a record as every exchange format carries them: a part's ISBN is its
 * host's (else the record's own, `partRecord`), a patent has none (its number takes RIS `SN`).
 */
export function identifiersOf(p: {
  idTypePublication: unknown;
  host?: { isbn?: unknown } | null;
  outputData?: { isbn?: unknown } | null;
  series?: { issn?: unknown } | null;
}): { isbn: string; issn: string } {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const type = Number(p.idTypePublication);
  if (type === 6) return { isbn: '', issn: '' };
  const isbn = (type <= 3 && text(p.host?.isbn)) || text(p.outputData?.isbn);
  return { isbn, issn: text(p.series?.issn) };
}
