/**
 * Whether a text ends in an abbreviation, whose full stop belongs to it and is no zone's
 * punctuation: «г.», «с.», «Sci.» (three letters or fewer), or a Cyrillic word cut before a
 * vowel after another abbreviation, as GOST 7.0.12 and DSTU 3582 cut them: «навч. посіб.»,
 * «высш. учеб. завед.», «перераб. и доп.». A full word («учеб. пособие.», «Маркетинг.») is not one.
 * @example endsInAbbreviation('навч. посіб.') // true
 */
export function endsInAbbreviation(text: string): boolean {
  const s = text.trim();
  // An acronym takes no stop («Вестник МГУ.», «рекоменд. МОН.»): the stop is the zone's.
  if (/(?<![\p{L}\p{N}])\p{Lu}{2,3}\.$/u.test(s)) return false;
  if (/(?<![\p{L}\p{N}])\p{L}{1,3}\.$/u.test(s)) return true;
  return /(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}-]*\.\s(?:(?:и|і|та)\s)?[\u0400-\u04FF]*[бвгґджзклмнпрстфхцчшщ]\.$/u.test(s);
}
