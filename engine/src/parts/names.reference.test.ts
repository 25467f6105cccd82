/**
 * `nameList`, which formats only the names its et-al rule prints, checked against the list as
 * first written: every name formatted, those that print nothing dropped, then `listOfNames`.
 * Random lists of people (some with nothing to print, some with suffixes and particles) under
 * random et-al rules, in every name form.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelsFor } from '../locales/index.js';
import type { Person } from '../model/publication.js';
import { type EtAlRule, formatName, listOfNames, type NameForm, type NameListOptions, nameList } from './names.js';

const plainNameList = (persons: Person[], opts: NameListOptions): string =>
  listOfNames(
    persons.map((p, i) => formatName(p, i === 0 ? opts.first : opts.rest, opts)).filter(Boolean),
    opts,
    labelsFor('en'),
  );

const word = fc.constantFrom(
  undefined,
  '',
  ' ',
  'Smith',
  'SMITH',
  'Jr.',
  'John',
  'J.D.',
  'Ulrike von',
  'Петров',
  'И. П.',
);
const person: fc.Arbitrary<Person> = fc.record(
  { surname: word, name: word, fathername: word },
  { requiredKeys: [] },
) as fc.Arbitrary<Person>;
const form = fc.constantFrom<NameForm>('family-initials', 'initials-family', 'family-given', 'given-family');
const etAl: fc.Arbitrary<EtAlRule | undefined> = fc.option(
  fc.record(
    {
      min: fc.integer({ min: 1, max: 8 }),
      useFirst: fc.integer({ min: 1, max: 8 }),
      last: fc.boolean(),
      marker: fc.constantFrom<'etAl' | 'andOthers'>('etAl', 'andOthers'),
      delimiter: fc.constantFrom(', ', ' '),
      bracket: fc.boolean(),
    },
    { requiredKeys: ['min', 'useFirst'] },
  ),
  { nil: undefined },
);

describe('nameList formats only the names it prints', () => {
  it('gives what formatting every name gives', () => {
    fc.assert(
      fc.property(fc.array(person, { maxLength: 12 }), form, form, etAl, (persons, first, rest, rule) => {
        const opts: NameListOptions = {
          first,
          rest,
          initialDot: '.',
          initialSpace: ' ',
          sortSeparator: ', ',
          delimiter: ', ',
          lastDelimiter: ', & ',
          etAl: rule,
        };
        expect(nameList(persons, opts, labelsFor('en'))).toBe(plainNameList(persons, opts));
      }),
      { numRuns: 3000 },
    );
  });
});
