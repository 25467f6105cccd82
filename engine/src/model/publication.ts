import { z } from 'zod';
import { AUTHOR_ROLES } from './author-roles.js';

/**
 * The spec's Publication (§3), field names exactly as the original product stored them,
 * so data written for it works unchanged. Forms and stored data send numbers both as
 * numbers and as strings, and send `null` for empty fields, so every scalar accepts those.
 * Unknown extra fields (an `id`, client flags) are kept, not rejected.
 */
const text = z.string().nullish();
const numish = z.union([z.number(), z.string()]).nullish();
const flag = z.union([z.boolean(), z.number(), z.string()]).nullish();

export const personSchema = z.looseObject({
  surname: text,
  name: text,
  fathername: text,
  role: numish,
  id: numish,
});

export const parallelTitleSchema = z.looseObject({ text: text });
export const standardNumberSchema = z.looseObject({ standart: text, number: text });

export const titleSchema = z.looseObject({
  publicationTitle: text,
  nameVolume: text,
  parallelTitles: z.array(parallelTitleSchema).nullish(),
  detailsForTitle: text,
  infoAbouteTitle: text,
  material: text,
  typePublication: text,
  standartNumber: z.array(standardNumberSchema).nullish(),
});

export const seriesSchema = z.looseObject({
  series: text,
  volume: numish,
  issue: numish,
  number: numish,
  countVolume: numish,
  periodicalType: numish,
  publicDate: text,
  /** The serial's ISSN: a journal's, or a book series' (ISO 690:2010, 15.1; docs/model.md). */
  issn: text,
});

export const outputDataSchema = z.looseObject({
  year: numish,
  editionPlace: text,
  publisher: text,
  /** The document's own ISBN (ISO 690:2010, 15.1): a book's, proceedings', a thesis's or a standard's. */
  isbn: text,
});

export const physicalSchema = z.looseObject({
  pages: numish,
  additionMaterial: text,
});

export const accessDataSchema = z.looseObject({
  link: text,
  type: text,
  acceptedDate: text,
  createDate: text,
  accessedDate: text,
});

export const specialDataSchema = z.looseObject({
  date: text,
  dateEnd: text,
  place: text,
  organization: text,
  country: text,
  specialty: text,
  codeSpecialty: text,
  standardNumber: text,
  defPlace: text,
  dissertation: flag,
  idAcademicDegree: numish,
  idScience: numish,
  patentNumber: numish,
  patentType: numish,
  patentOffice: text,
  classify: numish,
  index: text,
  subClass: text,
  registerNum: numish,
  applicationDate: text,
  datePublication: text,
  buleten: numish,
  priorityNumber: numish,
  priorityCountry: text,
  priorityApplicationDate: text,
});

/**
 * The document a part belongs to: the edited book of a chapter, the collection or proceedings
 * of a paper (GOST R 7.0.100-2018 «составная часть документа», after `//`; APA 7 10.3; CMOS
 * 14.9). The spec has no way to describe it, so this is Referent's addition: a record of type
 * 1, 2 or 3 with a `host` is a part; its own pages stay in `physical.pages`.
 */
export const hostSchema = z.looseObject({
  /** The host's title (book, collection, proceedings). */
  title: text,
  /** Its editors (compilers), persons as in `authors`. */
  editors: z.array(personSchema).nullish(),
  edition: numish,
  /** Volume of a multi-volume host, and that volume's own title. */
  volume: numish,
  nameVolume: text,
  /** The book series the host belongs to. */
  series: text,
  editionPlace: text,
  publisher: text,
  year: numish,
  /** The host's ISBN (the edited book's, the proceedings'); a part has none of its own. */
  isbn: text,
});

export { AUTHOR_ROLES, type AuthorRole } from './author-roles.js';

export const authorsSchema = z.partialRecord(z.enum(AUTHOR_ROLES), z.array(personSchema).nullish());

export const publicationSchema = z.looseObject({
  idTypePublication: z.union([z.number(), z.string()]),
  // Forms send '' for "not chosen" and some data has lower case or ISO's `uk`.
  language: z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const code = v.trim().toUpperCase();
    return code === '' ? undefined : code === 'UK' ? 'UA' : code;
  }, z.enum(['EN', 'RU', 'UA']).nullish()),
  edition: numish,
  note: text,
  infoStandart: text,
  country: text,
  title: titleSchema.nullish(),
  series: seriesSchema.nullish(),
  outputData: outputDataSchema.nullish(),
  physical: physicalSchema.nullish(),
  accessData: accessDataSchema.nullish(),
  specialData: specialDataSchema.nullish(),
  authors: authorsSchema.nullish(),
  host: hostSchema.nullish(),
});

export type Person = z.infer<typeof personSchema>;
export type Host = z.infer<typeof hostSchema>;
export type Publication = z.infer<typeof publicationSchema>;
/** What callers may pass in: the same shape before zod fills nothing in (zod adds no defaults here). */
export type PublicationInput = z.input<typeof publicationSchema>;
