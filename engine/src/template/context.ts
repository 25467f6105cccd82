import type { Labels } from '../locales/labels.js';
import type { Config } from '../model/config.js';
import type { Locale, SourceLanguage } from '../model/language.js';
import type { SourceType } from '../model/source-type.js';

/** What a layout knows besides the publication: its type, language and labels. */
export interface Context {
  type: SourceType;
  /** The record's language (given, or detected from its script). */
  language: SourceLanguage;
  /**
   * The language the titles are written in, when not the record's: a romanised Russian or
   * Ukrainian record is English for its labels but its transliterated titles are not English
   * and keep the original's capitals (read through `englishTitles`, parts/english-titles.ts).
   */
  titleLanguage?: SourceLanguage;
  /** The label table in use: the source language's, or English when romanised. */
  locale: Locale;
  labels: Labels;
  config: Config;
}
