export { SCHEMES } from './schemes/index.js';
export {
  APOSTROPHES,
  type LanguageTable,
  type SchemeTable,
  TRANSLIT_LANGUAGES,
  type TranslitLanguage,
  type Variant,
} from './table.js';
export {
  applyTable,
  schemeById,
  type TranslitOptions,
  tableFor,
  transliterate,
  translitLanguageOf,
  untransliterate,
} from './transliterate.js';
