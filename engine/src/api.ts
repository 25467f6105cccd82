/**
 * @referent/engine's API without the journal-title lists (the web bundles this and loads the
 * lists lazily with `loadJournalTitleLists`); `index.ts` is the default entry with them.
 *
 * @example
 * import { format } from '@referent/engine';
 * format(publication, 'apa7').text;
 */
export { journalTitleKey } from './abbrev/journal-title-key.js';
export {
  abbreviateJournal,
  type JournalTitleList,
  journalAbbreviation,
  registerJournalTitles,
} from './abbrev/journal-titles.js';
export { loadJournalTitleLists } from './abbrev/load-journal-title-lists.js';
export { abbreviatePublisherMla, MLA_MONTHS } from './abbrev/mla.js';
export {
  ABSTRACT_FORMS,
  ABSTRACT_STYLES,
  ABSTRACT_TEMPLATES,
  type AbstractForm,
  type AbstractPart,
  type AbstractStyle,
  type AbstractTemplate,
  abstractTemplate,
  GOST_SECTIONS,
} from './abstracts/abstract-templates.js';
export {
  type AbstractContent,
  type AbstractIssue,
  type AbstractMeasure,
  checkAbstract,
  countChars,
  countWords,
  measureAbstract,
  splitKeywords,
} from './abstracts/check-abstract.js';
export {
  type DispatchItem,
  type DispatchResult,
  dispatch,
  dispatchWithPublication,
  type FieldIssue,
  fieldIssues,
  MESSAGES,
} from './dispatch.js';
export { contextFor, formatPublication, languageOf, NO_VARIANT } from './format.js';
export { type Formatted, format } from './format-one.js';
export { type BibtexEntry, bibtexFromPublication, bibtexKey, publicationFromBibtex } from './interop/bibtex.js';
export {
  type BibtexParse,
  type BibtexParseOptions,
  type BibtexRead,
  readBibtexLibrary,
} from './interop/bibtex-library.js';
export {
  type CslDate,
  type CslItem,
  type CslName,
  cslFromPublication,
  publicationFromCsl,
} from './interop/csl-json.js';
export { decodeText } from './interop/decode-text.js';
export type { ImportResult } from './interop/import-result.js';
export { plainOfMarkup } from './interop/markup-text.js';
export type { Creator } from './interop/people.js';
export { publicationFromRis, type RisRecord, risFromPublication } from './interop/ris.js';
export { isNumericStyle, numberEntry } from './list/numbering.js';
export { bibliographyOrder } from './list/sort.js';
export { AUTHOR_ROLES, type AuthorRole } from './model/author-roles.js';
export { type Config, type ConfigInput, configSchema, translitConfigSchema } from './model/config.js';
// The ids and the default from the zod-free modules, so that a bundle that uses only these does not load zod.
export {
  CHICAGO_VARIANTS,
  type ChicagoVariant,
  STYLE_IDS,
  type StyleId,
  TRANSLIT_SCHEMES,
  type TranslitScheme,
} from './model/config-ids.js';
export { detectLanguage, type Locale, localeOf, SOURCE_LANGUAGES, type SourceLanguage } from './model/language.js';
export { DEFAULT_CONFIG } from './model/parse-config.js';
export {
  type Host,
  hostSchema,
  type Person,
  type Publication,
  type PublicationInput,
  publicationSchema,
} from './model/publication.js';
export { PHD_SCIENCE_ID, SCIENCES, type Science, scienceById } from './model/sciences.js';
export { SOURCE_TYPES, type SourceType, sourceTypeOf, typeIdOf } from './model/source-type.js';
export {
  cleanReference,
  NOT_RECOGNISED,
  type ParsedField,
  type ParseOptions,
  type ParseResult,
  parseCitation,
  splitReferences,
  startsUnnumbered,
} from './parse/index.js';
export {
  DEFAULT_WEIGHTS,
  MAX_SCORE,
  REVIEW_CRITERIA,
  REVIEW_RECOMMENDATIONS,
  type ReviewCriterion,
  type ReviewRecommendation,
  type ScoredCriterion,
  weightedScore,
} from './review/review-criteria.js';
export { type Mark, mergeRuns, type Rich, type Run } from './rich/run.js';
export { escapeHtml, toHtml } from './rich/to-html.js';
export { toMarkdown } from './rich/to-markdown.js';
export { toText } from './rich/to-text.js';
export {
  REFERENCES_LAYOUT,
  type RomanizedEntry,
  type RomanizeOptions,
  type RomanizeOptionsInput,
  romanizedReference,
  romanizeList,
  romanizeOptions,
  romanizeOptionsSchema,
} from './romanize/index.js';
export { availableStyles, STYLES, type Style, styleById } from './styles/index.js';
export {
  APOSTROPHES,
  type LanguageTable,
  SCHEMES,
  type SchemeTable,
  schemeById,
  TRANSLIT_LANGUAGES,
  type TranslitLanguage,
  type TranslitOptions,
  tableFor,
  transliterate,
  translitLanguageOf,
  untransliterate,
} from './translit/index.js';
export { romaniseRecord } from './translit/record.js';
export { essentialIssues, essentialIssuesOf, type ValidationIssue, type ValidationRule, validate } from './validate.js';
export * from './zettel/index.js';
