import type { FieldIssue } from '../dispatch.js';
import { identifierKind, identifierText, isValidIsbn, isValidIssn } from '../model/standard-identifier.js';
import { getPath, setPath } from './field-path.js';

/** The Publication's ISBN and ISSN paths (docs/model.md). */
const IDENTIFIER_PATHS = ['outputData.isbn', 'host.isbn', 'series.issn'];

const isValid = (text: string) => isValidIsbn(text) || isValidIssn(text);

/**
 * The first valid identifier in a value that holds several, or one with a binding qualifier,
 * as library records and Zotero exports write them ("0-19-850258-9 (pbk.), 978-0-19-850258-5",
 * "9780198502586 (hbk.)"), and the text left out. Undefined when the value is one identifier
 * already (valid or not: validation names a wrong check digit) or holds none that is valid.
 * @example firstIdentifier('0-19-850258-9 (pbk.)') // { kept: '0-19-850258-9', left: '(pbk.)' }
 */
export function firstIdentifier(value: string): { kept: string; left: string } | undefined {
  if (isValid(value)) return undefined;
  const candidates = (value.match(/[\dXx](?:[ -]?[\dXx])+/g) ?? []).flatMap((run) =>
    // Two identifiers separated by a space alone read as one run of digits.
    isValid(run) ? [run] : run.split(' '),
  );
  const kept = candidates.find((c) => /\d{4}/.test(c.replace(/[ -]/g, '')) && isValid(c));
  if (!kept) return undefined;
  const left = identifierText(value.replace(kept, ' '))
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:]+|[\s,;:]+$/g, '');
  return { kept, left };
}

/**
 * An imported record's ISBN and ISSN in their stored form (`identifierText`: no `ISBN` label,
 * `X` upper-case, the hyphens as the source wrote them), each where its shape says it belongs:
 * an ISSN typed into an `isbn` field (JabRef's Biblioscape import writes a journal's
 * `isbn = {0006-4971}`) is the serial's, an ISBN in an `issn` field the book's or its host's.
 * A field holding several keeps the first valid one (the styles print one, ISO 690 15.1), and
 * a warning under the format's own field name (`sourceField`) names what was left out.
 */
export function storedIdentifiers(
  pub: Record<string, unknown>,
  sourceField: (path: string) => string = (path) => path,
): FieldIssue[] {
  const warnings: FieldIssue[] = [];
  for (const path of IDENTIFIER_PATHS) {
    let value = getPath(pub, path);
    if (!value) continue;
    const split = firstIdentifier(value);
    if (split) {
      value = split.kept;
      if (split.left)
        warnings.push({ field: sourceField(path), message: `"${split.kept}" kept; not kept: "${split.left}"` });
    }
    const kind = identifierKind(value);
    const isbnPath = path === 'series.issn' ? (pub.host ? 'host.isbn' : 'outputData.isbn') : path;
    const target = kind === 'issn' ? 'series.issn' : kind === 'isbn' ? isbnPath : path;
    if (target !== path && getPath(pub, target)) {
      if (split) setPath(pub, path, identifierText(value));
      continue;
    }
    const [group, key] = path.split('.') as [string, string];
    if (target !== path) delete (pub[group] as Record<string, unknown>)[key];
    setPath(pub, target, identifierText(value));
  }
  return warnings;
}
