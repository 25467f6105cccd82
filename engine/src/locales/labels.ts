import type { ThesisKind } from '../model/thesis-kind.js';
import type { Plural } from './plural.js';

/**
 * The one label table of a language (spec §5 "label tables per language"): every word any
 * style prints, national or international. The source language of a record picks the table,
 * so one list mixes «и др.» for Russian items with "et al." for English ones; a romanised
 * record prints the English table (spec §5: output language follows the source language).
 * Tables are plain data: a new label is a new field here and a value in each of en.ts, ru.ts
 * and uk.ts (the compiler insists on all three). A name says what the label prints, not which
 * style asked for it first, so a fix reaches every style that prints the word. A label with a
 * singular and a plural form is one `Plural`, chosen by `plural(p, count, locale)` (plural.ts).
 */
export interface Labels {
  /** Conjunction before the last name: "and", «и», «і». */
  and: string;
  /** "et al." marker: "et al.", «и др.», «та ін.». */
  etAl: string;
  /** Humanities style's "and others". */
  andOthers: string;
  /** No date: "n.d.", «б. г.», «б. р.». */
  noDate: string;
  /** Cite Them Right: "(no date)". */
  noDateBritish: string;
  /** Citing Medicine: "[date unknown]" when no date can be found. */
  dateUnknown: string;
  /** Place unknown: "S. l.", «Б. м.», «Б. м.». */
  placeUnknown: string;
  /** Publisher unknown: "s. n.", «б. и.», «б. в.». */
  publisherUnknown: string;

  /** "Ed." / "Eds." after an editor's name (APA, IEEE, ACS); «ред.». */
  editorShort: Plural;
  /** "ed." / "eds." after editors' names (GSA, Chicago, ASA, ISO 690); «ред.». */
  editorAbbr: Plural;
  /** Cite Them Right: "(ed.)", "(eds)" (a contraction, no stop); «ред.». */
  editorBritish: Plural;
  /** MLA 8th 2.1.3: "editor", "editors" after an inverted name; abbreviated «ред.» in Russian and Ukrainian. */
  editorWordOrAbbr: Plural;
  /** Citing Medicine: "editor(s)" after the names, written out in every language: «редактор», «редакторы». */
  editorWord: Plural;
  /**
   * "ed. by", «под ред.», «за ред.» (MHRA; GOST 7.1-2003, A.1; DSTU 8302:2015, A): the name
   * after it stays in the nominative (no declension).
   */
  editedByAbbr: string;
  /** MLA 8th 2.6 / Chicago 14.87 / ASA: "edited by" written out; «под ред.», «за ред.». */
  editedByWords: string;
  /** "Trans.", «пер.», «пер.». */
  translatorShort: string;
  /** Citing Medicine 2, secondary authors: "Strachey J, translator."; «переводчик(и)». */
  translatorWord: Plural;
  /** "trans. by" (MHRA), «пер.» (the names after it in the genitive, parts/declension.ts). */
  translatedByAbbr: string;
  /** MLA 8th 2.6 / Chicago 14.87 / ASA: "translated by" written out; «пер.». */
  translatedByWords: string;

  /** Edition abbreviation: "ed.", «изд.», «вид.». */
  edition: string;
  /** MHRA 4th 10.2.4, Cite Them Right: "2nd edn"; «изд.», «вид.». */
  editionBritish: string;
  /** Volume, capitalised and lower-case: "Vol."/"vol.", «Т.»/«т.», «Т.»/«т.». */
  volume: string;
  volumeLower: string;
  /** APA 7, 10.2: "(Vols. 1–3)" for several volumes of a multivolume work. */
  volumes: string;
  /** GSA: "v. 34". */
  volumeShort: string;
  /** Issue: "Iss.", «Вып.», «Вип.». */
  issue: string;
  /** "No.", «№», «№». */
  number: string;
  /** Part pages: "P.", «С.», «С.». */
  pages: string;
  /** Extent, also after a page count (GSA "304 p."): "p.", «с.», «с.». */
  pagesExtent: string;
  /**
   * "pp." for a range in international styles; «с.» in Russian and Ukrainian, lower-case as
   * inside a sentence (GOST R 7.0.12-2011; the capital «С.» opens an area of the national styles).
   */
  pagesRange: string;
  /** APA 7, 10.1: "Article e0193972" where a journal numbers articles instead of pages. */
  articleNumber: string;

  /**
   * "In:" before a host (ISO 690, Vancouver "In:"), "In" (Chicago, APA), "in" (MHRA, ASA, GSA,
   * Harvard, IEEE: lower-cased there); Russian «В кн.:», Ukrainian «У кн.:», since a bare «в»
   * would govern the prepositional case of the title that follows (the form of GOST 7.0.5-2008
   * and Russian reference lists).
   */
  in: string;
  /** MHRA 4th: "in" before a journal's title; none in Russian and Ukrainian (see `in`). */
  inJournal: string;

  /** Electronic resource: "Electronic resource", «Электронный ресурс», «Електронний ресурс». */
  electronicResource: string;
  /** Text / electronic content type (GOST R 7.0.100-2018). */
  text: string;
  textDirect: string;
  textElectronic: string;
  /** "URL", "Access", «Режим доступа», «Режим доступу». */
  access: string;
  /**
   * "accessed", «дата обращения», «дата звернення»; capitalised where it opens a phrase
   * (IEEE "Accessed:", Harvard "(Accessed: …)").
   */
  accessDate: string;
  /** "Retrieved", «Извлечено», «Отримано»; APA 6, 6.32: "Retrieved from" with `from`. */
  retrieved: string;
  /** APA 7, 9.16 / APA 6, 6.32: "from" in "Retrieved July 3, 2019, from URL". */
  from: string;
  /** ISO 690, 5.4 "[online]"; IEEE "[Online]" capitalises it. */
  online: string;
  /** ISO 690, 15.2: "[viewed 18 June 2006]". */
  viewed: string;
  /** ISO 690, 15.3 / Citing Medicine: "Available from:"; «Режим доступа». */
  availableFrom: string;
  /** Cite Them Right: "Available at:"; «Режим доступа». */
  availableAt: string;
  /** IEEE: "Available:" in "[Online]. Available:". */
  available: string;
  /** Citing Medicine: "[Internet]", "[cited 2002 Jul 9]". */
  internet: string;
  cited: string;
  /** Citing Medicine 24: "[dissertation on the Internet]". */
  onTheInternet: string;

  /** Theses in the humanities styles: "dissertation", Chicago's "diss.", "thesis" (parts/thesis.ts). */
  dissertation: string;
  dissertationShort: string;
  thesis: string;
  /** Degree 1 (candidate of sciences ≈ PhD) and 2 (doctor of sciences): "PhD", «канд. наук». */
  degreeCandidate: string;
  degreeDoctor: string;
  /** A master's thesis (degree 3): "master's thesis", «магистерская дис.». */
  mastersThesis: string;
  /** MHRA 4th 10.2.13: "unpublished doctoral thesis". */
  unpublishedThesis: string;
  /** MHRA 4th 10.2.13 for another thesis: "unpublished", «неопубл.». */
  unpublished: string;
  /** APA 7, 10.6 "[Doctoral dissertation, University]"; APA 6, 7.05 "(Doctoral dissertation)". */
  thesisApa: Record<ThesisKind, string>;
  /** APA: the abstract of a candidate's or doctor's dissertation whose science is not given, «Автореферат кандидатской диссертации». */
  abstractOfThesisApa: { candidate: string; doctoral: string };
  /** IEEE Reference Guide, theses: "Ph.D. dissertation", "M.S. thesis". */
  thesisIeee: Record<ThesisKind, string>;
  /** Cite Them Right 12, theses: "PhD thesis"; a master's degree the record does not name, "Master's thesis". */
  thesisHarvard: Record<ThesisKind, string>;
  /** The bare noun, claiming no degree, for a dissertation whose record names none in Russian or Ukrainian («диссертация»). */
  dissertationNoDegree: string;
  /** Citing Medicine, ch. 4: "[dissertation]", "[master's thesis]". */
  thesisVancouver: Record<ThesisKind, string>;
  /** ACS Guide, theses: "Ph.D. Thesis", "M.S. Thesis". */
  thesisAcs: Record<ThesisKind, string>;
  /**
   * APA 7, 10.6: "[Unpublished doctoral dissertation]" — the word agrees with the kind in
   * Russian and Ukrainian («Неопубликованная диссертация», «Неопублікований автореферат»),
   * also before a degree in words («Неопубликованная диссертация кандидата экономических наук»).
   */
  unpublishedApa: Record<ThesisKind, string>;

  /** "Patent" (Chicago "U.S. Patent 1,234", APA "(U.S. Patent No. 9,367,592)"); the heading «Патент» (GOST 7.1-2003, A.5). */
  patent: string;
  /** Chicago patents: "filed", "issued"; an application is not issued but "published". */
  filed: string;
  issued: string;
  publishedApplication: string;
  /** Citing Medicine, ch. 14: "inventor(s)", "assignee". */
  inventor: Plural;
  assignee: string;

  /** Standards: "Standard No." (APA report number). */
  standardNo: string;
  /** Conference (not printed by any style yet). */
  conference: string;

  /** Months, full and abbreviated (12 each). */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Months in the genitive for full dates in Russian/Ukrainian («5 мая 2020»). */
  monthsGenitive: readonly string[];
  /** Terms of the national standards (GOST 7.1-2003, GOST R 7.0.100-2018, DSTU 8302:2015). */
  national: NationalLabels;
}

/**
 * Words only the national standards print: patent, dissertation, standard and web terms, the
 * responsibility functions. Russian and Ukrainian follow GOST 7.12-93 / DSTU 3582:2013
 * abbreviations; English uses the forms of the standards' English examples. The words they
 * share with other styles («под ред.», «Патент») are in `Labels` itself.
 */
export interface NationalLabels {
  /** «под редакцией», «за редакцією», "edited by" (GOST R 7.0.100-2018 writes the function in full; `editedByAbbr` otherwise). */
  editedByFull: string;
  /** "пер." / "переводчик". */
  translatorAbbr: string;
  translatorFull: string;
  /**
   * One person who both edited and translated, named once with both functions joined by «и»,
   * «ред. и пер. И. П. Иванова» / «редакция и перевод …», as the standards join a person's
   * functions («пер. с англ. и коммент.»; docs/styles/gost.md).
   */
  editedAndTranslatedAbbr: string;
  editedAndTranslatedFull: string;
  /**
   * Compilers (`authors['2']`): «сост.» / «упоряд.» / "comp." (GOST 7.1-2003, A; DSTU
   * 3582:2013) and in full for gost2018 («составитель», «составители»); the names after them
   * stay in the nominative.
   */
  compilerAbbr: string;
  compilerFull: Plural;
  /** Lower-case issue after a volume: "вып.", «вип.», "iss.". */
  issueLower: string;
  /** Multi-volume work: "в 3 т.", «у 3 т.», "in 3 vols.". */
  inVolumesBefore: string;
  inVolumesAfter: string;
  /**
   * Abbreviated months after a day, «10–12 нояб.», «30 трав.» (GOST 7.12-93 / GOST R
   * 7.0.12-2011; DSTU 3582:2013) for gost and dstu; gost2018 writes them in full (spec §5).
   */
  monthsGenitiveShort: readonly string[];
  /** Year suffix after a full date: «г.», «р.», "". */
  yearAbbr: string;
  /** "[сайт]", «[сайт]», "[website]" (GOST R 7.0.100-2018, A.4). */
  website: string;
  /** GOST 7.82-2001: «Загл. с экрана». */
  titleFromScreen: string;
  /** Patent headings abbreviated (the full «Патент» is `Labels.patent`). */
  patentAbbr: string;
  authorCertificate: string;
  authorCertificateAbbr: string;
  application: string;
  /** "заявл.", "опубл.", "Бюл.", "заявитель", "приоритет". */
  applied: string;
  published: string;
  bulletin: string;
  applicant: string;
  /** «заявитель и патентообладатель» before the applicant of a granted patent (GOST 7.1-2003, A.5, Пат. 2187888). */
  applicantHolder: string;
  priority: string;
  /** Classification systems, spec §3 classify: 1 IPC, 2 national (NCI), other CPC. */
  classIpc: string;
  classNational: string;
  classCpc: string;
  /** Dissertation terms: "дис.", "автореф. дис.", full forms, degrees and "специальность". */
  dissAbbr: string;
  /** The defence date's word in a dissertation's other title information: «защищена 22.01.2002» (GOST 7.1-2003, A). */
  defended: string;
  abstractAbbr: string;
  dissFull: string;
  abstractFull: string;
  /**
   * The same for a PhD, which in Ukraine since 2016 is a degree of its own, «доктор
   * філософії», not a «науковий ступінь»: «дисертація на здобуття ступеня доктора філософії».
   */
  dissFullPhd: string;
  /** «Место защиты», the note naming where a dissertation was defended (GOST R 7.0.100-2018, A). */
  defencePlace: string;
  /** A master's thesis in full words, «магистерская диссертация» (the abbreviated form is `Labels.mastersThesis`). */
  mastersFull: string;
  candidateAbbr: string;
  doctorAbbr: string;
  candidateFull: string;
  doctorFull: string;
  /** PhD (science id 23): "д-ра философии" / "доктора философии". */
  phdAbbr: string;
  phdFull: string;
  /** The branch left general when the record names none: «канд. наук» (English records print PhD). */
  sciencesAbbr: string;
  sciencesFull: string;
  specialty: string;
  /** Standards: "Введ.", "дата введения", "Взамен", «чинний від», «На заміну». */
  introducedAbbr: string;
  introducedFull: string;
  replaces: string;
  /**
   * «разработан» before a standard's developer (GOST R 7.0.100-2018, example ГОСТ Р
   * 57564–2017: «/ разработан Всероссийским … институтом …»); the developer is typed as the
   * standard's preface gives it (instrumental case), nothing is declined.
   */
  developedBy: string;
}
