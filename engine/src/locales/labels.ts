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
  /** "trans. by", «пер. с», «пер. з». */
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
  /** "pp." for a range in international styles. */
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
}
