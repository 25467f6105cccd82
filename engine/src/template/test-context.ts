import { labelsFor } from '../locales/index.js';
import { DEFAULT_CONFIG } from '../model/config.js';
import type { Locale } from '../model/language.js';
import type { SourceType } from '../model/source-type.js';
import type { Context } from './context.js';

/** The context a layout sees for a record of `locale` and `type`, as `contextFor` builds it: for unit tests of pieces. */
export function testContext(locale: Locale = 'en', type: SourceType = 'book'): Context {
  const language = locale === 'ru' ? 'RU' : locale === 'uk' ? 'UA' : 'EN';
  return { type, language, locale, labels: labelsFor(locale), config: DEFAULT_CONFIG };
}
