import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

/**
 * Words of an institution's name (university, institute, academy, council, school…), in
 * Ukrainian, Russian and English, whole or abbreviated as the standards abbreviate them
 * («ун-т», «ін-т», «ин-т», «акад.»), the academies of sciences, «імені …» and quoted names.
 */
const INSTITUTION =
  /(універс|университет|univers|ун-т|інститут|институт|institut|ін-т|ин-т|академ|academ|акад\.|рада|совет|council|центр|centre|center|школ|school|коледж|колледж|college|лаборатор|laborator|політехн|политехн|polytechn|консерватор|conservator|національн|национальн|national|державн|государствен|нац\.|держ\.|гос\.|імені|имени|ім\.|им\.|[«»"“”]|(?<!\p{L})(?:НАН|РАН)(?!\p{L}))/iu;

/** A Cyrillic acronym such as «МГУ», «КНУ»: an institution, not a city ("Cambridge, MA" is a city). */
const ACRONYM = /(?<!\p{L})(?:(?=\p{Script=Cyrillic})\p{Lu}){2,}(?!\p{L})/u;

/**
 * The required defence place (`specialData.defPlace`, spec §5) holds either the city of the
 * defence («Київ», «Москва», "Cambridge, MA") or the institution («Harvard University», «МГУ»).
 * @returns the defence place when it reads as a city, else undefined.
 * @example defenceCity({ specialData: { defPlace: 'Київ' } }) // 'Київ'
 */
export function defenceCity(pub: Publication): string | undefined {
  const place = str(pub.specialData?.defPlace);
  if (!place || INSTITUTION.test(place) || ACRONYM.test(place)) return undefined;
  return place;
}
