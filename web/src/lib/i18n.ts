import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { BUNDLES } from '../locales/bundles.js';
import { storedLocale } from './locale.js';

/** All three bundles ship with the app (they are small), so switching is synchronous. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: BUNDLES.en },
    ru: { translation: BUNDLES.ru },
    ua: { translation: BUNDLES.ua },
  },
  lng: storedLocale(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

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
