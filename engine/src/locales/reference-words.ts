import type { Locale } from '../model/language.js';

/** Kinds of theses the spec's dissertation record can be (specialData.idAcademicDegree, .dissertation). */
export type ThesisKind = 'doctoral' | 'candidate' | 'masters' | 'abstract';

/**
 * Words the APA, IEEE, Vancouver, ACS and Harvard styles print besides the common labels of
 * labels.ts and the words of international.ts. Own table so several engineers can grow
 * theirs without touching each other's; every locale gives every word (the compiler insists).
 * A Russian or Ukrainian record prints its own words (spec §5: output language follows the
 * source language).
 */
export interface ReferenceWords {
  /** APA 7, 10.6 "[Doctoral dissertation, University]"; APA 6, 7.05 "(Doctoral dissertation)". */
  thesis: Record<ThesisKind, string>;
  /** IEEE Reference Guide, theses: "Ph.D. dissertation", "M.S. thesis". */
  thesisIeee: Record<ThesisKind, string>;
  /** Cite Them Right 12, theses: "PhD thesis", "MA thesis". */
  thesisHarvard: Record<ThesisKind, string>;
  /** Citing Medicine, ch. 4: "[dissertation]", "[master's thesis]". */
  thesisVancouver: Record<ThesisKind, string>;
  /** ACS Guide, theses: "Ph.D. Thesis", "M.S. Thesis". */
  thesisAcs: Record<ThesisKind, string>;
  /**
   * APA 7, 10.6: "[Unpublished doctoral dissertation]" — the word agrees with the kind in
   * Russian and Ukrainian («Неопубликованная диссертация», «Неопублікований автореферат»);
   * `unpublishedAbbr` before an abbreviated degree («Неопубл. дис. … канд. экон. наук»).
   */
  unpublished: Record<ThesisKind, string>;
  unpublishedAbbr: string;
  /** "Patent" in "(U.S. Patent No. 9,367,592)". */
  patent: string;
  /** Citing Medicine, ch. 14: "inventor", "assignee". */
  inventor: string;
  inventors: string;
  assignee: string;
  /** Citing Medicine: "editor(s)" after the names. */
  editorWord: string;
  editorsWord: string;
  /** Citing Medicine 2, secondary authors: "Strachey J, translator." */
  translatorWord: string;
  translatorsWord: string;
  /** IEEE: "[Online]. Available:". */
  online: string;
  available: string;
  /** Citing Medicine: "[Internet]", "[cited 2002 Jul 9]", "Available from:". */
  internet: string;
  /** Citing Medicine 24: "[dissertation on the Internet]". */
  onTheInternet: string;
  cited: string;
  /** Citing Medicine: "[date unknown]" when no date can be found. */
  dateUnknown: string;
  availableFrom: string;
  /** IEEE "Accessed:", Harvard "(Accessed: …)", ACS "(accessed …)". */
  accessed: string;
  /** APA 6, 6.32: "Retrieved from". */
  retrievedFrom: string;
  /** APA 7, 9.16 / APA 6, 6.32: "from" in "Retrieved July 3, 2019, from URL". */
  from: string;
  /** Cite Them Right: "Available at:". */
  availableAt: string;
  /**
   * "In" before editors or a host (APA "In", Harvard "in", IEEE "in", Vancouver "In:"); Russian
   * «В кн.:», Ukrainian «У кн.:» (a bare «в» would govern the case of the title after it).
   */
  in: string;
  /** Cite Them Right: "(no date)". */
  noDateBritish: string;
  /** Cite Them Right: "2nd edn", "(ed.)", "(eds)". */
  editionBritish: string;
  editorBritish: string;
  editorsBritish: string;
  /** Standards: "Standard No." (APA report number). */
  standardNo: string;
  /** APA 7, 10.1: "Article e0193972" where a journal numbers articles instead of pages. */
  articleNumber: string;
  /** APA 7, 10.2: "(Vols. 1–3)" for several volumes of a multivolume work. */
  volumes: string;
  /** "n.p." / "n.d." are in labels.ts; ACS/IEEE "pp" etc. are style constants, not words. */
  conference: string;
}

const en: ReferenceWords = {
  thesis: {
    doctoral: 'Doctoral dissertation',
    candidate: 'Doctoral dissertation',
    masters: "Master's thesis",
    abstract: 'Abstract of doctoral dissertation',
  },
  thesisIeee: {
    doctoral: 'Ph.D. dissertation',
    candidate: 'Ph.D. dissertation',
    masters: 'M.S. thesis',
    abstract: 'Ph.D. dissertation abstract',
  },
  thesisHarvard: {
    doctoral: 'PhD thesis',
    candidate: 'PhD thesis',
    masters: 'MA thesis',
    abstract: 'PhD thesis abstract',
  },
  thesisVancouver: {
    doctoral: 'dissertation',
    candidate: 'dissertation',
    masters: "master's thesis",
    abstract: 'dissertation abstract',
  },
  thesisAcs: {
    doctoral: 'Ph.D. Dissertation',
    candidate: 'Ph.D. Dissertation',
    masters: 'M.S. Thesis',
    abstract: 'Ph.D. Dissertation Abstract',
  },
  unpublished: { doctoral: 'Unpublished', candidate: 'Unpublished', masters: 'Unpublished', abstract: 'Unpublished' },
  unpublishedAbbr: 'Unpublished',
  patent: 'Patent',
  inventor: 'inventor',
  inventors: 'inventors',
  assignee: 'assignee',
  editorWord: 'editor',
  editorsWord: 'editors',
  translatorWord: 'translator',
  translatorsWord: 'translators',
  online: 'Online',
  available: 'Available',
  internet: 'Internet',
  onTheInternet: 'on the Internet',
  cited: 'cited',
  dateUnknown: 'date unknown',
  availableFrom: 'Available from',
  accessed: 'Accessed',
  retrievedFrom: 'Retrieved from',
  from: 'from',
  availableAt: 'Available at',
  in: 'In',
  noDateBritish: 'no date',
  editionBritish: 'edn',
  editorBritish: 'ed.',
  editorsBritish: 'eds',
  standardNo: 'Standard No.',
  articleNumber: 'Article',
  volumes: 'Vols.',
  conference: 'Conference',
};

const ru: ReferenceWords = {
  thesis: {
    doctoral: 'Докторская диссертация',
    candidate: 'Кандидатская диссертация',
    masters: 'Магистерская диссертация',
    abstract: 'Автореферат диссертации',
  },
  thesisIeee: {
    doctoral: 'дис. д-ра наук',
    candidate: 'дис. канд. наук',
    masters: 'магистерская дис.',
    abstract: 'автореф. дис.',
  },
  thesisHarvard: {
    doctoral: 'Дис. д-ра наук',
    candidate: 'Дис. канд. наук',
    masters: 'Магистерская дис.',
    abstract: 'Автореф. дис.',
  },
  thesisVancouver: {
    doctoral: 'диссертация',
    candidate: 'диссертация',
    masters: 'магистерская диссертация',
    abstract: 'автореферат диссертации',
  },
  thesisAcs: {
    doctoral: 'Дис. д-ра наук',
    candidate: 'Дис. канд. наук',
    masters: 'Магистерская дис.',
    abstract: 'Автореф. дис.',
  },
  unpublished: {
    doctoral: 'Неопубликованная',
    candidate: 'Неопубликованная',
    masters: 'Неопубликованная',
    abstract: 'Неопубликованный',
  },
  unpublishedAbbr: 'Неопубл.',
  patent: 'Патент',
  inventor: 'изобретатель',
  inventors: 'изобретатели',
  assignee: 'патентообладатель',
  editorWord: 'редактор',
  editorsWord: 'редакторы',
  translatorWord: 'переводчик',
  translatorsWord: 'переводчики',
  online: 'Онлайн',
  available: 'Доступно',
  internet: 'Интернет',
  onTheInternet: 'в Интернете',
  cited: 'процитировано',
  dateUnknown: 'дата неизвестна',
  availableFrom: 'Режим доступа',
  accessed: 'Дата обращения',
  retrievedFrom: 'Извлечено из',
  from: 'из',
  availableAt: 'Режим доступа',
  in: 'В кн.:',
  noDateBritish: 'б. г.',
  editionBritish: 'изд.',
  editorBritish: 'ред.',
  editorsBritish: 'ред.',
  standardNo: 'Стандарт №',
  articleNumber: 'Статья',
  volumes: 'Т.',
  conference: 'Конференция',
};

const uk: ReferenceWords = {
  thesis: {
    doctoral: 'Докторська дисертація',
    candidate: 'Кандидатська дисертація',
    masters: 'Магістерська дисертація',
    abstract: 'Автореферат дисертації',
  },
  thesisIeee: {
    doctoral: 'дис. д-ра наук',
    candidate: 'дис. канд. наук',
    masters: 'магістерська дис.',
    abstract: 'автореф. дис.',
  },
  thesisHarvard: {
    doctoral: 'Дис. д-ра наук',
    candidate: 'Дис. канд. наук',
    masters: 'Магістерська дис.',
    abstract: 'Автореф. дис.',
  },
  thesisVancouver: {
    doctoral: 'дисертація',
    candidate: 'дисертація',
    masters: 'магістерська дисертація',
    abstract: 'автореферат дисертації',
  },
  thesisAcs: {
    doctoral: 'Дис. д-ра наук',
    candidate: 'Дис. канд. наук',
    masters: 'Магістерська дис.',
    abstract: 'Автореф. дис.',
  },
  unpublished: {
    doctoral: 'Неопублікована',
    candidate: 'Неопублікована',
    masters: 'Неопублікована',
    abstract: 'Неопублікований',
  },
  unpublishedAbbr: 'Неопубл.',
  patent: 'Патент',
  inventor: 'винахідник',
  inventors: 'винахідники',
  assignee: 'патентовласник',
  editorWord: 'редактор',
  editorsWord: 'редактори',
  translatorWord: 'перекладач',
  translatorsWord: 'перекладачі',
  online: 'Онлайн',
  available: 'Доступно',
  internet: 'Інтернет',
  onTheInternet: 'в Інтернеті',
  cited: 'процитовано',
  dateUnknown: 'дата невідома',
  availableFrom: 'Режим доступу',
  accessed: 'Дата звернення',
  retrievedFrom: 'Отримано з',
  from: 'з',
  availableAt: 'Режим доступу',
  in: 'У кн.:',
  noDateBritish: 'б. р.',
  editionBritish: 'вид.',
  editorBritish: 'ред.',
  editorsBritish: 'ред.',
  standardNo: 'Стандарт №',
  articleNumber: 'Стаття',
  volumes: 'Т.',
  conference: 'Конференція',
};

export const REFERENCE_WORDS: Record<Locale, ReferenceWords> = { en, ru, uk };

/** The record's words (by the context's locale, so romanised records get English). */
export function referenceWords(locale: Locale): ReferenceWords {
  return REFERENCE_WORDS[locale];
}
