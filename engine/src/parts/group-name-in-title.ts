import type { Publication } from '../model/publication.js';
import { organisationsOf } from './fields.js';

/** The characters a name may hold that mean something in a regular expression. */
const SPECIAL = /[.*+?^${}()|[\]\\]/g;

/**
 * A title lowered to sentence case keeps the capitals of the record's own group author where the
 * title names it: "American Sociological Association style guide", not "American sociological
 * association style guide" — the body's name is a proper noun (APA 7, 6.14; APA 6, 4.16), as in
 * APA's own "Publication manual of the American Psychological Association". The dictionary of
 * proper nouns cannot know a body's name; the record can. Names of one word are left to the
 * dictionary ("Google"), which already keeps them.
 * @example groupNameKept('American sociological association style guide', pub) // 'American Sociological Association style guide'
 */
export function groupNameKept(lowered: string, pub: Publication | undefined): string {
  if (!pub) return lowered;
  let out = lowered;
  for (const typed of organisationsOf(pub)) {
    const name = typed.trim();
    if (!/\s/.test(name)) continue;
    // A function, so that a "$" in the name is never read as a replacement pattern.
    out = out.replace(new RegExp(`(?<!\\p{L})${name.replace(SPECIAL, '\\$&')}(?!\\p{L})`, 'giu'), () => name);
  }
  return out;
}
