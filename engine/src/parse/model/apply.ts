import type { Person } from '../../model/publication.js';
import { type Draft, tidy } from '../draft.js';
import { dropHostEditors, hostEditorsOf } from '../host.js';
import { expandPages, takeNumbers } from '../numbers.js';
import { chooseHost } from './host-choice.js';
import { looseNames } from './loose-names.js';
import { bodyOf, peopleOf } from './people-of.js';
import { ruleHints } from './rule-hints.js';
import type { SequenceModel } from './sequence-model.js';
import { shippedModel } from './shipped-model.js';
import { labelSpans, type Span } from './spans.js';
import { titleOfSpan } from './title-span.js';
import { keepTitleYears } from './title-years.js';

/**
 * Where the sequence model reads a Latin-script reference better than the rules: which words
 * are the authors, the title, the journal or the book a chapter is in, the imprint. The
 * rules' normalisers turn each span into fields (names into surname and given names, pages
 * into a range); DOIs, URLs and labelled numbers stay as the rules read them.
 */

/**
 * The rules' title gives way only to a title the model is very sure of: where they differ, the
 * rules are more often right on the styles they were written for (the engine's own output)
 * and the model on the rest. Chosen on a fifth of the development part (`--validate`) and the
 * round trip, never on the held-out part; authors and hosts read better from the model at any
 * confidence.
 */
const TITLE_OVER_RULES = 0.95;

/** The imprint's fields: where the rules' host runs into them, it ran too far. */
const IMPRINT = new Set(['location', 'publisher', 'date']);

function first(spans: Span[], ...labels: string[]): Span | undefined {
  return spans.find((s) => labels.includes(s.label));
}

/**
 * A host span as a title: without `In`, the editors named before it, and a bracketed volume,
 * page note, year or medium (`[online]`), `to appear` or an access note after it. Lighter than the rules' `cleanContainer`, which also cuts at a year, a
 * date or a place — right for a zone the rules guessed, too much for a span the model has
 * already bounded ("Left Catholicism, 1943-1955: Catholics and Society …").
 */
function hostOf(span: string): string | undefined {
  const s = dropHostEditors(span)
    .replace(/[.,]?\s+(?:Accessed|Retrieved|Available|Viewed)(?![\p{L}]).*$/u, '')
    .replace(/\s*\[(?:online|Online|Internet|electronic resource)\][\s.,;:]*$/u, '')
    .replace(/\s*\((?:[Vv]ol|pp?|[Ee]ds?)\.[^()]*\)[\s.,;:]*$/u, '')
    // A year in brackets or a forthcoming note after a host is its date, not its name.
    .replace(/\s*\((?:1[5-9]|20)\d\d[a-z]?\)[\s.,;:]*$/u, '')
    .replace(/[\s,;:]+(?:to appear|in press|forthcoming)[\s.,;:]*$/iu, '')
    // The host's editors or translator named after it: "Electronic Text Center. Ed. David Seaman",
    // "Œuvres II, Trad fr. par Maurice de Gandillac", "A Manual of Acarology, Krantz G.W and D.E. Walter Eds.",
    // and a bracketed year with what follows it ("Automata, Languages, and Programming (1996), F. Meyer …").
    .replace(
      /[.,]\s+(?:[Ee]ds?\.|[Ee]dited\s+by|[Tt]rad(?:\.|uit)?(?:\s+\p{Ll}+\.)?\s+par|[Tt]ransl?\.|[Tt]ranslated\s+by)\s.*$/u,
      '',
    )
    .replace(
      /,\s+(?:\p{Lu}[\p{L}.'’-]*\s?){1,4}(?:(?:,|\s(?:and|&))\s+(?:\p{Lu}[\p{L}.'’-]*\s?){1,4})*,?\s+(?:[Ee]ds?|[Ee]ditors)\.?$/u,
      '',
    )
    .replace(/\s*\((?:1[5-9]|20)\d\d[a-z]?\),\s.*$/u, '')
    // The label of a number the span stopped before: "Library Journal, Issue" of "…, Issue 465".
    .replace(/[\s,;:]+(?:Issue|Iss\.|Vol\.|Volume|No\.)[\s,;:]*$/u, '')
    .replace(/[\s,;:]+$/u, '');
  return tidy(s);
}

/**
 * Whether the model's author span stops inside a name the rules read given name first: "Martin
 * Luther" of "Martin Luther King Jr. and Coretta Scott King." (the next word is the surname of a
 * rules' person whose given names end the span). The rules' names then stand.
 */
function cutsRulesName(span: Span, text: string, people: readonly Person[]): boolean {
  const next = /^\s*([\p{L}'’-]+)/u.exec(text.slice(span.end))?.[1];
  const last = /([\p{L}'’-]+)[.,]?\s*$/u.exec(span.text)?.[1];
  if (!next || !last || !/^\p{Lu}\p{Ll}+$/u.test(last)) return false;
  return people.some(
    (p) => p.surname === next && typeof p.name === 'string' && `${p.name} ${p.fathername ?? ''}`.includes(last),
  );
}

/** Whether the number stands once in the text, after the word "Issue" ("Issue 465"). */
function issueWordOnce(text: string, n: string): boolean {
  if (!text.includes(`Issue ${n}`)) return false;
  const re = new RegExp(`(?<!\\d)${n}(?!\\d)`, 'gu');
  return (text.match(re)?.length ?? 0) === 1;
}

/** The shipped model's reading applied to the rules' draft. */
export function applyModel(text: string, d: Draft): void {
  applySpans(
    labelSpans(shippedModel(), text, (tokens) => ruleHints(text, tokens, d)),
    d,
    text,
  );
}

/** Another model's reading (the training script validates a model before shipping it). */
export function applyModelWith(model: SequenceModel): (text: string, d: Draft) => void {
  return (text, d) =>
    applySpans(
      labelSpans(model, text, (tokens) => ruleHints(text, tokens, d)),
      d,
      text,
    );
}

/**
 * Whether the rules' title lies where the model reads another field for most of its length
 * (the authors' names, `______.` for a repeated author): then it is no title at all.
 */
function titleMisplaced(spans: Span[], text: string, title: string, d: Draft): boolean {
  // One word at the head ("Cancer-Pain.org (2000).") names a site that is its own title, unless
  // it was read as the author ("Homer. The Iliad").
  const author = d.authors.some((p) => p.surname === title);
  if (!/\s/u.test(title) && /\p{L}/u.test(title) && !author) return false;
  const at = text.indexOf(title);
  if (at < 0) return false;
  let inTitle = 0;
  for (const s of spans) {
    if (s.label !== 'title') continue;
    inTitle += Math.max(0, Math.min(s.end, at + title.length) - Math.max(s.start, at));
  }
  return inTitle * 2 < title.length;
}

/** Labels of fields an imprint never overlaps. */
const NOT_IMPRINT = new Set(['title', 'journal', 'container-title', 'author']);

/** Whether most of `value`, where it first appears in the text, lies in spans of `labels`. */
function claimedBy(spans: Span[], text: string, value: string, labels: Set<string>): boolean {
  const at = text.indexOf(value);
  if (at < 0) return false;
  let inside = 0;
  for (const s of spans) {
    if (!labels.has(s.label)) continue;
    inside += Math.max(0, Math.min(s.end, at + value.length) - Math.max(s.start, at));
  }
  return inside * 2 > value.length;
}

/** `looseNames` of a span, when they are more people than the rules read. */
function looserNames(span: string, rules: number): { people: Person[]; etAl: boolean } | undefined {
  const loose = looseNames(span);
  return loose && loose.length > rules ? { people: loose, etAl: /et\s+al/u.test(span) } : undefined;
}

function applySpans(read: Span[], d: Draft, text: string): void {
  const spans = keepTitleYears(read, text, d.title);
  const authors = first(spans, 'author');
  const body = authors && bodyOf(authors.text);
  if (authors && body) {
    d.authors = [];
    d.etAl = false;
    d.organisation = body;
    d.confidence.authors = authors.confidence;
  } else if (authors && !cutsRulesName(authors, text, d.authors)) {
    // Where the name readers reject the span, a tolerant reading, unless it finds no more people
    // than the rules did (the span may be cut short: "Chen," of "Chen, W.-K.").
    const names = peopleOf(authors.text) ?? looserNames(authors.text, d.authors.length);
    if (names?.people.length) {
      d.authors = names.people;
      d.etAl = names.etAl;
      d.organisation = undefined;
      d.confidence.authors = authors.confidence;
    }
  }
  const title = first(spans, 'title');
  const titleText = title && titleOfSpan(title.text);
  if (
    title &&
    titleText &&
    (!d.title || title.confidence >= TITLE_OVER_RULES || titleMisplaced(spans, text, d.title, d))
  ) {
    d.title = titleText;
    // The subtitle the rules kept apart (" : ") is then in the title; not twice.
    if (d.info && titleText.endsWith(d.info)) d.info = undefined;
    d.quotedTitle = /^[“"‘«]/u.test(title.text);
    d.confidence.title = title.confidence;
  }
  const host = first(spans, 'container-title', 'journal');
  const hostText = host && hostOf(host.text);
  if (host && hostText) {
    // The imprint the model is sure of after its host, inside the rules' host: what the rules'
    // host ran on into.
    const at = d.container ? text.indexOf(d.container) : -1;
    const end = at + (d.container?.length ?? 0);
    const others = spans
      .filter((s) => IMPRINT.has(s.label) && s.confidence >= 0.9 && s.start >= host.end && at >= 0 && s.end <= end)
      .map((s) => s.text);
    d.container = chooseHost(d.container, hostText, others);
    if (host.label === 'container-title') d.inHost = true;
    else d.journalByModel = true;
    d.confidence.container = host.confidence;
  }
  const editors = first(spans, 'editor');
  if (editors && !d.editors.length && !d.hostEditors.length) {
    const before = hostEditorsOf(editors.text.replace(/,?\s*$/u, ' X'));
    const people = before.length
      ? before
      : (peopleOf(editors.text.replace(/^\s*(?:In:?|in:?|[Ee]dited\s+by|[Ee]d\.\s+by)\s+/u, ''))?.people ?? []);
    // Editors named after the part's title edit the host it is in; before it, the work itself.
    const ofHost = d.inHost || Boolean(title && editors.start > title.start);
    if (people.length && ofHost) {
      d.hostEditors = people;
      d.hostEdited = true;
      d.confidence.editors = editors.confidence;
    } else if (people.length) {
      d.editors = people;
      d.confidence.editors = editors.confidence;
    }
  }
  const date = first(spans, 'date');
  const year = date && /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/u.exec(date.text)?.[1];
  if (year && date && !d.year) {
    d.year = year;
    d.confidence.year = date.confidence;
  }
  const volume = first(spans, 'volume');
  if (volume && !d.volume) {
    const n = takeNumbers(volume.text).numbers;
    // A span holding a supplement or French 'n°' alone names the issue, not a volume ("(Suppl 1)", "n° 1").
    const issueOnly = !n.volume && n.issue && /Suppl|[Nn]°/u.test(volume.text);
    const v = issueOnly ? undefined : (n.volume ?? /\d+/u.exec(volume.text)?.[0]);
    // Not the year the span starts with ("2000;(3):218-226": an issue without its volume).
    if (v && v !== n.year) {
      d.volume = v;
      d.confidence.volume = volume.confidence;
      // A number printed once is one field: "…, Special Paper of the Geological Society of America,
      // Issue 465, pp. 301-318" (a series numbered as volumes, as AnyStyle labels it) was read as
      // volume 465 and issue 465.
    }
    if (n.issue && !d.issue) d.issue = n.issue;
    if (v && d.volume === v && d.issue === v && issueWordOnce(text, v)) d.issue = undefined;
  }
  const pages = first(spans, 'pages');
  if (pages && !d.pages) {
    // A letter glued to the number is part of it: "A44" (a newspaper's section), "R1250–R1259",
    // "e1234"; a label before it ("pp.", "p.45", "pages") is not.
    const unlabelled = pages.text.replace(/^[^\p{L}\d]*(?:pp?|pages?|pgs?|P|Pp|S|[Сс]|[Сс]тр)\.?\s*(?=\p{L}?\d)/u, '');
    const range = /\p{L}?\d+(?:\s*[-–—]+\s*\p{L}?\d+)?/u.exec(unlabelled.replace(/^[^\p{L}\d]*/u, ''));
    if (range) {
      d.pages = expandPages(range[0]);
      d.confidence.pages = pages.confidence;
    }
  }
  // An imprint the rules read where the model reads the title, the host or the names ("Rubin D:
  // Fully conditional specification … J Stat Comput Simul" as place and publisher) is no imprint.
  if (d.publisher && claimedBy(spans, text, d.publisher, NOT_IMPRINT)) d.publisher = undefined;
  if (d.place && claimedBy(spans, text, d.place, NOT_IMPRINT)) d.place = undefined;
  const publisher = first(spans, 'publisher');
  // A publisher that is the rules' journal or website ("New Yorker, 25 Jan. 2010") is the model
  // misreading the host, and would turn an article into a book.
  const hostAsPublisher = Boolean(publisher && d.container && publisher.text.includes(d.container));
  // The span without the bracket that opened the imprint ("(University of Chicago Press, 2007)").
  // A status ("Preprint") or a bare year is no publisher's name.
  const named = publisher ? tidy(publisher.text.replace(/^[([]+/u, '')) : '';
  const own = named && !/^(?:[Pp]reprint|(?:1[5-9]|20)\d\d)$/u.test(named) ? named : '';
  if (publisher && own && !d.publisher && !hostAsPublisher) {
    d.publisher = own;
    d.confidence.publisher = publisher.confidence;
  } else if (publisher && own && d.publisher && !hostAsPublisher && publisher.confidence >= 0.9) {
    // The rules' publisher ran back into the words before it ("Zemlinsky (University of Chicago
    // Press", "TR-96-66, University of Massachusetts"): the model's, which it ends with.
    const rules = d.publisher.toLowerCase();
    if (
      own.length < d.publisher.length &&
      rules.endsWith(own.toLowerCase()) &&
      /[\s,;:(]$/u.test(rules.slice(0, -own.length))
    ) {
      d.publisher = own;
      d.confidence.publisher = publisher.confidence;
    }
  }
  const place = first(spans, 'location');
  if (place && !d.place) {
    // A conference's place before the publisher's ("2001 Sep 13-15; Leeds, UK. New York: Springer"): the last one.
    d.place = tidy(place.text.replace(/^.*,\s*\p{Lu}\p{L}+\.\s+(?=\p{Lu}\p{L})/u, ''));
    d.confidence.place = place.confidence;
  } else if (place && d.place && publisher && place.confidence >= 0.9) {
    // The rules' place holds the publisher the model read beside it ("Luchterhand, Neuwied",
    // "Paris, PUF"): the model's place.
    const where = tidy(place.text);
    const name = tidy(publisher.text.replace(/^[([]+/u, ''));
    const rest = where ? d.place.replace(where, ' ') : d.place;
    if (where && name && rest !== d.place && rest.replace(name, '').replace(/[\s,.;:&-]+/gu, '') === '') {
      d.place = where;
      d.confidence.place = place.confidence;
    }
  }
}
