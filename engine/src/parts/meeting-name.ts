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

/**
 * A conference paper's host named by the body that held the meeting, "American Professional
 * Society on the Abuse of Children", "APA Convention", is a proper name too; a book's title
 * ("The society of mind") is not read so, since the body's word must be capitalised.
 * @example namesHoldingBody('American Professional Society on the Abuse of Children') // true
 */
const HOLDING_BODY = /\b(?:Society|Association|Academy|Federation|Convention|Summit|Forum)\b/;

export const namesHoldingBody = (title: string | undefined): boolean => HOLDING_BODY.test(title ?? '');

/**
 * A host or proceedings' title that is the meeting's own name or its holding body's, a proper
 * name that keeps its capitals where a book's title is lowered (vancouver, harvard).
 */
export const namesMeetingOrBody = (title: string | undefined): boolean =>
  namesMeeting(title) || namesHoldingBody(title);
