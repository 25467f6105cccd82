import { type Draft, tidy } from '../draft.js';
import { dropHostEditors, hostEditorsOf } from '../host.js';
import { expandPages, takeNumbers } from '../numbers.js';
import { chooseHost } from './host-choice.js';
import { peopleOf } from './people-of.js';
import { ruleHints } from './rule-hints.js';
import type { SequenceModel } from './sequence-model.js';
import { shippedModel } from './shipped-model.js';
import { labelSpans, type Span } from './spans.js';

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

function first(spans: Span[], ...labels: string[]): Span | undefined {
  return spans.find((s) => labels.includes(s.label));
}

/**
 * A host span as a title: without `In`, the editors named before it, and a bracketed volume,
 * page note or medium (`[online]`) or an access note after it. Lighter than the rules' `cleanContainer`, which also cuts at a year, a
 * date or a place — right for a zone the rules guessed, too much for a span the model has
 * already bounded ("Left Catholicism, 1943-1955: Catholics and Society …").
 */
function hostOf(span: string): string | undefined {
  const s = dropHostEditors(span)
    .replace(/[.,]?\s+(?:Accessed|Retrieved|Available|Viewed)(?![\p{L}]).*$/u, '')
    .replace(/\s*\[(?:online|Online|Internet|electronic resource)\][\s.,;:]*$/u, '')
    .replace(/\s*\((?:[Vv]ol|pp?|[Ee]ds?)\.[^()]*\)[\s.,;:]*$/u, '')
    .replace(/[\s,;:]+$/u, '');
  return tidy(s);
}

/**
 * A title span without its quotes and closing stop. `tidy` keeps a stop after a short word, as
 * after an abbreviation; in a title span the stop is the field's end unless the last word is
 * dotted (`U.S.`) or one letter.
 */
function unquote(s: string): string | undefined {
  const t = s
    .trim()
    .replace(/^[“"‘«]+|[”"’»]+[.,;:]*$/gu, '')
    .replace(/(?<=(?:^|\s)[^\s.]{2,})\.$/u, '');
  return tidy(t);
}

/** The shipped model's reading applied to the rules' draft. */
export function applyModel(text: string, d: Draft): void {
  applySpans(
    labelSpans(shippedModel(), text, (tokens) => ruleHints(text, tokens, d)),
    d,
  );
}

/** Another model's reading (the training script validates a model before shipping it). */
export function applyModelWith(model: SequenceModel): (text: string, d: Draft) => void {
  return (text, d) =>
    applySpans(
      labelSpans(model, text, (tokens) => ruleHints(text, tokens, d)),
      d,
    );
}

function applySpans(spans: Span[], d: Draft): void {
  const authors = first(spans, 'author');
  if (authors) {
    const names = peopleOf(authors.text);
    if (names?.people.length) {
      d.authors = names.people;
      d.etAl = names.etAl;
      d.organisation = undefined;
      d.confidence.authors = authors.confidence;
    }
  }
  const title = first(spans, 'title');
  const titleText = title && unquote(title.text);
  if (title && titleText && (!d.title || title.confidence >= TITLE_OVER_RULES)) {
    d.title = titleText;
    d.quotedTitle = /^[“"‘«]/u.test(title.text);
    d.confidence.title = title.confidence;
  }
  const host = first(spans, 'container-title', 'journal');
  const hostText = host && hostOf(host.text);
  if (host && hostText) {
    d.container = chooseHost(d.container, hostText);
    if (host.label === 'container-title') d.inHost = true;
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
    const v = n.volume ?? /\d+/u.exec(volume.text)?.[0];
    if (v) {
      d.volume = v;
      d.confidence.volume = volume.confidence;
    }
    if (n.issue && !d.issue) d.issue = n.issue;
  }
  const pages = first(spans, 'pages');
  if (pages && !d.pages) {
    const range = /\p{L}?\d+(?:\s*[-–—]+\s*\p{L}?\d+)?/u.exec(pages.text.replace(/^\D*?(?=\d)/u, ''));
    if (range) {
      d.pages = expandPages(range[0]);
      d.confidence.pages = pages.confidence;
    }
  }
  const publisher = first(spans, 'publisher');
  // A publisher that is the rules' journal or website ("New Yorker, 25 Jan. 2010") is the model
  // misreading the host, and would turn an article into a book.
  const hostAsPublisher = Boolean(publisher && d.container && publisher.text.includes(d.container));
  if (publisher && !d.publisher && !hostAsPublisher) {
    d.publisher = tidy(publisher.text);
    d.confidence.publisher = publisher.confidence;
  }
  const place = first(spans, 'location');
  if (place && !d.place) {
    // A conference's place before the publisher's ("2001 Sep 13-15; Leeds, UK. New York: Springer"): the last one.
    d.place = tidy(place.text.replace(/^.*,\s*\p{Lu}\p{L}+\.\s+(?=\p{Lu}\p{L})/u, ''));
    d.confidence.place = place.confidence;
  }
}
