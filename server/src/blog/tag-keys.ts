import { transliterate } from '@referent/engine';

/** Letters only one of the two languages has: they decide a tag's table before the story's language does. */
const UKRAINIAN = /[іїєґ]/i;
const RUSSIAN = /[ёыэъ]/i;

/**
 * A tag's address from its text: Cyrillic transliterated by an ASCII-only passport scheme
 * (ICAO Doc 9303 for Russian, Ukraine's national 2010 table for Ukrainian; the
 * text's own letters choose, else the story's language), then lower case
 * with runs of anything else as one hyphen. `lang` is the story's language (en, ru, ua).
 * @example tagKeyOf('Научная этика', 'ru') // 'nauchnaia-etika'
 */
export function tagKeyOf(text: string, lang: string): string {
  const ukrainian = UKRAINIAN.test(text) || (lang === 'ua' && !RUSSIAN.test(text));
  const latin = ukrainian
    ? transliterate(text, { scheme: 'national', language: 'UA' })
    : transliterate(text, { scheme: 'ikao', language: 'RU' });
  const key = latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
  // A key of digits alone would read as a page number in /blog/{page}.
  return /^\d+$/.test(key) ? `tag-${key}` : key;
}

export interface TagInput {
  text: string;
  /** Given by the writer (kept as is), or empty to be made from the text. */
  hrefKey?: string;
}

/**
 * Keys for a story's tags, unique per language: a tag whose text is already in use in the
 * language (any case) keeps that tag's key, so one tag is one address; a made key that another
 * text already holds gets "-2", "-3"… Given keys are the writer's override and kept.
 * `known` are the language's tags in other stories.
 */
export function assignTagKeys(
  tags: TagInput[],
  lang: string,
  known: { hrefKey: string; text: string }[],
): { hrefKey: string; text: string }[] {
  const byText = new Map(known.map((k) => [k.text.toLowerCase(), k.hrefKey]));
  const holder = new Map(known.map((k) => [k.hrefKey, k.text.toLowerCase()]));
  const out: { hrefKey: string; text: string }[] = [];
  for (const tag of tags) {
    const text = tag.text.trim();
    let key = tag.hrefKey?.trim().toLowerCase() || byText.get(text.toLowerCase()) || '';
    if (!key) {
      const base = tagKeyOf(text, lang) || 'tag';
      key = base;
      for (let i = 2; holder.has(key) && holder.get(key) !== text.toLowerCase(); i++) key = `${base}-${i}`;
    }
    holder.set(key, text.toLowerCase());
    byText.set(text.toLowerCase(), key);
    out.push({ hrefKey: key, text });
  }
  return out;
}
