import { CUT, type Draft, tidy } from './draft.js';
import {
  cleanContainer,
  dropHostEditors,
  findPlace,
  hostEditorsAfter,
  hostEditorsOf,
  publicationZone,
} from './host.js';
import { PATENT_OFFICE_AFTER } from './identifiers.js';
import { imprintStart } from './imprint.js';
import { type Leading, leadingNames, namesOf, ORGANISATION, repeatedAuthor } from './leading-names.js';
import { splitTitleForm } from './title-form.js';

const cyrillic = (d: Draft): boolean => d.language === 'RU' || d.language === 'UA';
/** Words of publishers' names (or "Place, Publisher"): a text after a colon that holds one is an imprint, not a subtitle. */
const IMPRINT_WORD =
  /(?<![\p{L}])(?:Press|Publish\p{L}*|Verlag|Editions?|Éditions?|University|Universit\p{L}+|Association|Society|Institute|Organi[sz]ation|Longman|Wiley|Springer|Elsevier|Penguin|Routledge|Sage|Books|Inc|Ltd|Co|Company|Office|Author|cert|Patent|patent)(?![\p{L}])|^\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)*,\s\p{Lu}/u;

/**
 * The other styles (APA, Harvard, MLA, Chicago, MHRA, IEEE, Vancouver, ACS, GSA, ASA, ISO):
 * names at the head, the year after them in author-date styles, a quoted or plain title,
 * then the host or the imprint.
 */

/**
 * The title of a citation where it is quoted: “…”, "…", ‘…’, «…», and '…' as British lists print
 * it (`--- (2005). 'Three factors in language design', Linguistic Inquiry`, `'Title.' Journal`):
 * that closing quote is followed by a mark or follows a stop, so `Smith's` and quoted words inside
 * a title (`Climate Change: 'Ice Bumps' Reveal …`) do not close it.
 */
export const QUOTED =
  /(?:^|[\s,.:(\uE000])(?:“([^”]{2,600})”|"([^"]{2,600})"|«([^»]{2,600})»|‘(.{2,600}?)’(?=[\s,.:;)]|$)|'(\S.{0,600}?(?:\S(?='(?:[,.:;)]|$))|[.?!](?='\s)))')/u;

/** Names that are publishers, not journals. */
const PUBLISHER_WORDS =
  /(?:^|\s)(?:Press|Publishers|Publishing|Verlag)$|^(?:Издательство|Изд-во|Видавництво|Вид-во)\s|^(?:Wiley|Springer|Elsevier|Penguin(?: Books)?|Knopf|Vintage(?: Books)?|Routledge|Pearson|Addison-Wesley|McGraw-Hill|Basic Books|Anchor Books)$/u;

const COMMA_TITLE_END =
  /,\s(?=(?:[Ii]n:?\s|to appear|pp?\.\s|[Vv]ol\.|\p{Lu}|\d(?!\d\d\d[–-]\d)|\(|[Tt]echnical [Rr]eport|Ph\.?\s?D\.?\s))/u;

const AUTHOR_DATE =
  /^(.{2,500}?)\s*(?:\(\s*(1[5-9]\d\d|20\d\d|n\.\s?d\.|no date|forthcoming|in press|in preparation|in prep\.|submitted|б\.\s?г\.|б\.\s?д\.|s\.\s?a\.|б\.\s?р\.)[a-z]?(?:,\s*[^)]{1,30})?\s*\)[.:,]?|[.,]\s+(1[5-9]\d\d|20\d\d)[a-z]?[.,])\s+/u;
/** A year printed bare after the names, as many author-date lists do: "Boas, Franz 1935. Kwakiutl …". */
const BARE_YEAR = /^(.{2,300}?)\s+(1[5-9]\d\d|20\d\d)[a-z]?[.:,]?\s+(?=[\p{Lu}“"«‘])/u;

/** The names-then-date head of an author-date reference, in the shape of AUTHOR_DATE's match. */
function authorDateHead(body: string): RegExpExecArray | null {
  const m = AUTHOR_DATE.exec(body);
  if (m && (namesOf(m[1]!) || !BARE_YEAR.test(body))) return m;
  const bare = BARE_YEAR.exec(body);
  if (bare && (!m || bare[0].length <= m[0].length) && !/[“"«‘:()]/u.test(bare[1]!) && namesOf(bare[1]!)) {
    // Reshaped so that group 3 (a year after the names) holds it, as for "Names, 2019."
    const shaped = [bare[0], bare[1], undefined, bare[2]] as unknown as RegExpExecArray;
    shaped.index = 0;
    shaped.input = body;
    return shaped;
  }
  return m;
}

export function genericBranch(s: string, d: Draft): void {
  let body = s;
  // Author-date: names then (2019). or . 2019. or , 2019, (APA, Harvard, ASA, GSA).
  const authorDate = authorDateHead(body);
  let lead: Leading | undefined;
  let fromAuthorDate = false;
  let titleTaken = 0;
  // The names ended with a comma (MHRA, many PDFs): the title then ends at a comma too.
  let commaLead = false;
  if (authorDate) {
    const names = namesOf(authorDate[1]!);
    // A body as author only in the bracketed form: "World Health Organization. (2020)."
    const org =
      !names &&
      ORGANISATION.test(authorDate[1]!) &&
      authorDate[1]!.split(/\s+/).length <= 12 &&
      !/\p{Ll}\.\s|\s:\s|\uE000|\p{Lu}\.\s\p{Lu}\./u.test(authorDate[1]!) &&
      !/[“"«‘:]|\s\/\s/u.test(authorDate[1]!)
        ? authorDate[1]
        : undefined;
    // APA and Harvard without authors put the title first: "Title (ГОСТ …). (2018). Publisher."
    // A short name before the date with a title after it is a body: "Google. (2009). Google Privacy Policy."
    const prefix = authorDate[1]!.trim();
    const rest = body
      .slice(authorDate[0].length)
      .replace(/\uE000/gu, ' ')
      .trim();
    const bodyAuthor =
      !names &&
      !org &&
      prefix.split(/\s+/).length <= 3 &&
      !/\.\p{L}|[[(]/u.test(prefix) &&
      /^[^.:]{3,}[.:](?:\s|$)/u.test(rest);
    // …unless the text opens with names: "A. Kumar, R. Singh, Title, Journal 88 (2008) 1215–1224".
    const headNames = !names && !org && !bodyAuthor ? leadingNames(body) : undefined;
    const titleFirst =
      !names &&
      !org &&
      !bodyAuthor &&
      !(headNames?.people.length && headNames.length <= prefix.length) &&
      authorDate[2] !== undefined &&
      !/[“"«‘]/u.test(prefix);
    if (titleFirst) {
      d.title = tidy(authorDate[1]!.replace(/\s*\((?:[^()]*\uE000[^()]*)\)\s*$/u, '').replace(/\uE000/gu, ' '));
      d.confidence.title = 0.7;
      const y = authorDate[2]!;
      if (/\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.9;
      }
      titleTaken = authorDate[0].length;
    }
    if (names || org) {
      lead = names
        ? { ...names, length: authorDate[0].length }
        : { people: [], etAl: false, editors: false, organisation: tidy(org), length: authorDate[0].length };
    }
    if (bodyAuthor) {
      // "--- (2005). Title": the rule for a repeated author names no body.
      const organisation = repeatedAuthor(prefix) ? undefined : tidy(prefix);
      lead = { people: [], etAl: false, editors: false, organisation, length: authorDate[0].length };
      fromAuthorDate = true;
      const y = authorDate[2] ?? authorDate[3];
      if (y && /\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.9;
      }
    }
    if (names || org) {
      fromAuthorDate = true;
      const y = authorDate[2] ?? authorDate[3];
      if (y && /\d/.test(y)) {
        d.year = y;
        d.confidence.year = 0.95;
      }
    }
  }
  const quoted = QUOTED.exec(body);
  if (titleTaken) body = body.slice(titleTaken);
  else if (!lead) {
    if (quoted && quoted.index < 600) {
      const names = namesOf(body.slice(0, quoted.index + 1));
      if (names) lead = { ...names, length: quoted.index + 1 };
    }
    if (!lead) lead = repeatedAuthor(body) ?? leadingNames(body);
  }
  if (lead) {
    if (lead.editors) d.editors = lead.people;
    else d.authors = lead.people;
    d.etAl = lead.etAl;
    if (lead.organisation) d.organisation = lead.organisation;
    if (lead.people.length || lead.organisation) d.confidence[lead.editors ? 'editors' : 'authors'] = 0.8;
    commaLead = /,\s*$/u.test(body.slice(0, lead.length));
    body = body.slice(lead.length);
  }
  // ASA and GSA after an organisation, or a work without authors: "2018. “Title.” …".
  body = body.replace(/^[\s\uE000,.;:]+/u, '');
  // After the date in brackets a bare year is the title: "Orwell, G. (1949). 1984. London: …".
  const leadYear =
    fromAuthorDate && d.year && /^(?:1[5-9]\d\d|20\d\d)\.\s+\S/u.test(body)
      ? null
      : /^\(?(1[5-9]\d\d|20\d\d)[a-z]?\)?[.,]\s+/u.exec(body);
  // GSA: "Body, 2018, Title: Host" — a year followed by a comma starts GSA's title.
  const gsaYear = Boolean(leadYear?.[0].includes(','));
  if (leadYear) {
    d.year ??= leadYear[1];
    d.confidence.year ??= 0.9;
    body = body.slice(leadYear[0].length);
  }
  body = body.replace(/^[\s\uE000,.;:]+/u, '');
  // Title: quoted, or up to the end of the first sentence (or GSA's last ": " before the host).
  const q = QUOTED.exec(body);
  let after: string;
  let quotedTitle = false;
  if (titleTaken) {
    after = body;
  } else if (q && q.index < 5) {
    d.title = tidy(q[1] ?? q[2] ?? q[3] ?? q[4] ?? q[5]);
    after = body.slice(q.index + q[0].length);
    d.confidence.title = 0.9;
    quotedTitle = true;
    d.quotedTitle = true;
  } else {
    const gsa = gsaYear || (fromAuthorDate && authorDate?.[3] !== undefined && authorDate[0].trimEnd().endsWith(','));
    d.gsa = gsa;
    // A standard's title runs over several sentences, up to the place or the next field.
    const standardStop =
      /;\s|\uE000|\.\s(?=(?:\p{Lu}[\p{L}-]*,?\s?){1,4}:\s)|\.\s(?=(?:1[5-9]\d\d|20\d\d)[.,]?\s*(?:\uE000|$))|\s\((?=[^()]*\d{4})/u;
    const stop = gsa
      ? /(?<!\s):\s(?=[^:]*$)/u
      : /(?<!(?<![\p{L}\p{N}])\p{Lu}|(?<![\p{L}\p{N}])(?:vs|eds?|Vol|vol|No|no|Inc|St|Dr|Mr|Mrs|Jr|пер|ред|изд|вид|т|им|etc))(?:\.|[?!](?=\s+\p{Lu}[^.?!]{0,200}$)|[?!](?=\s+\p{Lu}[^.,;?!\uE000]{0,60}[.,;]?\s*(?:\uE000|\d)))(?=\s+[\p{Lu}\p{N}“"«\uE000([])|;\s(?=\p{Lu})|,\s(?=(?:trans\.|ed\.|edited|translated|пер\.|под ред\.|за ред\.)\s)|\.\s(?=arXiv)|\uE000|\s\/\/\s|\s\((?=[^()]*(?:1[5-9]\d\d|20\d\d|\uE000)[^()]*\))/u;
    const beforeCut = body.replace(/\s*\(\uE000\)/gu, ' ');
    const firstPart = gsa ? (beforeCut.split(CUT)[0] ?? body) : body;
    // GSA: "Title [DSc thesis]: Place" — the colon after the cut ends the title.
    const colonAfterCut = gsa && /^\uE000[\]\s]*:\s/u.test(beforeCut.slice(firstPart.length));
    const chapter = gsa ? /,\s(?:in|в|у)\s/u.exec(firstPart) : null;
    if (chapter) d.inHost = true;
    let m = colonAfterCut ? null : (chapter ?? (d.standard && !gsa ? standardStop : stop).exec(firstPart));
    // "Names, Title, Publisher, 1988." — after names ended by a comma, a comma before a capital,
    // a number, "in", "pp." or "to appear" ends the title ("Computationally tractable, conceptually …" goes on).
    if (commaLead && !gsa && !chapter && !colonAfterCut) {
      const comma = COMMA_TITLE_END.exec(firstPart);
      if (comma && comma.index > 3 && (!m || comma.index < m.index)) m = comma;
    }
    const end = m ? m.index + (m[0] === '?' || m[0] === '!' ? 1 : 0) : firstPart.length;
    const source = gsa ? beforeCut : body;
    // Russian and Ukrainian lists typed without GOST's marks: the title runs to the imprint.
    // An imprint after a comma ("…, М.: Просвещение, 2007.") lies before the stop that ended the title.
    const early = cyrillic(d) && !gsa && !d.standard ? imprintStart(source) : undefined;
    const imprint =
      early !== undefined && early < end && source.slice(early - 2, early) === ', '
        ? early
        : cyrillic(d) && !gsa && !d.standard && m
          ? imprintStart(source, end)
          : undefined;
    d.title = tidy(source.slice(0, imprint ?? end));
    after = imprint !== undefined ? source.slice(imprint) : source.slice(m ? m.index + m[0].length : end);
    if (d.title) d.confidence.title = 0.7;
  }
  // "… Phorboxazole B. J. Am. Chem. Soc." — a run of abbreviations ending the title is the journal.
  if (d.title && /^\s*\p{Lu}\p{Ll}{0,4}\.\s/u.test(after)) {
    const tail = /^(.*?\S)\.\s+((?:\p{Lu}\p{Ll}{0,4}\.\s+)*\p{Lu}\p{Ll}{0,4})$/u.exec(d.title);
    if (tail && tail[1]!.length > 10) {
      d.title = tail[1];
      after = `${tail[2]}. ${after.trimStart()}`;
    }
  }
  if (d.title) d.title = tidy(d.title.replace(/\s*[[(][^\])]*$/u, ''));
  // A patent's office printed after the title: "…, United States Patent 9,367,592".
  if (d.title && d.patent) d.title = tidy(d.title.replace(PATENT_OFFICE_AFTER, ''));
  // APA and ACS put a description after the title: [Doctoral dissertation, …], (U.S. Patent No. …).
  if (d.title)
    d.title = tidy(
      d.title.replace(
        /\s*(?:\[[^\]]{2,120}\]|\((?:[^()]*(?:Patent|No\.|[Dd]issertation|[Tt]hesis|диссертация|дисертація|Trans\.|ed\.|Eds?\.|пер\.|ред\.|упоряд\.|Vol\.|Report)[^()]*)\))\s*$/u,
        '',
      ),
    );
  if (d.title && d.title.length > 0) {
    const info = /\s:\s(.+)$/u.exec(d.title);
    // Outside GOST's zones a subtitle after a spaced colon (French spacing, "Art + soul : a
    // journey …") is the title's: English and French lists have no other title information.
    // (Not an imprint the title ran on into: "… (2nd ed.): New York, Longman", "Penguin Press, 2016".)
    if (
      info &&
      !cyrillic(d) &&
      !d.gost &&
      !/\d|\)$/u.test(info[1]!) &&
      !/\)$/u.test(d.title.slice(0, info.index)) &&
      !IMPRINT_WORD.test(info[1]!)
    ) {
      d.title = `${d.title.slice(0, info.index)}: ${info[1]}`;
    } else if (info) {
      d.info = info[1];
      d.title = d.title.slice(0, info.index);
    }
  }
  if (d.title && cyrillic(d)) {
    const form = splitTitleForm(d.title);
    if (form.form) {
      d.title = tidy(form.title);
      d.info ??= form.form;
    }
  }
  // The rest: container or place/publisher, then anything else.
  if (
    /^[\s,.\uE000]*(?:In:?|in|В кн\.:?|У кн\.:?|В:|У:|в|у|В|У|\/\/)\s/u.test(after) ||
    /\((?:Eds?|eds?|ред|Hrsg)\.?\)|\b(?:edited by|ed\. by|eds\.,|editors\.)/u.test(after)
  ) {
    d.inHost = true;
    d.hostEdited = /\((?:Eds?|eds?|ред|Hrsg)\.?\)|(?<![\p{L}])(?:edited by|ed\. by|eds\.,|editors\.)/u.test(after);
    // The host's editors before its title are the editors the styles print with the host.
    if (d.hostEdited && !d.hostEditors.length) d.hostEditors = hostEditorsOf(after);
    // …or after it (Chicago, MLA: "In Book, edited by A. Brown and B. Green, 10–20").
    if (!d.hostEditors.length) d.hostEditors = hostEditorsAfter(after);
  }
  after = after.replace(/^[\s,.\uE000]*(?:In:?|in|В кн\.:?|У кн\.:?|В:|У:|в|у|В|У|\/\/)\s+/u, '');
  const pieces = after
    .split(CUT)
    .map((p) => p.trim())
    .filter((p) => p.replace(/[\s.,;:()[\]–—]/g, '').length > 0);
  const firstPiece = pieces[0];
  if (firstPiece !== undefined) {
    // GSA: "Host: Place, Publisher" — the host is everything before the last colon.
    const gsaHost = d.gsa ? /^(.*):\s([^:]+)$/u.exec(firstPiece) : null;
    const place = findPlace(firstPiece);
    const hostEnd = place ? firstPiece.lastIndexOf('. ', place.start) : -1;
    if (gsaHost && d.inHost) {
      d.container = cleanContainer(gsaHost[1]!);
      if (d.container) d.confidence.container = 0.7;
      const pp = /^([^,]+(?:,\s[A-Z][\p{L}.]*)?),\s(.+?)[,.]?\s*$/u.exec(gsaHost[2]!);
      if (pp) {
        d.place = tidy(pp[1]);
        d.publisher = tidy(pp[2]);
      }
    } else if (place && (hostEnd > 0 || place.start > 3) && (d.inHost || (quotedTitle && hostEnd > 0))) {
      // A quoted part followed by "Host. Place: Publisher" is part of a book (Harvard, MHRA).
      d.inHost = true;
      d.container = cleanContainer(firstPiece.slice(0, hostEnd > 0 ? hostEnd : place.start));
      if (d.container) d.confidence.container = 0.7;
      // A zone opening with a space finds a place of two parts only after its comma ("UK" of
      // "Host. London, UK: Penguin"), or none ("Philadelphia (PA): …", "Host. Oxford: Oxford
      // University Press" after a quoted chapter, when no other sentence follows, and not a journal's
      // `СЕРИЯ:`): such a place is read from its start.
      const zone = firstPiece.slice(hostEnd + 1);
      const fromStart = findPlace(zone.trimStart());
      const whole =
        fromStart?.start === 0 &&
        (/,\s|\s\(/u.test(fromStart.place) ||
          (!findPlace(zone) && /\p{Ll}/u.test(fromStart.place) && !/\.\s|,$/u.test(zone.trim())));
      publicationZone(whole ? zone.trimStart() : zone, d);
    } else if (!publicationZone(firstPiece, d)) {
      // "Journal. Publisher" or "Journal, 8" → the host title ends at the first stop.
      // ("J. Am. Chem. Soc." keeps its stops: the next word is another abbreviation).
      const host =
        dropHostEditors(firstPiece.replace(/^[\s,.]*(?:Proc\.|In:?|in|у|в)\s+/u, '')).split(
          /(?<=\p{L}{3}|\))(?<!(?<![\p{L}])(?:Intl|Intern|Int|Conf|Symp|Proc|Natl|Soc|Trans|Assoc|Comput|Syst|Inform|Eng|Res|Rev|Ann|Amer|Appl|Math|Phys|Chem|Biol|Med|Sci|Workshp))\.\s+(?=\p{Lu}(?!\p{Ll}{0,5}[.,]|\p{Lu}+[\s,.-]|Сер(?:ия|\.)|Серія|Series|Section))/u,
        )[0] ?? firstPiece;
      d.container = cleanContainer(host);
      if (d.container) d.confidence.container = 0.7;
      // APA and MLA print a book's publisher alone after the title: "… cancer. National Academy Press."
      // "Вестн. Моск. ун-та. Сер. 3, Физика. Астрономия" — a journal's series runs on past a stop.
      const seriesTail = /^\.\s(\p{Lu}\p{Ll}+)(?=[.,]?\s*(?:\uE000|$))/u.exec(firstPiece.slice(host.length));
      if (d.container && seriesTail && /(?:Сер\.|Серия|Серія|Series)\s?\d+,\s\p{Lu}\p{Ll}+$/u.test(d.container)) {
        d.container = `${d.container}. ${seriesTail[1]}`;
      }
      if (d.container && !d.inHost && !d.volume && !d.issue && !d.number && PUBLISHER_WORDS.test(d.container)) {
        d.publisher = d.container;
        d.container = undefined;
        d.confidence.publisher = 0.6;
      }
      const restOfFirst = firstPiece.slice(host.length);
      if (restOfFirst) publicationZone(restOfFirst, d);
    }
  }
  for (const p of pieces.slice(1)) if (!d.publisher) publicationZone(p, d);
}
