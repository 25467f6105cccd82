/**
 * `essentialIssues` (what `referent format` warns of) is `validate`'s title and year
 * "required" issues, and `dispatchWithPublication` is `dispatch` plus the publication it
 * validated.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dispatch, dispatchWithPublication } from './dispatch.js';
import { parsePublication } from './model/parse-publication.js';
import { essentialIssues, essentialIssuesOf, validate } from './validate.js';

const text = fc.constantFrom(undefined, null, '', '  ', 'Moby Dick', 'Тема', 'Тема роботи', 'x');
const year = fc.constantFrom(undefined, null, '', '2020', 2020, '20', ' 1999 ');
const record = fc.record(
  {
    idTypePublication: fc.constantFrom(1, 2, 3, 4, 5, 6, 7, '2'),
    language: fc.constantFrom(undefined, 'EN', 'RU', 'UA', 'ru'),
    title: fc.record({ publicationTitle: text }, { requiredKeys: [] }),
    outputData: fc.record({ year, publisher: text }, { requiredKeys: [] }),
    host: fc.record({ title: text, year }, { requiredKeys: [] }),
    authors: fc.constantFrom(undefined, { 1: [{ surname: 'Иванов', name: 'Иван' }] }, { 1: [{ surname: 'Smith' }] }),
  },
  { requiredKeys: ['idTypePublication'] },
);
const ESSENTIAL = new Set(['title.publicationTitle', 'outputData.year']);

describe('essentialIssues', () => {
  it("is validate's required issues of title and year, message for message", () => {
    fc.assert(
      fc.property(record, (r) => {
        const expected = validate(r, []).filter(
          (i) => i.severity === 'error' && i.rule === 'required' && ESSENTIAL.has(i.field),
        );
        expect(essentialIssues(r)).toEqual(expected);
        const parsed = parsePublication(r);
        if (parsed.success) expect(essentialIssuesOf(parsed.data)).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('dispatchWithPublication', () => {
  it('gives what dispatch gives, with the publication it validated when it succeeds', () => {
    fc.assert(
      fc.property(record, fc.constantFrom(['apa7'], ['gost', 'ieee'], [], ['nope']), (r, standarts) => {
        const { result, publication } = dispatchWithPublication({ bibl: r, standarts });
        expect(result).toEqual(dispatch({ bibl: r, standarts }));
        const parsed = parsePublication(r);
        expect(publication).toEqual(result.state === 'success' && parsed.success ? parsed.data : undefined);
      }),
      { numRuns: 500 },
    );
  });
});
