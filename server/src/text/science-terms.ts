import { existsSync, readFileSync } from 'node:fs';
import type { TextLang } from './language.js';

/**
 * Scientific terms Hunspell's dictionaries lack, accepted by the speller: words of openly licensed
 * journal names (JabRef, CC0) and classification captions (UDC, BBK), built by
 * scripts/build-science-terms.mjs; provenance and licences in server/data/text/terms/PROVENANCE.md.
 * No Ukrainian list exists (none openly licensed at hand), so Ukrainian gets an empty set.
 */
const cache = new Map<TextLang, ReadonlySet<string>>();

export function scienceTerms(lang: TextLang): ReadonlySet<string> {
  let set = cache.get(lang);
  if (!set) {
    // server/src/text and server/dist/text are both two levels below server/.
    const file = new URL(`../../data/text/terms/science-${lang}.txt`, import.meta.url);
    const words = existsSync(file) ? readFileSync(file, 'utf8').split('\n') : [];
    set = new Set(words.map((w) => w.trim()).filter(Boolean));
    cache.set(lang, set);
  }
  return set;
}
