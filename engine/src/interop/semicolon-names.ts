/** The BibTeX fields that hold a list of names joined by "and". */
const NAME_FIELD =
  /(?<=^|[\s,{(])(?:author|editor|translator|bookauthor|editora|editorb|editorc|holder)\s*=\s*(?=[{"])/gi;

/**
 * Name lists separated by semicolons, as Biblioscape, some Web of Science and Citavi exports
 * and hand-typed files write them ("Baklouti, F.; Huang, S. C."), rewritten with BibTeX's
 * "and". Read as they are, BibTeX takes the whole list for one person with seven name parts.
 * Only a list with no "and" of its own changes, and only semicolons outside inner braces
 * ("{Smith; Sons}" is one name). Offsets and lines stay the same for every other character.
 *
 * Hand-written: the BibTeX parser splits names on "and" only and has no option for another
 * separator.
 * @example semicolonNames('author = {Baklouti, F.; Huang, S. C.}') // 'author = {Baklouti, F. and Huang, S. C.}'
 */
export function semicolonNames(source: string): string {
  if (!source.includes(';')) return source;
  let out = '';
  let from = 0;
  for (const m of source.matchAll(NAME_FIELD)) {
    const start = (m.index ?? 0) + m[0].length;
    if (start < from) continue;
    const end = valueEnd(source, start);
    if (end < 0) continue;
    out += source.slice(from, start) + asAndList(source.slice(start, end));
    from = end;
  }
  return from === 0 ? source : out + source.slice(from);
}

/** Where the braced or quoted value that opens at `start` ends (after its closing mark), or -1. */
function valueEnd(source: string, start: number): number {
  const quoted = source[start] === '"';
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}') {
      depth--;
      if (!quoted && depth === 0) return i + 1;
      if (depth < 0) return -1;
    } else if (quoted && ch === '"' && i > start && depth === 0) return i + 1;
  }
  return -1;
}

/** Marks a semicolon to become "and" (a private-use character, which no bibliography holds). */
const SEPARATOR = '\ue000';

/** The value with its top-level semicolons made " and ", unless it already separates names by "and". */
function asAndList(value: string): string {
  const top = topLevel(value);
  const separators = [...value].map((ch, i) => ch === ';' && top[i]);
  const topText = [...value].map((ch, i) => (top[i] ? ch : ' ')).join('');
  if (!separators.includes(true) || /\sand\s/i.test(topText)) return value;
  const marked = [...value].map((ch, i) => (separators[i] ? SEPARATOR : ch)).join('');
  // The white space around a separator becomes one space on each side; a line break stays one.
  return marked.replace(/\s*\ue000\s*/g, (m) => (m.includes('\n') ? ' and\n' : ' and '));
}

/** For each character of a field's value, whether it is outside inner braces (the value's own braces aside). */
function topLevel(value: string): boolean[] {
  const own = value[0] === '{' ? 1 : 0;
  let depth = 0;
  return [...value].map((ch) => {
    if (ch === '{') depth++;
    const top = depth <= own;
    if (ch === '}') depth--;
    return top;
  });
}
