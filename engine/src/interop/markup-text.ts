/**
 * Two sources bring HTML-like markup into text fields: the BibTeX parser
 * (@retorquere/bibtex-parser) renders `\emph`, `\textsc`, `\url`, `\textsuperscript` and case
 * protection as `<i>…</i>`, `<span class="nocase">…</span>`, `<a href="…">…</a>`, and CSL-JSON
 * allows the same tags as its rich text (CSL-JSON schema, "rich text": Zotero exports
 * "<i>Escherichia coli</i>"). A Publication's fields are plain text and each style sets its own
 * italics, so the tags go and their text stays; without this "Le <i>De Anima</i> dans…" would
 * print its tags in every style. Text the parser leaves as text keeps `<` only where it is
 * no tag (TeX's text-mode `<` is already `¡`, a math `$<$` stays as written).
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
const SCRIPTED = /<(sup|sub)>([^<]*)<\/\1>/gi;

/** A super- or subscript in Unicode where every character has a form; otherwise its plain text ("19th"). */
function scripted(_: string, tag: string, text: string): string {
  const [from, to] = SCRIPT[tag.toLowerCase() as 'sup' | 'sub'];
  const chars = [...text];
  return chars.every((c) => from.includes(c)) ? chars.map((c) => to[from.indexOf(c)]).join('') : text;
}

/**
 * Rich text as plain text: the LaTeX logo spelt out, tags removed, breaks as spaces.
 * @example plainOfMarkup('Le <i>De Anima</i> dans') // 'Le De Anima dans'
 */
export function plainOfMarkup(text: string): string {
  if (!text.includes('<')) return text;
  return text
    .replace(LATEX_LOGO, 'LaTeX')
    .replace(SCRIPTED, scripted)
    .replace(BREAK, ' ')
    .replace(TAG, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
