import { ownEntry } from '../model/own-entry.js';

/**
 * Three sources bring HTML-like markup into text fields: Crossref's JATS titles (the server's
 * source search: `<jats:italic>`, entities); the BibTeX parser (@retorquere/bibtex-parser),
 * which renders `\emph`, `\textsc`, `\url`, `\textsuperscript` and case protection as
 * `<i>…</i>`, `<span class="nocase">…</span>`, `<a href="…">…</a>`; and CSL-JSON, which allows
 * the same tags as its rich text (Zotero exports "<i>Escherichia coli</i>"). A Publication's
 * fields are plain text and each style sets its own italics, so the tags go and their text
 * stays; without this "Le <i>De Anima</i> dans…" would print its tags in every style. Text the
 * BibTeX parser leaves as text keeps `<` only where it is no tag (TeX's text-mode `<` is
 * already `¡`, a math `$<$` stays as written).
 */
const TAG = /<\/?(?:i|b|sc|nc|ncx|code|sup|sub|span|a|h[1-6]|blockquote|ul|enquote)(?:\s[^<>]*)?>/gi;

/** Tags that end a line or a paragraph: a space stands for them. */
const BREAK = /<\/?(?:br|p|li)\s*\/?>/gi;
/** `\LaTeX`, which the parser spells with a superscript A and a subscript E. */
const LATEX_LOGO = /Lᴬ?(?:<sup>A<\/sup>)?T(?:<sub>E<\/sub>|ₑ)X/g;

/** Characters with a Unicode superscript or subscript form, so "10<sup>5</sup>" keeps its meaning as "10⁵". */
const SCRIPT: Record<'sup' | 'sub', [from: string, to: string]> = {
  sup: ['0123456789+-=()', '⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾'],
  sub: ['0123456789+-=()', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎'],
};
/** `<sup>`, `<sub>`, and JATS's `<jats:sup>` of Crossref. */
const SCRIPTED = /<((?:[a-z]+:)?)(sup|sub)>([^<]*)<\/\1\2>/gi;

/** A super- or subscript in Unicode where every character has a form; otherwise its plain text ("19th"). */
function scripted(_: string, _ns: string, tag: string, text: string): string {
  const [from, to] = SCRIPT[tag.toLowerCase() as 'sup' | 'sub'];
  const chars = [...text];
  return chars.every((c) => from.includes(c)) ? chars.map((c) => to[from.indexOf(c)]).join('') : text;
}

/** Any tag, for text whose own "<" is escaped (XML: Crossref's JATS), so nothing else looks like one. */
const ANY_TAG = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** XML and HTML character references as characters ("&amp;", "&#8211;", "&#x2014;"); unknown ones stay. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    }
    return ownEntry(ENTITIES, e.toLowerCase()) ?? m;
  });
}

/**
 * Rich text as plain text: the LaTeX logo spelt out, super- and subscript digits in Unicode,
 * tags removed, breaks as spaces. `escaped` text (XML such as Crossref's JATS titles, where a
 * literal "<" arrives as "&lt;") loses every tag and has its character references decoded and
 * its white space collapsed; otherwise (the BibTeX parser's output, CSL-JSON rich text) only
 * the known tags go, so "p < 0.05" stays.
 * @example plainOfMarkup('Le <i>De Anima</i> dans') // 'Le De Anima dans'
 * @example plainOfMarkup('<jats:italic>E. coli</jats:italic> &amp; H<sub>2</sub>O', true) // 'E. coli & H₂O'
 */
export function plainOfMarkup(text: string, escaped = false): string {
  if (!text.includes('<') && !(escaped && text.includes('&'))) return escaped ? text.replace(/\s+/g, ' ').trim() : text;
  const marked = text.replace(LATEX_LOGO, 'LaTeX').replace(SCRIPTED, scripted).replace(BREAK, ' ');
  if (escaped) return decodeEntities(marked.replace(ANY_TAG, '')).replace(/\s+/g, ' ').trim();
  return marked
    .replace(TAG, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
