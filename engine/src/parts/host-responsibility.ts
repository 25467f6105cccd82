import type { Publication } from '../model/publication.js';
import { hostTitleOf } from './host.js';

/**
 * Words that name a body or a person's role in a statement of responsibility: an institute,
 * a university, an academy, a ministry, a society, a faculty («ин-т», «ун-т», «акад.», «М-во»,
 * «о-во», «фак.», «ін-т»), an editor or compiler («ред.», «сост.», «упоряд.», «уклад.»,
 * "ed.", "edited by"), and the English bodies ("Institute", "University", …).
 */
const BODY =
  /(?:^|[\s(«"])(?:ин-т|ун-т|ін-т|акад\.|м-во|мин-во|о-во|т-во|фак\.|каф\.|гос\.|держ\.|нац\.|рос\.|ред\.|редкол\.|сост\.|упоряд\.|уклад\.|авт\.|пер\.|ed\.|eds\.|edited|compiled|Institute|Institut|University|Université|Universität|Academy|Society|Association|Ministry|Department|Committee|Council|Commission|Agency|Office of|College|School of|Foundation|Centre|Center)(?=$|[\s,.;:)»"])/iu;

/**
 * A body named in full, as GOST R 7.0.100-2018 writes it («/ Информационное телеграфное агентство
 * России (ИТАР-ТАСС), филиал «Российская книжная палата»»): the stem of its kind in any case.
 */
const BODY_IN_FULL =
  /(?:^|[\s(«"])(?:институт|інститут|университет|університет|академи|агентств|министерств|міністерств|обществ[оа]|товариств|ассоциаци|асоціаці|союз|центр|комитет|комітет|филиал|філі|библиотек|бібліотек|палат|служб|управлени|управлін|департамент|фонд|кафедр|факультет|лаборатори|совет|рада|музе|Museum|Library|Laboratory|Chamber)\p{L}*(?=$|[\s,.;:)»"])/iu;

/**
 * The same words romanised (BGN/PCGN, LC, Ukraine's national scheme), as a record transliterated
 * for a References list carries them: «ин-т» → "in-t", «институт» → "institut", «інститут» →
 * "instytut".
 */
const BODY_ROMANISED =
  /(?:^|[\s(«"])(?:in-t|un-t|akad\.|gos\.|ros\.|red\.|sost\.|fak\.|kaf\.|derzh\.|nats\.|institut\p{L}*|instytut\p{L}*|universitet\p{L}*|universytet\p{L}*|akademi\p{L}*|agentstv\p{L}*|ministerstv\p{L}*|obshchestv[oa]|tovarystv\p{L}*|assotsiatsi\p{L}*|tsentr\p{L}*|komitet\p{L}*|bibliotek\p{L}*)(?=$|[\s,.;:)»"])/iu;

/** Bodies written in capitals («РАН», «НАН України», «НИИ»): case counts, «ран» is a word. */
const BODY_CAPITALS = /(?:^|[\s(«"])(?:АН|РАН|НАН|НИИ|ВАК|МГУ|СПбГУ|КНУ)(?=$|[\s,.;:)»"])/u;

/** Initials before a surname: "Э. М. Берлинер", "J. R. R. Tolkien", "A.B. Smith". */
const INITIALS_FIRST = /^(?:\p{Lu}\.\s?){1,3}\s?\p{Lu}[\p{Ll}'’-]+/u;
/** A surname before initials: "Берлинер Э. М.", "Smith J.". */
const INITIALS_AFTER = /^\p{Lu}[\p{Ll}'’-]+,?\s(?:\p{Lu}\.\s?){1,3}(?=$|[\s,;])/u;

/** True when `text` (what follows a " / ") begins by naming a body or persons. */
function namesResponsibility(text: string): boolean {
  const first = text.split(/\s[;,]\s|,\s|\s;\s/u)[0] ?? text;
  return (
    INITIALS_FIRST.test(text) ||
    INITIALS_AFTER.test(text) ||
    BODY.test(first) ||
    BODY_CAPITALS.test(first) ||
    BODY_IN_FULL.test(first) ||
    BODY_ROMANISED.test(first)
  );
}

/**
 * A title typed with its statement of responsibility after " / ", as a GOST record keeps a
 * host's title page («Социальная власть языка : сб. науч. тр. / Воронеж. межрегион. ин-т …»,
 * GOST 7.1-2003, 4.1.2 and appendix A), split into the title and that statement. Only a " / "
 * with spaces, after title text, and followed by the name of a body or of persons (initials,
 * «ин-т», «ун-т», «ред.», "Institute", …) separates them: a parallel title («Физика / Physics»),
 * "and/or" and a fraction («1/2») stay in the title.
 * @example splitResponsibility('Труды / Рос. акад. наук') // { title: 'Труды', responsibility: 'Рос. акад. наук' }
 */
export function splitResponsibility(title: string): { title: string; responsibility?: string } {
  for (let at = title.indexOf(' / '); at > 0; at = title.indexOf(' / ', at + 1)) {
    const before = title.slice(0, at).trimEnd();
    const after = title.slice(at + 3).trim();
    if (before !== '' && after !== '' && namesResponsibility(after)) return { title: before, responsibility: after };
  }
  return { title };
}

/**
 * The host's title without the statement of responsibility a record typed after " / ": what
 * the international styles print as the host's title (CMOS 16, 14.111; MLA 8th, 2.6.1; APA 7,
 * 10.3: the container's title and subtitle), where GOST's issuing body has no place; GOST and
 * DSTU keep the title as typed.
 * @example hostTitleProperOf(part) // 'Социальная власть языка : сб. науч. тр.'
 */
export function hostTitleProperOf(pub: Publication): string | undefined {
  const typed = hostTitleOf(pub);
  return typed === undefined ? undefined : splitResponsibility(typed).title;
}
