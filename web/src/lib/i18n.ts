import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/bundle-en.js';
import type { Bundle } from '../locales/merge.js';
import { storedLocale } from './locale.js';

/**
 * English ships with the app (it is every other language's fallback); Russian and Ukrainian
 * are a chunk each, loaded before the first paint in that language (main.tsx) or when the
 * reader switches (LocaleRoutes), so the first page carries one language's strings, not three.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: storedLocale(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const LOADERS: Record<string, () => Promise<{ default: Bundle }>> = {
  ru: () => import('../locales/bundle-ru.js'),
  ua: () => import('../locales/bundle-ua.js'),
};

/** Whether a language's strings are in memory. */
export const hasLanguage = (lang: string): boolean => i18n.hasResourceBundle(lang, 'translation');

/** Loads a language's strings once (a no-op for English and for a language already loaded). */
export async function ensureLanguage(lang: string): Promise<void> {
  const load = LOADERS[lang];
  if (!load || hasLanguage(lang)) return;
  const { default: bundle } = await load();
  if (!hasLanguage(lang)) i18n.addResourceBundle(lang, 'translation', bundle, true, true);
}

/**
 * The interface calls Ukrainian 'ua' (spec §2 paths), but Intl knows it as 'uk': without this,
 * Intl.PluralRules('ua') silently falls back to English rules (one/other) and «5 записів» would
 * print the wrong form. i18next has no option for a language alias, so its resolver is wrapped.
 */
const resolver = i18n.services.pluralResolver as {
  getRule(code: string, options?: { ordinal?: boolean }): Intl.PluralRules | undefined;
};
const ruleOf = resolver.getRule.bind(resolver);
resolver.getRule = (code, options) => ruleOf(code === 'ua' ? 'uk' : code, options);
