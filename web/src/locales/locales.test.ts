import { describe, expect, it } from 'vitest';
import en from './en.json';
import ru from './ru.json';
import ua from './ua.json';

type Bundle = { [key: string]: string | Bundle };

function flatten(bundle: Bundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** Strings that are the same in every language on purpose (names). */
const SAME_EVERYWHERE = new Set(['app.name']);

const bundles = { en: flatten(en), ru: flatten(ru), ua: flatten(ua) };

describe('interface bundles', () => {
  it.each(['ru', 'ua'] as const)('%s has exactly the keys of en', (lang) => {
    expect([...bundles[lang].keys()].sort()).toEqual([...bundles.en.keys()].sort());
  });

  it.each(['ru', 'ua'] as const)('%s leaves no English string untranslated', (lang) => {
    const untranslated = [...bundles.en].filter(
      ([key, value]) => !SAME_EVERYWHERE.has(key) && bundles[lang].get(key) === value,
    );
    expect(untranslated).toEqual([]);
  });

  it('has no empty strings', () => {
    for (const bundle of Object.values(bundles)) for (const value of bundle.values()) expect(value.trim()).not.toBe('');
  });
});
