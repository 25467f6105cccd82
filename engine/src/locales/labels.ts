/**
 * The label table of one language (spec §5 "label tables per language"). The source
 * language of a record picks the table, so one list mixes «и др.» for Russian items with
 * "et al." for English ones. Tables are plain data: a new label is a new field here and
 * a value in each of en.ts, ru.ts and uk.ts (the compiler insists on all three).
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
  /** Place unknown: "S. l.", «Б. м.», «Б. м.». */
  placeUnknown: string;
  /** Publisher unknown: "s. n.", «б. и.», «б. в.». */
  publisherUnknown: string;
  /** "Ed." / "Eds." after an editor's name (APA). */
  editorShort: string;
  editorsShort: string;
  /** "ed. by", «под ред.», «за ред.». */
  editedBy: string;
  /** "Trans.", «пер.», «пер.». */
  translatorShort: string;
  /** "trans. by", «пер.» (the names after it in the genitive, parts/declension.ts). */
  translatedBy: string;
  /** Edition abbreviation: "ed.", «изд.», «вид.». */
  edition: string;
  /** Volume, capitalised and lower-case: "Vol."/"vol.", «Т.»/«т.», «Т.»/«т.». */
  volume: string;
  volumeLower: string;
  /** Issue: "Iss.", «Вып.», «Вип.». */
  issue: string;
  /** "No.", «№», «№». */
  number: string;
  /** Part pages: "P.", «С.», «С.». Extent: "p.", «с.», «с.». */
  pages: string;
  pagesExtent: string;
  /**
   * "pp." for a range in international styles; «с.» in Russian and Ukrainian, lower-case as
   * inside a sentence (GOST R 7.0.12-2011; the capital «С.» opens an area of the national styles).
   */
  pagesRange: string;
  /** Electronic resource: "Electronic resource", «Электронный ресурс», «Електронний ресурс». */
  electronicResource: string;
  /** Text / electronic content type (GOST R 7.0.100-2018). */
  text: string;
  textDirect: string;
  textElectronic: string;
  /** "URL", "Access", «Режим доступа», «Режим доступу». */
  access: string;
  /** "accessed", «дата обращения», «дата звернення». */
  accessDate: string;
  /** "Retrieved", «Извлечено», «Отримано». */
  retrieved: string;
  /** "Available at", «Доступно». */
  availableAt: string;
  /** Months, full and abbreviated (12 each). */
  months: readonly string[];
  monthsShort: readonly string[];
  /** Months in the genitive for full dates in Russian/Ukrainian («5 мая 2020»). */
  monthsGenitive: readonly string[];
  /** Terms of the national standards (GOST 7.1-2003, GOST R 7.0.100-2018, DSTU 8302:2015). */
  national: NationalLabels;
}

/**
 * Words the national standards print: patent, dissertation, standard and web terms, the
 * responsibility functions. Russian and Ukrainian follow GOST 7.12-93 / DSTU 3582:2013
 * abbreviations; English uses the forms of the standards' English examples.
 */
export interface NationalLabels {
  /**
   * «под ред.» / «за ред.» / "ed. by" (GOST 7.1-2003, A.1; DSTU 8302:2015, A) and «редактор»
   * (GOST R 7.0.100-2018): the name after it stays in the nominative (no declension).
   */
  editorAbbr: string;
  editorFull: string;
  /** "пер." / "переводчик". */
  translatorAbbr: string;
  translatorFull: string;
  /**
   * Compilers (`authors['2']`): «сост.» / «упоряд.» / "comp." (GOST 7.1-2003, A; DSTU
   * 3582:2013) and in full for gost2018; the names after them stay in the nominative.
   */
  compilerAbbr: string;
  compilerFull: string;
  compilersFull: string;
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
  /** Patent headings: full and abbreviated. */
  patent: string;
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
  abstractAbbr: string;
  dissFull: string;
  abstractFull: string;
  /**
   * The same for a PhD, which in Ukraine since 2016 is a degree of its own, «доктор
   * філософії», not a «науковий ступінь»: «дисертація на здобуття ступеня доктора філософії».
   */
  dissFullPhd: string;
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
