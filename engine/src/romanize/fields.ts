/**
 * Fields the romanised list's preparation (prepare.ts) adds to a record for its default layout
 * (layout.ts): outside the spec's schema, so they never reach a saved record or another style.
 */

/** The initials a romanised name had in Cyrillic ("Yu.", "Zh."; prepare.ts `romanInitials`). */
export const INITIALS_FIELD = 'romanInitials';

/** The language note of a Cyrillic source ("(In Russ.)"), printed before the link. */
export const LANGUAGE_NOTE_FIELD = 'romanLanguageNote';

/**
 * The language of a romanised record's source ("RU", "UA"): the record prints English labels,
 * but its transliterated titles keep the source's sentence-style capitals (format.ts `contextFor`).
 */
export const SOURCE_LANGUAGE_FIELD = 'romanSourceLanguage';
