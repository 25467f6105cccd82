import { cleanTitle } from './title.js';

// Abbreviations of four letters or more that end places and publishers: older US state forms
// ("Cambridge, Mass."), "Publ.", "Acad.", "Natl." — their stop stays.
const LONG_ABBREVIATION =
  /(?<![\p{L}])(?:Ariz|Calif|Colo|Conn|Kans|Mass|Mich|Minn|Miss|Mont|Nebr|Okla|Oreg|Penn|Tenn|Wash|Wisc|Publ|Acad|Natl|Intl|Govt|Nauk)\.$/u;

/**
 * A full stop typed at the end of a place, a publisher or a site's name ("Москва.", "Wiley.",
 * "Фонтанка.ру.", a string cut at the area's stop) is no part of it: the style's own punctuation
 * follows ("Москва: Наука; 2004", never "Москва.: Наука.; 2004"). The stop of an abbreviation
 * stays ("М.", "СПб.", "Inc.", "U.K.", "Mass."): only a word of four letters or more, or a domain
 * name ("CNN.com.") or a hyphenated contraction («ун-та.», which takes no stop), loses it, and
 * never a word of the abbreviation list `cleanTitle` keeps.
 * @example withoutStrayStop('Наука.') // 'Наука'
 * @example withoutStrayStop('СПб.') // 'СПб.'
 */
export function withoutStrayStop(text: string | undefined): string | undefined {
  const t = text?.trim();
  if (!t || !/[^.]\.$/.test(t) || cleanTitle(t) === t) return t;
  if (LONG_ABBREVIATION.test(t) || ABBREVIATED_NAME_END.test(t)) return t;
  return /(?:(?<![\p{L}.])\p{L}{4,}|\.\p{L}{2,}|(?<![\p{L}.])\p{Ll}+-\p{Ll}+)\.$/u.test(t) ? cleanTitle(t) : t;
}

/**
 * A name abbreviated the GOST way (GOST R 7.0.12-2011) ends in an abbreviation too: a lower-case
 * last word after an abbreviated one, «Большая Рос. энцикл.», «Сов. энцикл.»; a hyphenated word
 * takes no stop («Изд-во Моск. ун-та.» loses it).
 */
const ABBREVIATED_NAME_END = /(?<![\p{L}])\p{L}+\.\s+(?:\p{L}+\s+)*\p{Ll}{4,}\.$/u;
