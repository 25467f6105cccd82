import { type Draft, tidy } from './draft.js';

/** A thesis's genre, which is no body: "Ph.D.", "M.S.", "Unpublished", "Doctoral dissertation", "PhD diss.". */
const DEGREE_WORDS =
  /^(?:unpublished\s*)?(?:ph\.?\s?d\.?|d\.?\s?phil\.?|m\.?\s?s\.?|m\.?\s?sc\.?|m\.?\s?a\.?|m\.?\s?phil\.?|b\.?\s?sc\.?|b\.?\s?a\.?|doctoral|master['’]?s)?\s*(?:thesis|dissertation|diss\.?)?$/iu;
/** A body's word: what names a university or one of its parts, never a place. */
const BODY =
  /(?<![\p{L}])(?:Univ\.?|Universit\p{L}*|College|Institut\p{L}*|School|Department|Dept\.|Hochschule|Polytechnic|Academy|Faculty)(?![\p{L}])/u;
/** A place after the body ("Universiteit Twente, Netherlands"): one to three capitalised words. */
const TRAILING_PLACE = /^(.+),\s*(\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2})$/u;

/**
 * Where an English thesis names its university ("PhD thesis, DIKU, University of Copenhagen,
 * May 1994", "[Doctoral dissertation, Wilmington University]. ProQuest Dissertations and Theses
 * Global"), the readers take it for a host; a dissertation has none (docs/model.md): the body is
 * `specialData.organization`, and a database it was published in after the bracket is its
 * publisher (APA 7, 10.6). The degree's words ("Ph.D.", "(Unpublished doctoral dissertation)")
 * are the genre, never the body: where the readers left them as the host, the university they
 * read as the publisher is the body; a place read with the body in it keeps only the place.
 */
export function thesisInstitution(d: Draft): void {
  if (d.type !== 4 || d.gost || d.inHost) return;
  if (d.container) {
    const [body, repository] = d.container.split(/\]\.?\s+/u);
    const organisation = tidy(body?.replace(/[[\]()]/gu, ''));
    const published = tidy(repository?.replace(/[[\]]/gu, ''));
    d.container = undefined;
    delete d.confidence.container;
    if (organisation && !DEGREE_WORDS.test(organisation)) {
      d.thesisOrganisation = organisation;
      if (published && !d.publisher) d.publisher = published;
    } else if (d.publisher && BODY.test(d.publisher)) {
      d.thesisOrganisation = d.publisher;
      d.publisher = published;
    }
  }
  // The body read twice, as the host with the place after it and as the publisher: once, as the body.
  // ("Dept. Elect. Eng., Univ. of Texas" and "…, Austin, TX"; a publisher cut short, "Universite", adds nothing.)
  if (d.thesisOrganisation && d.publisher && d.thesisOrganisation.startsWith(d.publisher)) {
    if (d.thesisOrganisation.startsWith(`${d.publisher},`)) d.thesisOrganisation = d.publisher;
    d.publisher = undefined;
    delete d.confidence.publisher;
  }
  if (d.place && BODY.test(d.place)) {
    const split = TRAILING_PLACE.exec(d.place);
    const place = split && !BODY.test(split[2]!) ? split[2] : undefined;
    let body = d.thesisOrganisation ?? (split && place ? split[1]! : d.place);
    if (place && body.endsWith(`, ${place}`)) body = body.slice(0, -place.length - 2);
    d.thesisOrganisation = body;
    d.place = place;
    if (!place) delete d.confidence.place;
  }
}
