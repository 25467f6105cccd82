import type { Draft } from './draft.js';

/**
 * Journals whose name begins "Proceedings", written out or as NLM/ISO 4 abbreviate them: the
 * name alone, so "Proceedings of the IEEE International Conference on …" stays a conference.
 */
const PROCEEDINGS_JOURNAL =
  /^(?:In:?\s+)?(?:Proceedings\s+of\s+the\s+(?:IEEE|Royal\s+Society(?:\s+of\s+(?:London|Edinburgh))?(?:[.,:]?\s+(?:Series\s+)?[AB])?|National\s+Academy\s+of\s+Sciences(?:\s+of\s+the\s+(?:United\s+States\s+of\s+America|USA))?|American\s+Mathematical\s+Society|London\s+Mathematical\s+Society|Edinburgh\s+Mathematical\s+Society|Cambridge\s+Philosophical\s+Society|Japan\s+Academy(?:[.,]?\s+Series\s+[AB])?|Nutrition\s+Society|Physical\s+Society)|Proc\.?\s+(?:IEEE|R\.?\s+Soc\.?(?:\s+Lond\.?)?(?:\s+[AB])?|Roy\.?\s+Soc\.?(?:\s+Lond(?:on|\.)?)?(?:\s+[AB])?|Natl\.?\s+Acad\.?\s+Sci\.?(?:\s+(?:USA|U\.\s?S\.\s?A\.))?|Amer\.?\s+Math\.?\s+Soc\.?|Am\.?\s+Math\.?\s+Soc\.?|Lond(?:on|\.)?\s+Math\.?\s+Soc\.?|Jpn\.?\s+Acad\.?(?:\s+Ser\.?\s+[AB])?|Nutr\.?\s+Soc\.?))[.,]?$/u;

/**
 * The source type (spec §3: 1 article … 7 web resource) from what was read: markers of
 * patents, standards and dissertations first, then the kind of host.
 */
export function decideType(d: Draft, raw: string): number {
  if (d.patent) return 6;
  if (d.standard && !(d.inHost && (d.volume || d.issue || d.number))) return 5;
  if (d.dissertation) return 4;
  const serial = Boolean(d.volume || d.issue || d.number);
  // Journals named "Proceedings" ("Proceedings of the IEEE", "Proc. R. Soc. A") are journals.
  if (d.container && serial && !d.publisher && !d.hostEditors.length && PROCEEDINGS_JOURNAL.test(d.container)) return 1;
  // A conference's days taken for pages weigh as a range did: they mark a paper, not a book or a page.
  const range = Boolean((d.pages && /[-–]/.test(d.pages)) || d.conferenceDays);
  const published = Boolean(d.publisher || (d.place && !d.placeOnly));
  const proceedings =
    /(?<![\p{L}])(?:Proc\.(?!\s+Natl\.)|Proceedings(?!\s+of\s+the\s+National\s+Academy)|Conference|Conf\.|Symposium|Workshop|Congress|Материалы|Матеріали|Тези|Тезисы|конф\.|конференц)/u.test(
      raw,
    );
  // A page of a website: a host with a link but nothing a journal or book would have.
  const website =
    /\[website\]|\[сайт\]|official (?:web)?site|официальный сайт|офіційний сайт|Title from screen|Загл\. с экрана|Назва з екрана/iu.test(
      raw,
    );
  if (d.link && !serial && !range && !d.pages && !d.extent && !d.isbn && (website || d.electronic || !published)) {
    if (website || d.inHost || !d.edition) return 7;
  }
  // Journals have no editions: an edition with a volume is a volume of a book ("3rd ed., vol. 1").
  if (!d.inHost && d.edition && !d.issue && !d.number && !range) return 2;
  // Newspapers are cited by title and date alone: "Независимая газ., 2002".
  if (!d.inHost && d.container && /(?:газ\.|газета|Gazette|Times|Tribune|Herald)$/u.test(d.container)) return 1;
  // The model read the host as a journal ("… sunscreens. Nature Communications.", "Proc. Natl.
  // Acad. Sci. USA 2004, 101"): an article, though no numbers were printed or the name says
  // "Proc."; a publisher or editors would make it a book or a chapter.
  const edited = d.editors.length > 0 || d.hostEditors.length > 0 || d.hostEdited;
  const journal = d.journalByModel && d.container && !edited && !d.extent && !d.isbn && !d.edition;
  // …and with a publisher too where it has a page range ("Crafts no. 211. London:
  // Crafts Council (March/April 2008), 36-40").
  if (journal && (!published || range)) return 1;
  if (d.inHost) {
    // A part of a host: a journal issue (volume, issue, №) or a book or proceedings volume
    // (publisher, editors, a conference name or place in brackets after the host title).
    if (proceedings) return 3;
    if (serial && !published) return 1;
    // "In: Host" with no volume, issue or number is a book or proceedings volume.
    if (!serial && !/\s\/\/\s/.test(raw)) return 3;
    if (
      published ||
      d.editors.length ||
      d.hostEditors.length ||
      d.hostEdited ||
      /\s\/\/\s[^–]*\([^)]*(?:\d{4}|[A-Z]{2,}|\p{Lu}\p{Ll}+,)[^)]*\)/u.test(raw)
    )
      return 3;
    return 1;
  }
  if (d.conference && proceedings && range) return 3;
  if (serial && (range || d.container) && !published && !d.extent) return 1;
  // A newspaper or journal cited by one page: "Российская газета, С. 2".
  if ((range || d.pages) && d.container && !published) return 1;
  // A quoted title names a part: "“Title,” IJCV, 2002." is an article, not a book published by IJCV.
  if (d.quotedTitle && d.container && !published && !d.extent && !d.isbn) return d.conference && proceedings ? 3 : 1;
  if (published || d.extent || d.edition || d.isbn) return 2;
  if (d.link && !serial && !range) return 7;
  return 2;
}
