import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const read = (text: string) => parseCitation(text).publication;
const names = (people: { surname?: unknown; name?: unknown }[] | null | undefined) =>
  people?.map((p) => `${p.name} ${p.surname}`);

describe('an English translator named after the title (AnyStyle core, dev strings)', () => {
  it('"Translated by …" of a book (605)', () => {
    const p = read(
      'Héring, Jean. The Second Epistle of Saint Paul to the Corinthians. Translated by A. W. Heathcote and P. J. Allcock. Eugene: Wipf & Stock, 1967.',
    );
    expect(p.authors?.['4']?.map((a) => a.surname)).toEqual(['Heathcote', 'Allcock']);
    expect(p.title?.publicationTitle).toBe('The Second Epistle of Saint Paul to the Corinthians');
  });

  it('"Edited and translated by …" names the editor and the translator (383)', () => {
    const p = read(
      'Lefebvre, Henri. The Production of Space. Edited and translated by Donald Nicholson-Smith. Oxford: Blackwell, 1991.',
    );
    expect(names(p.authors?.['3'])).toEqual(['Donald Nicholson-Smith']);
    expect(names(p.authors?.['4'])).toEqual(['Donald Nicholson-Smith']);
  });

  it('MLA 7\'s "Trans. …" is the translator, not the head of the journal (777, held out: reported, not tuned on)', () => {
    const p = read(
      'Abraham, Nicolas. “Notes on the Phantom: A Complement to Freud’s Metapsychology.” Trans. Nicholas Rand. Critical Inquiry 13.2 (1989): 287-292.',
    );
    expect(p.series?.series).toBe('Critical Inquiry');
    expect(names(p.authors?.['4'])).toEqual(['Nicholas Rand']);
  });

  it("in brackets after the title (424); not a chapter's host's (516), nor names sharing a surname", () => {
    expect(
      names(
        read('Kapr, A. (1995). Johann Gutenberg (translated by Douglas Martin). New York: Scholar Press.').authors?.[
          '4'
        ],
      ),
    ).toEqual(['Douglas Martin']);
    const chapter = read(
      'Deleuze, Gilles. “Bartleby; or, the Formula.” In Essays: Critical and Clinical, translated by Daniel W. Smith, 68-90. London: Verso, 1998.',
    );
    expect(chapter.authors?.['4']).toBeUndefined();
    expect(
      read(
        '———. The Trial. Translated by Willa and Edwin Muir; revised by E. M. Butler. New York: Schocken Books, 1984.',
      ).authors?.['4'],
    ).toBeUndefined();
  });
});
