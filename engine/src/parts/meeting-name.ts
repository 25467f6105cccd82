/** A title that names a meeting or its record (full or abbreviated words, any language). */
const MEETING =
  /\b(proc|proceedings|conf|conference|symp|symposium|workshop|congress|meeting|colloq|colloquium|summit|convention|forum|seminar|rec|record|dig|digest|abstr|abstracts)\b|конф|симпозиум|семинар|форум|конгрес|матеріали|материалы|тези|тезисы|доклад|доповід/iu;

/**
 * True when a host's title names a meeting ("Proceedings of the 5th Germ Cell Tumour
 * Conference", «Материалы конференции»), false for a book's own title ("Elementary Particle
 * Theory"): styles keep a meeting's name as it is (IEEE's "Proc." form, Citing Medicine's
 * capitals) and treat a book's title as a book's.
 * @example namesMeeting('EuroGP 2002: Proceedings of the 5th European Conference') // true
 */
export const namesMeeting = (title: string | undefined): boolean => MEETING.test(title ?? '');
