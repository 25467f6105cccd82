import { ownEntry } from '../model/own-entry.js';

/**
 * TeX text commands the BibTeX parser does not know, as Unicode (the LaTeX "textcomp" names
 * that real files use: Zotero and Mendeley exports write `{\textquotesingle}`). The parser
 * decodes accents, dashes and the common symbols itself; this covers what it leaves.
 */
const COMMANDS: Record<string, string> = {
  textquotesingle: "'",
  textquotedbl: '"',
  textasciigrave: '`',
  textasciitilde: '~',
  textasciicircum: '^',
  textbackslash: '\\',
  textbar: '|',
  textless: '<',
  textgreater: '>',
  textunderscore: '_',
  textendash: '–',
  textemdash: '—',
  textellipsis: '…',
  textnumero: '№',
  textdegree: '°',
  textcelsius: '℃',
  textmu: 'µ',
  textperthousand: '‰',
  textregistered: '®',
  texttrademark: '™',
  textcopyright: '©',
  textsection: '§',
  textparagraph: '¶',
  textbullet: '•',
  textdagger: '†',
  textdaggerdbl: '‡',
  textminus: '−',
  texttimes: '×',
  textdiv: '÷',
  textpm: '±',
  guillemotleft: '«',
  guillemotright: '»',
  guillemetleft: '«',
  guillemetright: '»',
  quotedblbase: '„',
  quotesinglbase: '‚',
  textquoteleft: '‘',
  textquoteright: '’',
  textquotedblleft: '“',
  textquotedblright: '”',
  nobreakspace: ' ',
  slash: '/',
  // The TeX family's logos, spelt as running text writes them (the parser drops them otherwise: "The book" for "The \TeX book").
  TeX: 'TeX',
  BibTeX: 'BibTeX',
  LaTeXe: 'LaTeX2e',
  XeTeX: 'XeTeX',
  LuaTeX: 'LuaTeX',
  ConTeXt: 'ConTeXt',
  AmS: 'AMS',
  // BibLaTeX's hyphen that allows breaking elsewhere in the word (biblatex manual §3.13.3).
  hyphen: '-',
  // Commands that only steer TeX (case, spacing, protection) and print nothing themselves;
  // their argument, if any, is kept by the parser, and no warning is due.
  protect: '',
  autocap: '',
  arabic: '',
  relax: '',
  ' ': ' ',
};

/** A command's text (`\textquotesingle` → `'`), or undefined when it has none known. */
export function latexCommand(tex: string): string | undefined {
  // "\ " (a control space) is a command too: its name is the space.
  const name = /^\\([A-Za-z]+| )/.exec(tex.trimStart())?.[1];
  return name === undefined ? undefined : ownEntry(COMMANDS, name);
}
