import type { Block } from '@referent/docx';
import {
  bibliographyOrder,
  detectLanguage,
  format,
  numberEntry,
  type PublicationInput,
  publicationSchema,
} from '@referent/engine';
import type { CatalogueInput, Coauthor, Owner } from './model.js';

const person = (p: Coauthor | Owner) => ({
  surname: p.surname.trim(),
  name: p.name.trim(),
  fathername: p.patronymic.trim(),
});

/**
 * A catalogue entry as a Publication the engine formats. An entry linked to a bibliography
 * record uses that record (its full description). Otherwise the catalogue's own fields are
 * mapped: the author and co-authors, the title, the year, the pages, the link, and the
 * free "output data" as the journal or proceedings (articles, papers) or the publisher
 * (everything else) — good enough for a list, exact only through a linked record.
 */
export function publicationOf(e: CatalogueInput, owner: Owner, linked?: PublicationInput): PublicationInput {
  if (linked) return linked;
  const type = Number(e.sourceType) || 1;
  const people = [owner, ...e.coauthors].filter((p) => p.surname.trim()).map(person);
  const link = e.link.trim();
  const year = /\d{4}/.exec(e.date)?.[0];
  const container = e.outputData.trim();
  return {
    idTypePublication: type,
    language: detectLanguage(`${e.title} ${container}`),
    title: { publicationTitle: e.title.trim() },
    ...(people.length ? { authors: { '1': people } } : {}),
    outputData: {
      ...(year ? { year } : {}),
      ...(container && type !== 1 && type !== 3 ? { publisher: container } : {}),
    },
    ...(container && (type === 1 || type === 3) ? { series: { series: container } } : {}),
    ...(e.pages.trim() ? { physical: { pages: e.pages.trim() } } : {}),
    ...(link ? { accessData: { link, type: /^10\.\d/.test(link) ? 'doi' : 'url' } } : {}),
  } as PublicationInput;
}

/**
 * The entries as a reference list in one of the engine's 15 styles, in that style's order
 * (numbered for numeric styles). An entry the engine cannot read is left out and counted.
 */
export function styledList(
  entries: readonly CatalogueInput[],
  owner: Owner,
  style: string,
  linked: (id: number | null) => PublicationInput | undefined,
): { blocks: Block[]; skipped: number } {
  const pubs: { pub: PublicationInput }[] = [];
  let skipped = 0;
  for (const e of entries) {
    const pub = publicationOf(e, owner, linked(e.bibliographyId));
    if (publicationSchema.safeParse(pub).success) pubs.push({ pub });
    else skipped++;
  }
  const order = bibliographyOrder(
    pubs.map((p) => publicationSchema.parse(p.pub)),
    style,
  );
  const blocks: Block[] = order.map((i, n) => ({
    kind: 'paragraph',
    runs: numberEntry(style, n + 1, format(pubs[i]?.pub ?? {}, style).rich),
  }));
  return { blocks, skipped };
}
