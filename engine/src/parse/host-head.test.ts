import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const read = (text: string) => {
  const p = parseCitation(text).publication;
  return { title: p.title?.publicationTitle, container: p.series?.series ?? p.host?.title };
};

// Real strings of the development part of AnyStyle's core set (fixtures/parser/anystyle_core.xml).
describe('the head of a journal', () => {
  it('gives a place that closes the title back to the title', () => {
    expect(
      read(
        'Mair, W.D., et al., Discovery of a 25-cm asteroid clast in the giant Morokweng impact crater, South Africa, Nature, v. 441, pp. 203-206, 2006',
      ),
    ).toEqual({
      title: 'Discovery of a 25-cm asteroid clast in the giant Morokweng impact crater, South Africa',
      container: 'Nature',
    });
    expect(
      read(
        'Holliday, V. T., Kring, D.A., Mayer, J.H. & Goble, R.J., Age and effects of the Odessa meteorite impact, western Texas, USA. Geology, v. 33, no. 12, pp. 945-948. 2005.',
      ),
    ).toEqual({ title: 'Age and effects of the Odessa meteorite impact, western Texas, USA', container: 'Geology' });
  });

  it('keeps an abbreviated journal whole where a physics list prints no title', () => {
    expect(read('[8] R. Argurio, M. Bertolini, S. F. Franco and S. Kachru, Fortsch. Phys. 55, 644 (2007).')).toEqual({
      title: undefined,
      container: 'Fortsch. Phys',
    });
    // (Composed, in the form of the physics strings: the journal read whole and its head as the title.)
    expect(read('A. Kumar, R. Singh, Phys. Lett. B 88 (2008) 1215–1224.')).toEqual({
      title: undefined,
      container: 'Phys. Lett. B',
    });
    expect(read('I. Schropp, H. A. Atwater, A. Polman, Opt. Express 2010, 18, A237.')).toEqual({
      title: undefined,
      container: 'Opt. Express',
    });
  });
});

describe('a host that begins with the end of the title (AnyStyle core, development part)', () => {
  it('starts after the title', () => {
    const journal = (text: string) => parseCitation(text).publication.series?.series;
    expect(
      journal(
        'Malik Mufti, ‘Democratizing Potential of the ‘Arab Spring’: Some Early Observations’, Government and Opposition, 50: 3 (2015), 394-419.',
      ),
    ).toBe('Government and Opposition');
    expect(
      journal(
        'A. BERTRAND, Les anciennes populations de la Gaule. Résumé du travail de la Commission de la Topographie des Gaules, Revue archéologique, 1864, pp. 323_332 et 404_413.',
      ),
    ).toBe('Revue archéologique');
  });

  it('starts after the place or clause closing a title with commas (AnyStyle gold set)', () => {
    const read = (text: string) => {
      const p = parseCitation(text).publication;
      return [p.title?.publicationTitle, p.series?.series];
    };
    expect(
      read(
        'Gibson, R. L., Reimold, W. U., Petrographic evidence for high shock pressures and shock pressure heterogeneity in the Vredefort Impact Structure, South Africa, Meteoritics & Planetary Science, vol.36, no. 9, Supplement. p. A65. 2001.',
      ),
    ).toEqual([
      'Petrographic evidence for high shock pressures and shock pressure heterogeneity in the Vredefort Impact Structure, South Africa',
      'Meteoritics & Planetary Science',
    ]);
    expect(
      read(
        'Schmitt, R.T., Wittmann, A., Stoffler, D., Geochemistry of drill core samples from Yaxcopoil-1, Chicxulub impact crater, Mexico, Meteoritics and Planetary Science, v. 39, pp. 979-1001, 2004',
      )[1],
    ).toBe('Meteoritics and Planetary Science');
  });

  it('a title that runs on into its journal ends before it (AnyStyle gold set)', () => {
    const read = (text: string) => {
      const p = parseCitation(text).publication;
      return [p.title?.publicationTitle, p.series?.series];
    };
    expect(read('Roads, Curtis, 1986, The tsukuba musical robot, Computer Music Journal 10 (2): 39-43.')).toEqual([
      'The tsukuba musical robot',
      'Computer Music Journal',
    ]);
    expect(
      read(
        'Manch, S. (2013) Competency-Based Performance Management: A Remedy for Eroding Firm Culture, University of St Thomas Law Journal, 11(1), pp. 39–50.',
      ),
    ).toEqual([
      'Competency-Based Performance Management: A Remedy for Eroding Firm Culture',
      'University of St Thomas Law Journal',
    ]);
    // A book's subtitle after a stop, with no journal's numbers, stays in the title.
    expect(
      read(
        'Goodman, N. (1976). Languages of art. An approach to a theory of symbols (2 ed.). Indianapolis: Hackett.',
      )[0],
    ).toBe('Languages of art. An approach to a theory of symbols');
  });
});
