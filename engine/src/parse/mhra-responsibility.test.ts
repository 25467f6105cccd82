import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

/** AnyStyle core strings (fixtures/parser/anystyle_core.xml, development part), MHRA's form. */
describe("MHRA's editor or translator after the title", () => {
  it('is the book’s editor, not its title or a second author', () => {
    const p = parseCitation(
      'Wagner, Richard, Mein Leben, Eike Middell (ed.), 2 vols. (Bremen: Carl Schünemann Verlag, 1986).',
    ).publication;
    expect(p.title?.publicationTitle).toBe('Mein Leben');
    expect(p.authors?.['1']).toEqual([{ surname: 'Wagner', name: 'Richard' }]);
    expect(p.authors?.['3']).toEqual([{ surname: 'Middell', name: 'Eike' }]);
  });

  it('reads several editors, a particle and a translator', () => {
    const w = parseCitation(
      'Wordsworth, William, The Prelude, Jonathan Wordsworth, M. H. Abrams, and Stephen Gill (eds.) (New York, NY: Norton, 1979).',
    ).publication;
    expect(w.idTypePublication).toBe(2);
    expect(w.title?.publicationTitle).toBe('The Prelude');
    expect(w.authors?.['3']?.map((p) => p?.surname)).toEqual(['Wordsworth', 'Abrams', 'Gill']);
    const b = parseCitation(
      'Baudelaire, Charles, Oeuvres complètes, Y.-G. Le Dantec (ed.) (Paris: Gallimard, 1951).',
    ).publication;
    expect(b.authors?.['3']).toEqual([{ surname: 'Le Dantec', name: 'Y.-G.' }]);
    const h = parseCitation(
      'Bourdieu, Pierre, Homo Academicus, Peter Collier (trans.) (Stanford University Press, 1988).',
    ).publication;
    expect(h.title?.publicationTitle).toBe('Homo Academicus');
    expect(h.authors?.['4']).toEqual([{ surname: 'Collier', name: 'Peter' }]);
  });
});
