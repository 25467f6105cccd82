/**
 * Sentence case keeps a capital on the first word of a subtitle: after a colon, an em dash,
 * a question or exclamation mark (APA 7, 6.17 and 9.19; APA 6, 4.15): "Infant sleep and
 * feeding: A telephone survey". Only a lower-case letter is raised, so proper nouns and words
 * typed with a capital stay as they are; a full stop is left alone, as it may end an
 * abbreviation ("vs. the").
 * @example subtitleCapital('Infant sleep: a survey') // 'Infant sleep: A survey'
 */
export function subtitleCapital(title: string): string {
  return title.replace(
    /([:?!]\s+|—\s*)([“‘"'(]?)(\p{Ll})/gu,
    (_m, mark: string, open: string, letter: string) => `${mark}${open}${letter.toLocaleUpperCase()}`,
  );
}
