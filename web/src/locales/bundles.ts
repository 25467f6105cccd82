import en from './en.json';
import ru from './ru.json';
import ua from './ua.json';

/** A message bundle: nested keys, string leaves (i18next's JSON v4 format, plurals as `_one`/`_few`/…). */
export type Bundle = { [key: string]: string | Bundle };
export type BundleLocale = 'en' | 'ru' | 'ua';

/**
 * Each feature keeps its own strings in `features/<tool>/locales/{en,ru,ua}.json`, under a
 * top-level key of its own, so tools are added without touching one shared file. They are
 * merged here into the shell's bundle; a key defined twice is a build error, not a silent
 * overwrite.
 */
const featureFiles = import.meta.glob<Bundle>('../features/*/locales/*.json', { eager: true, import: 'default' });

function mergeInto(target: Bundle, source: Bundle, where: string): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (existing === undefined) {
      target[key] = typeof value === 'string' ? value : {};
      if (typeof value !== 'string') mergeInto(target[key] as Bundle, value, `${where}.${key}`);
    } else if (typeof existing === 'string' || typeof value === 'string')
      throw new Error(`Message key defined twice: ${where}.${key}`);
    else mergeInto(existing, value, `${where}.${key}`);
  }
}

function bundleOf(locale: BundleLocale, shell: Bundle): Bundle {
  const merged: Bundle = structuredClone(shell);
  for (const [path, bundle] of Object.entries(featureFiles)) {
    if (path.endsWith(`/locales/${locale}.json`)) mergeInto(merged, bundle, locale);
  }
  return merged;
}

export const BUNDLES: Record<BundleLocale, Bundle> = {
  en: bundleOf('en', en),
  ru: bundleOf('ru', ru),
  ua: bundleOf('ua', ua),
};
