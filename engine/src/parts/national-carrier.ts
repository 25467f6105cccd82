import type { Publication } from '../model/publication.js';
import { pagesOf, str } from './fields.js';

/**
 * A physical electronic carrier named as the extent: «1 CD-ROM», «1 DVD-ROM», «1 электрон. опт.
 * диск (CD-ROM)», «1 електрон. опт. диск», «1 флеш-накопитель».
 */
const CARRIER =
  /^\s*(?:\d+\s+)?(?:(?:электрон|електрон)\.?\s+(?:опт\.?\s+)?(?:диск|дискет)|(?:CD|DVD|BD)(?:-ROM|-R|-RW|\s+DA)?\b|Blu-ray|флеш|flash|USB)/iu;

/**
 * The carrier of a local electronic resource, when the record gives no page count and names the
 * carrier as its extent (`physical.pages` or `physical.additionMaterial`): the resource is then
 * electronic, as much as one online. GOST 7.1-2003, 5.2.3.3 («если документ представлен в виде
 * … электронного ресурса, в качестве общего обозначения материала указывают его форму») and GOST
 * R 7.0.11-2011, Б: «Художественная энциклопедия зарубежного классического искусства [Электронный
 * ресурс]. — М. : Большая Рос. энцикл., 1996. — 1 электрон. опт. диск (CD-ROM).»; GOST R
 * 7.0.100-2018, A: «— Курск : КГУ, 2017. — 1 CD-ROM. — … — Текст : электронный.» A carrier
 * added to a book with pages («– 96 с. + 1 электрон. опт. диск») leaves the book a text.
 * @example electronicCarrier({ idTypePublication: 2, physical: { additionMaterial: '1 CD-ROM' } }) // '1 CD-ROM'
 */
export function electronicCarrier(pub: Publication): string | undefined {
  const pages = pagesOf(pub);
  const extra = str(pub.physical?.additionMaterial);
  if (pages && CARRIER.test(pages)) return pages;
  if (!pages && extra && CARRIER.test(extra)) return extra;
  return undefined;
}
