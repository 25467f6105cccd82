/** A message bundle: nested keys, string leaves (i18next's JSON v4 format, plurals as `_one`/`_few`/…). */
export type Bundle = { [key: string]: string | Bundle };
export type BundleLocale = 'en' | 'ru' | 'ua';

function mergeInto(target: Bundle, source: Bundle, where: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : {};
      if (typeof value !== 'string') mergeInto(target[key] as Bundle, value, `${where}.${key}`);
    } else if (typeof existing === 'string' || typeof value === 'string') {
      throw new Error(`Message key defined twice: ${where}.${key}`);
    } else mergeInto(existing, value, `${where}.${key}`);
  }
}

/**
 * Each feature keeps its own strings in `features/<tool>/locales/{en,ru,ua}.json`, under a
 * top-level key of its own, so tools are added without touching one shared file. One
 * language's files are merged here into the shell's bundle; a key defined twice is an error,
 * not a silent overwrite.
 */
export function mergeBundle(locale: BundleLocale, shell: Bundle, features: Record<string, Bundle>): Bundle {
  const merged: Bundle = structuredClone(shell);
  for (const [path, bundle] of Object.entries(features).sort(([a], [b]) => a.localeCompare(b))) {
    if (path.endsWith(`/locales/${locale}.json`)) mergeInto(merged, bundle, locale);
  }
  return merged;
}
