import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.js';
import { BUNDLES, type Bundle, type BundleLocale } from './bundles.js';

function flatten(bundle: Bundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const INTL: Record<BundleLocale, string> = { en: 'en', ru: 'ru', ua: 'uk' };

/** Keys without plural suffixes: a plural key counts once, whatever forms its language needs. */
function baseKeys(bundle: Map<string, string>): string[] {
  return [...new Set([...bundle.keys()].map((k) => k.replace(PLURAL, '')))].sort();
}

/** Strings that are the same in every language on purpose (names, codes, formats). */
const SAME_EVERYWHERE = new Set(['app.name']);
/** Values that read the same in every language: numbers, codes, placeholders, and acronyms in capitals (IEEE, ISO 690:2021). */
const LANGUAGE_NEUTRAL = /^[\d\s\p{P}\p{S}]*$|^\{\{[^}]+\}\}$|^[\p{Lu}\d\s\p{P}]+$/u;

const bundles = { en: flatten(BUNDLES.en), ru: flatten(BUNDLES.ru), ua: flatten(BUNDLES.ua) };

describe('interface bundles (shell and every feature)', () => {
  it.each(['ru', 'ua'] as const)('%s has exactly the keys of en (plural forms aside)', (lang) => {
    expect(baseKeys(bundles[lang])).toEqual(baseKeys(bundles.en));
  });

  it.each(['en', 'ru', 'ua'] as const)('%s has every plural form its language needs', (lang) => {
    const forms = new Intl.PluralRules(INTL[lang]).resolvedOptions().pluralCategories;
    const plurals = new Set([...bundles[lang].keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
    for (const base of plurals) {
      for (const form of forms) expect(bundles[lang].has(`${base}_${form}`), `${lang}: ${base}_${form}`).toBe(true);
    }
  });

  it.each(['ru', 'ua'] as const)('%s leaves no English string untranslated', (lang) => {
    const untranslated = [...bundles.en].filter(
      ([key, value]) => !SAME_EVERYWHERE.has(key) && !LANGUAGE_NEUTRAL.test(value) && bundles[lang].get(key) === value,
    );
    expect(untranslated).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const bundle of Object.values(bundles)) for (const value of bundle.values()) expect(value.trim()).not.toBe('');
  });

  it('chooses Ukrainian and Russian plural forms by their own rules', () => {
    // 'ua' is not a language tag Intl knows; i18n.ts maps it to 'uk'.
    const rule = i18n.services.pluralResolver as { getRule(code: string): Intl.PluralRules };
    expect(rule.getRule('ua').select(5)).toBe('many');
    expect(rule.getRule('ua').select(2)).toBe('few');
    expect(rule.getRule('ru').select(21)).toBe('one');
  });
});
