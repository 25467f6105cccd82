/**
 * `parsePublication` (both its paths) and `parsePublicationSlowly` (the second path alone)
 * against zod itself: for random records, valid and invalid (wrong types, odd keys, languages
 * to normalise, non-plain objects), all accept the same records, give the same object, key
 * order included, and report the same issues (code, path, message) in the same order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FAST_SHAPES,
  type PublicationParse,
  parsePublication,
  parsePublicationSlowly,
  parsePublicationToRead,
  TOP_KEYS,
} from './parse-publication.js';
import {
  accessDataSchema,
  hostSchema,
  outputDataSchema,
  parallelTitleSchema,
  personSchema,
  physicalSchema,
  publicationSchema,
  seriesSchema,
  specialDataSchema,
  standardNumberSchema,
  titleSchema,
} from './publication.js';

/** Every kind of wrong value, each rare enough that most records stay valid. */
const wrong = fc.constantFrom<unknown>(
  true,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  {},
  [],
  [1],
  new Date(0),
  10n,
  Object.create(null),
  new Map(),
  () => 1,
);
const rarelyWrong = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ weight: 200, arbitrary: valid }, { weight: 1, arbitrary: wrong });

/** What a scalar field may hold: text, numbers (fine or not for a text field), null, absent. */
const scalar = rarelyWrong(
  fc.oneof(
    { weight: 80, arbitrary: fc.string({ maxLength: 6 }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constantFrom(1.5, -0)) },
    { weight: 20, arbitrary: fc.constantFrom(null, undefined) },
  ),
);

function objectOf(
  keys: readonly string[],
  inner: (key: string) => fc.Arbitrary<unknown>,
  requiredKeys: string[] = [],
): fc.Arbitrary<unknown> {
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, inner(k)])), { requiredKeys });
  const extra = fc.dictionary(fc.constantFrom('id', 'zz', '0', '7', 'client', '__proto__', 'toString'), scalar, {
    maxKeys: 2,
  });
  return fc.oneof(
    { weight: 20, arbitrary: fc.tuple(extra, known).map(([e, k]) => ({ ...e, ...k })) },
    { weight: 1, arbitrary: known.map((k) => Object.assign(Object.create(null), k)) },
    { weight: 1, arbitrary: fc.constantFrom(null, undefined, 'text', 3, [], new Date(0)) },
  );
}

const person = objectOf(FAST_SHAPES.person.keys, () => scalar);
const people = rarelyWrong(fc.oneof(fc.array(person, { maxLength: 3 }), fc.constantFrom(null, undefined)));
const listOf = (keys: readonly string[]) =>
  rarelyWrong(
    fc.array(
      objectOf(keys, () => scalar),
      { maxLength: 2 },
    ),
  );
const nested = (keys: readonly string[]) =>
  objectOf(keys, (k) =>
    k === 'editors'
      ? people
      : k === 'parallelTitles'
        ? listOf(['text'])
        : k === 'standartNumber'
          ? listOf(['standart', 'number'])
          : scalar,
  );

const record = objectOf(
  TOP_KEYS,
  (key) => {
    if (key === 'idTypePublication')
      return fc.oneof(
        { weight: 20, arbitrary: fc.integer({ min: -1, max: 9 }) },
        { weight: 3, arbitrary: fc.constantFrom('2', '') },
        { weight: 1, arbitrary: fc.constantFrom(null, 1.5, undefined, true) },
      );
    if (key === 'language')
      return fc.constantFrom('EN', 'RU', 'UA', 'EN', 'RU', 'uk', ' ru ', '', 'DE', null, undefined, 3);
    if (key === 'authors')
      return rarelyWrong(
        fc.dictionary(
          fc.oneof(
            { weight: 30, arbitrary: fc.constantFrom('1', '2', '3', '4', '5') },
            { weight: 1, arbitrary: fc.constantFrom('6', 'x') },
          ),
          people,
          { maxKeys: 3 },
        ),
      );
    const s = (FAST_SHAPES as Record<string, { keys: readonly string[] }>)[key];
    return s ? nested(s.keys) : scalar;
  },
  ['idTypePublication'],
);

/** Every object's keys in order, all the way down (toStrictEqual ignores the order). */
function keyOrder(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keyOrder);
  if (typeof value !== 'object' || value === null) return null;
  return Object.keys(value).map((k) => [k, keyOrder((value as Record<string, unknown>)[k])]);
}

/** What a caller can see of a parse: acceptance, the record, and each issue's code, path and message. */
function expectSameAsZod(ours: PublicationParse, input: unknown): boolean {
  const zod = publicationSchema.safeParse(input);
  expect(ours.success).toBe(zod.success);
  if (zod.success && ours.success) {
    expect(ours.data).toStrictEqual(zod.data);
    // Key order too: a renderer of the record (JSON out) would show it.
    expect(keyOrder(ours.data)).toEqual(keyOrder(zod.data));
    return true;
  }
  const seen = (issues: readonly { code: string; path: PropertyKey[]; message: string }[] = []) =>
    issues.map(({ code, path, message }) => ({ code, path, message }));
  expect(seen(ours.error?.issues)).toEqual(seen(zod.error?.issues));
  return false;
}

describe('parsePublication', () => {
  for (const [name, parse] of [
    ['parsePublication', parsePublication],
    ['parsePublicationSlowly', parsePublicationSlowly],
  ] as const) {
    it(`${name} agrees with zod on acceptance, the parsed record and the issues`, () => {
      let accepted = 0;
      fc.assert(
        fc.property(record, (input) => {
          if (expectSameAsZod(parse(input), input)) accepted++;
        }),
        { numRuns: 3000 },
      );
      // Both sides are exercised: a generator that made only broken records would prove little.
      expect(accepted).toBeGreaterThan(300);
      expect(accepted).toBeLessThan(2700);
    });
  }

  it('parsePublicationToRead returns a record as it is only when the copy would equal it', () => {
    let asIs = 0;
    fc.assert(
      fc.property(record, (input) => {
        const read = parsePublicationToRead(input);
        const copy = parsePublication(input);
        expect(read.success).toBe(copy.success);
        if (read.success && copy.success) {
          // Equal to the copy (prototypes and undefined values included), key order aside.
          expect(read.data).toStrictEqual(copy.data);
          if (read.data === input) asIs++;
        } else expect(read.error?.issues).toEqual(copy.error?.issues);
      }),
      { numRuns: 3000 },
    );
    // The path is exercised (the generator makes mostly odd records: the bench's are all taken as they are).
    expect(asIs).toBeGreaterThan(30);
  });

  it('agrees with zod on records that are not objects, class instances, inherited and odd keys', () => {
    class Shelf {
      constructor(public publicationTitle: string) {}
      get year() {
        return 1;
      }
    }
    const inherited = Object.create({ note: 5, title: { publicationTitle: 'x' } });
    inherited.idTypePublication = 1;
    const odd = [
      null,
      undefined,
      'text',
      [],
      new Date(0),
      {},
      { idTypePublication: 1, title: new Shelf('t') },
      { idTypePublication: 1, outputData: new Shelf('t') },
      inherited,
      JSON.parse('{"idTypePublication":1,"__proto__":{"a":1},"title":{"__proto__":5}}'),
      JSON.parse('{"idTypePublication":1,"authors":{"__proto__":[],"1":[]}}'),
      { idTypePublication: 1, authors: new Shelf('t') },
      { idTypePublication: 1, authors: Object.assign(Object.create(null), { 2: [], x: 1, y: 2 }) },
      { idTypePublication: 1, authors: { constructor: 5 } },
      { idTypePublication: 1, title: { publicationTitle: Object.assign(Object.create(null), { constructor: 5 }) } },
      { idTypePublication: 1, language: ' Uk ' },
      { idTypePublication: 1, language: 'de', note: 3, title: { parallelTitles: [null, 4, { text: 5 }] } },
      { idTypePublication: Number.NaN, edition: -0 },
    ];
    for (const input of odd) {
      expectSameAsZod(parsePublication(input), input);
      expectSameAsZod(parsePublicationSlowly(input), input);
    }
  });

  it('accepts the plain records the fast path is for, as fresh copies', () => {
    const input = {
      idTypePublication: 1,
      language: 'RU',
      title: { publicationTitle: 'Тема' },
      authors: { 1: [{ surname: 'Иванов', name: 'Иван' }] },
      outputData: { year: 2020 },
    };
    const parsed = parsePublication(input);
    expect(parsed.success && parsed.data).toStrictEqual(publicationSchema.parse(input));
    expect(parsed.success && parsed.data.title).not.toBe(input.title);
  });

  it('lists every key of the schema, in its order', () => {
    const keys = (schema: { shape: object }) => Object.keys(schema.shape);
    expect(TOP_KEYS).toEqual(keys(publicationSchema));
    expect(FAST_SHAPES.person.keys).toEqual(keys(personSchema));
    expect(FAST_SHAPES.title.keys).toEqual(keys(titleSchema));
    expect(FAST_SHAPES.series.keys).toEqual(keys(seriesSchema));
    expect(FAST_SHAPES.outputData.keys).toEqual(keys(outputDataSchema));
    expect(FAST_SHAPES.physical.keys).toEqual(keys(physicalSchema));
    expect(FAST_SHAPES.accessData.keys).toEqual(keys(accessDataSchema));
    expect(FAST_SHAPES.specialData.keys).toEqual(keys(specialDataSchema));
    expect(FAST_SHAPES.host.keys).toEqual(keys(hostSchema));
    expect(Object.keys(parallelTitleSchema.shape)).toEqual(['text']);
    expect(Object.keys(standardNumberSchema.shape)).toEqual(['standart', 'number']);
  });
});
