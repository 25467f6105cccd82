/**
 * BibLaTeX's literal lists (`publisher`, `location`, `institution`, `organization`: names
 * separated by "and", biblatex manual §2.2.1) as the one text a Publication field holds:
 * several publishers or places joined with "; " in the order given, as APA 7 (9.29) prints
 * co-publishers and GOST 7.1 separates places. Classic BibTeX did not split these fields,
 * so a firm's own "and" ("John Wiley and Sons", "Taylor and Francis") is kept when the part
 * after it is one of the firm-name endings below, not read as a second publisher.
 */
const FIRM_ENDINGS = new Set(
  [
    'sons',
    'son',
    'co',
    'co.',
    'company',
    'brothers',
    'bros',
    'bros.',
    'associates',
    'partners',
    'francis',
    'schuster',
    'row',
    'unwin',
    'windus',
    'hudson',
    'stoughton',
    'faber',
    'giroux',
    'hall',
    'wilkins',
    'bartlett',
    'littlefield',
    'febiger',
    'noble',
    'wagnalls',
    'ward',
  ].map((w) => w.toLowerCase()),
);

/** The separator between the names of a list in a Publication field. */
export const LIST_SEPARATOR = '; ';

/**
 * A literal list as one text: "Springer; Routledge", "John Wiley and Sons".
 * @example joinedLiterals(['Taylor', 'Francis']) // 'Taylor and Francis'
 */
export function joinedLiterals(list: string[]): string {
  const names: string[] = [];
  for (const raw of list) {
    const name = raw.trim();
    if (!name) continue;
    const last = names.length - 1;
    if (last >= 0 && FIRM_ENDINGS.has(name.toLowerCase())) names[last] = `${names[last]} and ${name}`;
    else names.push(name);
  }
  return names.join(LIST_SEPARATOR);
}

/**
 * A Publication field's list written back as BibLaTeX reads it: names separated by " and ",
 * an "and" inside a name braced so it is not read as a separator.
 * @example bibtexLiterals('John Wiley and Sons; Routledge') // 'John Wiley {and} Sons and Routledge'
 */
export function bibtexLiterals(text: string): string {
  return text
    .split(/(?<=\S);\s+/)
    .map((name) => name.replace(/\s+and\s+/gi, (m) => m.replace(/and/i, (a) => `{${a}}`)))
    .join(' and ');
}
