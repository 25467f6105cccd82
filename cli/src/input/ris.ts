import { createRequire } from 'node:module';
import { publicationFromRis, type RisRecord } from '@referent/engine';
import type { InputRecord } from './input-record.js';

type RisParse = (text: string) => RisRecord[];

let risParse: RisParse | undefined;

/**
 * The RIS tokenizer of citation.js (@citation-js/plugin-ris). Its CommonJS build is loaded
 * because the ES build imports JSON without import attributes, which Node refuses.
 */
function parser(): RisParse {
  if (!risParse) {
    const require = createRequire(import.meta.url);
    risParse = (require('@citation-js/plugin-ris/lib/ris.js') as { parse: RisParse }).parse;
  }
  return risParse;
}

/** Splits a RIS file into records (each ends with "ER  -"), remembering the line each starts on. */
function chunks(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let start = 0;
  let lines: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (lines.length === 0 && line.trim() === '') {
      start = i + 1;
      return;
    }
    lines.push(line);
    if (/^ER {2}-/.test(line.trim())) {
      out.push({ line: start + 1, text: lines.join('\n') });
      lines = [];
      start = i + 1;
    }
  });
  if (lines.some((l) => l.trim())) out.push({ line: start + 1, text: lines.join('\n') });
  return out;
}

/** Reads a RIS file: one record per "TY … ER"; a record that cannot be read is reported and the others go on. */
export function readRis(text: string): InputRecord[] {
  const parse = parser();
  return chunks(text.replace(/^\uFEFF/, '')).map(({ line, text: chunk }, index): InputRecord => {
    if (!/^TY {2}-/.test(chunk.trimStart())) {
      return { index, line, issues: [{ field: 'TY', message: 'a RIS record must start with a TY tag' }] };
    }
    if (!/^ER {2}-/m.test(chunk))
      return { index, line, issues: [{ field: 'ER', message: 'the record is not closed by an ER tag' }] };
    const [rec] = parse(chunk);
    if (!rec) return { index, line, issues: [{ field: 'TY', message: 'no RIS record found' }] };
    const read = publicationFromRis(rec);
    const id = typeof rec.ID === 'string' ? rec.ID : undefined;
    return 'issues' in read
      ? { index, line, id, issues: read.issues }
      : {
          index,
          line,
          id,
          publication: read.publication,
          ...(read.warnings?.length ? { warnings: read.warnings } : {}),
        };
  });
}
