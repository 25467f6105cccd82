import type { Locale } from '../model/language.js';
import { en } from './en.js';
import type { Labels } from './labels.js';
import { ru } from './ru.js';
import { uk } from './uk.js';

export const LABELS: Record<Locale, Labels> = { en, ru, uk };

export function labelsFor(locale: Locale): Labels {
  return LABELS[locale];
}

export type { Labels } from './labels.js';
