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
  return publishersOf(publisher)?.[0] ?? publisher;
}

/** GOST's « : » between co-publishers, « ; » before a second place's publisher, an importer's "; ". */
const CO_PUBLISHER = /\s+:\s+|\s*;\s+/;
/** A place abbreviation typed into the publisher field, «М.», «СПб.». */
const PLACE_WORD = /^\p{Lu}\p{L}{0,3}\.$/u;

/**
 * The co-publishers of a record, each once, without a second place typed among them
 * ("Межгос. совет ; М. : Изд-во стандартов" gives the council and the publishing house); undefined
 * when the field is one name or a place typed before one publisher («М. : Флинта», left whole).
 */
function publishersOf(publisher: string | undefined): string[] | undefined {
  const names = publisher?.split(CO_PUBLISHER).map((n) => n.trim());
  if (!names || names.length < 2 || !names[0] || PLACE_WORD.test(names[0])) return undefined;
  return names.filter((n, i) => n && !(i > 0 && PLACE_WORD.test(n)));
}

/**
 * Co-publishers joined as the style joins them: "Лаком-книга; Габестро" where GOST typed
 * "Лаком-книга : Габестро" (chicago, asa, mhra, gsa, iso: a list's semicolon, never GOST's spaced
 * colon after a place's own colon, "Москва: Лаком-книга : Габестро"); MLA's slash, "Лаком-книга / Габестро" (MLA 8th, publisher
 * element). A single publisher is left as typed.
 * @example coPublishers('Лаком-книга : Габестро', '; ') // 'Лаком-книга; Габестро'
 */
export function coPublishers(publisher: string | undefined, joiner: string): string | undefined {
  return publishersOf(publisher)?.join(joiner) ?? publisher;
}
