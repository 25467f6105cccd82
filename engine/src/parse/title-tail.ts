import { tidy } from './draft.js';

/**
 * What English references print right after a title and is no part of it, where neither the
 * rules nor the model stopped: the medium in brackets ("Harry Potter … [Motion picture]"), a
 * film's director or a book's editor or translator ("Back to Chernobyl. Dir. Bill Kurtis",
 * "Novels: … Edited by William Charvat …"), the page cited ("…, page 346"), a book series
 * after `ser.` (IEEE), a report's label and number, an edition alone and a manuscript's note.
 */
const TAIL = [
  /\s*\[(?:Motion picture|Film|Video(?: file| recording)?|Audio(?: file| recording)?|Television series(?: episode)?|Computer software|Data set|Podcast|Abstract|Brochure|Fact sheet|Map|Photograph|Painting|Lecture notes|Blog post|Tweet|Video game|Mobile application software)\]$/iu,
  // Also after a quoted title's closing quote: "… “The Marble Fawn.” Edited by William Charvat, …, et al.".
  /(?:\.|(?<=\.[”’"]))\s+(?:Dir\.|Directed\s+by|Edited\s+by|Ed\.\s+by|Trans\.|Translated\s+by|Eds?\.)\s+\p{Lu}.*$/u,
  /,\s+(?:page|pages|p\.|pp\.)\s+\d+(?:\s?[-–]\s?\d+)?$/u,
  /\.\s+ser\.(?:\s+.*)?$/u,
  // A report's label and number run into the title ("Sketchpad: …, Tech Report #296, MIT Lincoln Labs"),
  // an edition alone ("The Iliad, Books XXIII–XXIV. 4th"), a manuscript's note ("… Report. Manuscript").
  /,\s+Tech(?:nical|\.)?\s+Rep(?:ort|\.)?\s+(?:No\.\s*|#)?\S*\d.*$/iu,
  /\.\s+\d{1,2}(?:st|nd|rd|th)\.?$/u,
  /\.\s+Manuscript\.?$/u,
  /\s*\((?:Report|Technical report|Research report|Working paper|Policy brief|White paper)\)$/iu,
];

/**
 * What follows an English journal's name and is no part of it: a special issue's note
 * ("Computer, Special Issue on Fault-Tolerant Systems", "Special Issue, Culture Theory and
 * Critique") and the state of an accepted paper ("…, to appear").
 */
const HOST_TAIL = [
  /,\s+Special\s+Issue\b.*$/iu,
  /^Special\s+Issue[,:]\s+/iu,
  // "Rangifer Special Issue 16: 27–35", "… Neurophysiology. Supplement 52": the number's word, not the name's.
  /[\s.,]+Special\s+Issue$/iu,
  /[.,]\s+Supplement$/iu,
  /[\s,;:]+(?:to appear|in press|forthcoming)[\s.,;:]*$/iu,
  // French lists' number word run into the journal ("München med wochenschr, n° 82"): the issue's;
  // so are the other numbers' words after the name's comma ("Cahiers d’études italiennes, n. 9",
  // "Annales de Bourgogne, t. 44", "…de la Manche, fasc. 34").
  /[\s,]+n°$/u,
  /,\s*(?:[Nn]|[Nn]o|[Nn]r|[Tt]|[Tt]ome|[Ff]asc|[Vv]|[Bb]d|[Hh]eft)\.?$/u,
  // A newspaper's date run into its name ("The New York Times July(11)", "Botswana Gazette, August 25").
  /(?:,?\s+(?:January|February|March|April|June|July|August|September|October|November|December)|,\s+May)$/u,
  // APA's unclosed bracket of the host's edition ("Handbook of aging (Seventh Edition, pp. 91–103)"):
  // the edition is read on its own.
  /\s+\((?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|rev\.|revised)\s+(?:edition|edn?\.?)$/iu,
];

/**
 * A volume in Roman figures after the name's comma, and an issue in brackets glued to it
 * ("Journal of Psychology, XXVII, 1949", "Window on Wake Forest, XII(3)", "Soins cadres(58)"): the
 * host's numbers, not its name; a year there is the date, read on its own ("In Thinking at the
 * Edge: …, 2004; Hendricks, M., Ed."). A bare number after a book's comma is left: AnyStyle's
 * labels count it in the name as often as not ("Advances in Neural Information Processing
 * Systems, 7", but "Perspectives cognitives et conduites sociales, 3 (pp. 167-193)").
 */
// Roman figures as written (two letters or more), so a state's code ("Champaign, IL") is none.
const HOST_NUMBERS =
  /(?:,\s+((?=[IVXLC]{2})C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})|(?:1[5-9]|20)\d\d)(?:\s?\((\d{1,4})\))?|(?<=\p{L})\s?\((\d{1,4})\))$/u;
const YEAR = /^(?:1[5-9]|20)\d\d$/u;

/** The host without those, and the numbers it ran on into. */
export function trimHostTail(host: string): { host: string; volume?: string; issue?: string } {
  let t = host;
  for (const re of HOST_TAIL) t = t.replace(re, '');
  const numbers = HOST_NUMBERS.exec(t);
  if (numbers) t = t.slice(0, numbers.index);
  const name = tidy(t);
  if (!name) return { host };
  const volume = numbers?.[1] && !YEAR.test(numbers[1]) ? numbers[1] : undefined;
  return { host: name, volume, issue: numbers?.[2] ?? numbers?.[3] };
}

/** The title without those tails. */
export function trimTitleTail(title: string): string {
  let t = title;
  for (const re of TAIL) t = t.replace(re, '');
  return tidy(t) ?? title;
}
