import type { Locale } from '../model/language.js';
import { en } from './en.js';
import type { Labels } from './labels.js';
import { ru } from './ru.js';
import { uk } from './uk.js';

/** The one label table per language (labels.ts); every word a style prints comes from here. */
export const LABELS: Record<Locale, Labels> = { en, ru, uk };

/** The record's labels (by the context's locale, so romanised records get English). */
export function labelsFor(locale: Locale): Labels {
  return LABELS[locale];
}

export type { Labels, NationalLabels } from './labels.js';
export { type Plural, plural } from './plural.js';
