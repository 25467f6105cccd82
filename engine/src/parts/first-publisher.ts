/**
 * The first publisher of a record typed the GOST way, with co-publishers after « : » and a second
 * place's publisher after « ; » ("Лаком-книга : Габестро", "Межгос. совет … ; М. : Изд-во
 * стандартов"): the styles that print one "Place: Publisher" pair (IEEE, ACS, Citing Medicine 2
 * "Publisher": the first named) keep the first, which belongs to the first place; before, the GOST
 * separators were printed inside the imprint ("Moscow: Lakom-kniga : Gabestro"). Co-publishers an
 * importer joined with "; " ("Springer; Routledge") are a list too.
 * @example firstPublisher('Лаком-книга : Габестро') // 'Лаком-книга'
 */
export function firstPublisher(publisher: string | undefined): string | undefined {
  const first = publisher?.split(/\s+:\s+|\s*;\s+/)[0]?.trim();
  // A place typed into the publisher field («М. : Флинта») is no co-publisher: left whole.
  if (!first || /^\p{Lu}\p{L}{0,3}\.$/u.test(first)) return publisher;
  return first;
}
