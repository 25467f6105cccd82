import type { Locale } from '../model/language.js';

/**
 * Words the international styles (ISO 690, MLA, Chicago, MHRA, GSA, ASA) print besides
 * the common labels of labels.ts. Kept in their own table so the national standards'
 * table and this one grow without touching each other; every locale must give every
 * word (the compiler insists). A Russian or Ukrainian record prints its own words (spec
 * §5: output language follows the source language).
 */
export interface InternationalLabels {
  /** ISO 690, 5.4: "[online]". */
  online: string;
  /** ISO 690, 15.2: "[viewed 18 June 2006]". */
  viewed: string;
  /** ISO 690, 15.3: "Available from:". */
  availableFrom: string;
  /**
   * "In:" before a host (ISO 690), "In" (Chicago), "in" (MHRA, ASA, GSA: lower-cased there);
   * Russian «В кн.:», Ukrainian «У кн.:», since a bare «в» would govern the prepositional case
   * of the title that follows (the form of GOST 7.0.5-2008 and Russian reference lists).
   */
  in: string;
  /** MHRA 4th: "in" before a journal's title; none in Russian and Ukrainian (see `in`). */
  inJournal: string;
  /** MHRA 4th 10.2.4: "2nd edn". */
  editionBritish: string;
  /** MLA 8th 2.6 / Chicago 14.87 / ASA: "edited by", "translated by" written out. */
  editedBy: string;
  translatedBy: string;
  /** MLA 8th 2.1.3: "editor", "editors" after an inverted name. */
  editor: string;
  editors: string;
  /** GSA: "ed.", "eds." after editors' names. */
  editorAbbr: string;
  editorsAbbr: string;
  /** Patents: "Patent", "filed", "issued". */
  patent: string;
  filed: string;
  issued: string;
  /** Theses: "dissertation", Chicago's "diss.", "thesis"; degree words by degree id. */
  dissertation: string;
  dissertationShort: string;
  thesis: string;
  /** Degree 1 (candidate of sciences ≈ PhD) and 2 (doctor of sciences). */
  degreeCandidate: string;
  degreeDoctor: string;
  /** MHRA 4th 10.2.13: "unpublished doctoral thesis". */
  unpublishedThesis: string;
  /** A master's thesis (degree 3): "master's thesis", «магистерская дис.». */
  mastersThesis: string;
  /** MHRA 4th 10.2.13 for another thesis: "unpublished", «неопубл.». */
  unpublished: string;
  /** Chicago 16, 14.245: "last modified". */
  lastModified: string;
  /** Extent after a page count: GSA "304 p.". */
  pagesCount: string;
  /** GSA: "v. 34". */
  volumeShort: string;
}

const en: InternationalLabels = {
  online: 'online',
  viewed: 'viewed',
  availableFrom: 'Available from',
  in: 'In',
  inJournal: 'in',
  editionBritish: 'edn',
  editedBy: 'edited by',
  translatedBy: 'translated by',
  editor: 'editor',
  editors: 'editors',
  editorAbbr: 'ed.',
  editorsAbbr: 'eds.',
  patent: 'Patent',
  filed: 'filed',
  issued: 'issued',
  dissertation: 'dissertation',
  dissertationShort: 'diss.',
  thesis: 'thesis',
  degreeCandidate: 'PhD',
  degreeDoctor: 'DSc',
  unpublishedThesis: 'unpublished doctoral thesis',
  mastersThesis: "master's thesis",
  unpublished: 'unpublished',
  lastModified: 'last modified',
  pagesCount: 'p.',
  volumeShort: 'v.',
};

const ru: InternationalLabels = {
  online: 'онлайн',
  viewed: 'просмотрено',
  availableFrom: 'Режим доступа',
  in: 'В кн.:',
  inJournal: '',
  editionBritish: 'изд.',
  editedBy: 'под ред.',
  translatedBy: 'пер.',
  editor: 'ред.',
  editors: 'ред.',
  editorAbbr: 'ред.',
  editorsAbbr: 'ред.',
  patent: 'Патент',
  filed: 'заявл.',
  issued: 'опубл.',
  dissertation: 'дис.',
  dissertationShort: 'дис.',
  thesis: 'дис.',
  degreeCandidate: 'канд. наук',
  degreeDoctor: 'д-ра наук',
  unpublishedThesis: 'неопубл. дис.',
  mastersThesis: 'магистерская дис.',
  unpublished: 'неопубл.',
  lastModified: 'изменено',
  pagesCount: 'с.',
  volumeShort: 'т.',
};

const uk: InternationalLabels = {
  online: 'онлайн',
  viewed: 'переглянуто',
  availableFrom: 'Режим доступу',
  in: 'У кн.:',
  inJournal: '',
  editionBritish: 'вид.',
  editedBy: 'за ред.',
  translatedBy: 'пер.',
  editor: 'ред.',
  editors: 'ред.',
  editorAbbr: 'ред.',
  editorsAbbr: 'ред.',
  patent: 'Патент',
  filed: 'заявл.',
  issued: 'опубл.',
  dissertation: 'дис.',
  dissertationShort: 'дис.',
  thesis: 'дис.',
  degreeCandidate: 'канд. наук',
  degreeDoctor: 'д-ра наук',
  unpublishedThesis: 'неопубл. дис.',
  mastersThesis: 'магістерська дис.',
  unpublished: 'неопубл.',
  lastModified: 'змінено',
  pagesCount: 'с.',
  volumeShort: 'т.',
};

export const INTERNATIONAL_LABELS: Record<Locale, InternationalLabels> = { en, ru, uk };

export function internationalLabels(locale: Locale): InternationalLabels {
  return INTERNATIONAL_LABELS[locale];
}
