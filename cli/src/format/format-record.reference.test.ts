/**
 * `formatRecord`, which builds its result by assignment, checked against the result as first
 * written (optional objects spread into a literal): the same keys in the same order and the
 * same values, on the goldens' inputs and on records that fail or warn, for every output form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  dispatchWithPublication,
  essentialIssuesOf,
  type FieldIssue,
  MESSAGES,
  toHtml,
  toMarkdown,
  toText,
} from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InputRecord } from '../input/input-record.js';
import { type FormatJob, formatRecord, OUTPUT_FORMATS, type RecordResult } from './format-record.js';

/** formatRecord as first written. */
function formatRecordPlain(rec: InputRecord, job: FormatJob): RecordResult {
  const base = {
    index: rec.index,
    ...(rec.line !== undefined ? { line: rec.line } : {}),
    ...(rec.id !== undefined ? { id: rec.id } : {}),
    ...(rec.warnings?.length ? { importWarnings: rec.warnings } : {}),
  };
  if (rec.issues?.length) return { ...base, rendered: [], plain: [], errors: rec.issues };
  const { result, publication } = dispatchWithPublication({ bibl: rec.publication, standarts: job.styles }, job.config);
  if (result.state === 'error') {
    const field =
      {
        [MESSAGES.badTypeId]: 'idTypePublication',
        [MESSAGES.noBibl]: 'bibl',
        [MESSAGES.noStandard]: 'styles',
      }[result.errorMessage] ?? '(record)';
    const errors = result.issues?.length ? result.issues : [{ field, message: result.errorMessage }];
    return { ...base, rendered: [], plain: [], errors };
  }
  const rich = job.styles.map((s) => result.rich[s] ?? []);
  const render = { text: toText, html: toHtml, md: toMarkdown, json: toText, docx: toText }[job.to];
  const warnings = publication
    ? essentialIssuesOf(publication)
        .filter(
          (i) =>
            i.severity === 'error' &&
            i.rule === 'required' &&
            (i.field === 'title.publicationTitle' || i.field === 'outputData.year'),
        )
        .map((i) => ({ field: i.field, message: i.message }))
    : [];
  return {
    ...base,
    rendered:
      job.to === 'json' || job.to === 'docx'
        ? []
        : job.to === 'text'
          ? job.styles.map((s) => result.results[s] ?? '')
          : rich.map(render),
    plain: job.to === 'json' ? job.styles.map((s) => result.results[s] ?? '') : [],
    ...(job.keepRich ? { rich, publication } : {}),
    errors: [],
    ...(warnings.length ? { warnings } : {}),
  };
}

const STYLES_DIR = fileURLToPath(new URL('../../../fixtures/styles', import.meta.url));
const inputs: unknown[] = readdirSync(STYLES_DIR)
  .flatMap((style) =>
    readdirSync(join(STYLES_DIR, style))
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) =>
        JSON.parse(readFileSync(join(STYLES_DIR, style, f), 'utf8')).map((c: { input: unknown }) => c.input),
      ),
  )
  .filter((_, i) => i % 7 === 0);
const BROKEN: unknown[] = [
  null,
  { idTypePublication: 12 },
  { idTypePublication: 2, title: { publicationTitle: 7 } },
  { idTypePublication: 2, title: { publicationTitle: 'No year' } },
  { idTypePublication: 1, outputData: { year: '2020' } },
];
const ISSUE: FieldIssue = { field: '(line)', message: 'invalid JSON' };
const WARNING: FieldIssue = { field: 'type', message: 'read as a book' };

const record = fc.record(
  {
    index: fc.nat(1000),
    line: fc.option(fc.nat(1000), { nil: undefined }),
    id: fc.option(fc.oneof(fc.string({ maxLength: 4 }), fc.nat(99)), { nil: undefined }),
    publication: fc.constantFrom(...inputs, ...BROKEN),
    issues: fc.constantFrom(undefined, [], [ISSUE]),
    warnings: fc.constantFrom(undefined, [], [WARNING]),
  },
  { requiredKeys: ['index', 'publication'] },
);
const STYLE_LISTS: string[][] = [['apa7'], ['gost2018', 'ieee'], [], ['nope']];
const job = fc.record({
  styles: fc.constantFrom(...STYLE_LISTS),
  to: fc.constantFrom(...OUTPUT_FORMATS),
  keepRich: fc.boolean(),
});

describe('formatRecord: the result built by assignment is the one spread together', () => {
  it('on golden inputs and failing records, every output form', () => {
    fc.assert(
      fc.property(record, job, (rec, j) => {
        const got = formatRecord(rec as InputRecord, j);
        const want = formatRecordPlain(rec as InputRecord, j);
        expect(Object.keys(got)).toEqual(Object.keys(want));
        expect(got).toStrictEqual(want);
      }),
      { numRuns: 1500 },
    );
  });
});
