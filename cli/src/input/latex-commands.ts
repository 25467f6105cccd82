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
};

/** A command's text (`\textquotesingle` → `'`), or undefined when it has none known. */
export function latexCommand(tex: string): string | undefined {
  const name = /^\\([A-Za-z]+)/.exec(tex.trim())?.[1];
  return name === undefined ? undefined : COMMANDS[name];
}
