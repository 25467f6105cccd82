import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as russian } from '@orama/stemmers/russian';
import { stemmer as ukrainian } from '@orama/stemmers/ukrainian';

/**
 * The words of a search string as prefixes to match, the same on SQLite FTS5 and PostgreSQL
 * (both index words as written, see the cards migration). Each word is cut to its Snowball
 * stem (Russian and Ukrainian for Cyrillic words, English for Latin ones; the shortest stem
 * wins) and matched as a prefix, so «идеи» finds «идея», "linking" finds "links".
 * Only letters and digits survive: nothing the user types reaches the query syntax.
 */
export function searchPrefixes(text: string, max = 8): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out: string[] = [];
  for (const word of words) {
    const stems = /\p{Script=Cyrillic}/u.test(word) ? [russian(word), ukrainian(word)] : [english(word)];
    let best = word;
    for (const s of stems) if (s.length >= 2 && s.length < best.length && word.startsWith(s)) best = s;
    if (!out.includes(best)) out.push(best);
    if (out.length === max) break;
  }
  return out;
}

/** FTS5 MATCH text: every prefix required (`"иде"* AND "карт"*`). */
export const ftsMatch = (prefixes: string[]) => prefixes.map((p) => `"${p}"*`).join(' AND ');

/** PostgreSQL to_tsquery('simple', …) text: `иде:* & карт:*`. */
export const tsQuery = (prefixes: string[]) => prefixes.map((p) => `${p}:*`).join(' & ');
