import { describe, expect, it } from 'vitest';
import { format } from '../format-one.js';
import { parseCitation } from './parse-citation.js';

const special = (s: string) => parseCitation(s).publication.specialData;

describe('an English thesis statement names its degree', () => {
  it('reads a PhD as the doctor of philosophy (degree 2, science 23), never as degree 3', () => {
    for (const s of [
      'Smith, J. (2010). On things [Doctoral dissertation, MIT].',
      'J. Smith, "On things," Ph.D. dissertation, MIT, Cambridge, MA, 2010.',
      'Smith J. On things [dissertation]. Cambridge (MA): MIT; 2010.',
      'Smith, John. "On Things." PhD diss., MIT, 2010.',
    ])
      expect(special(s), s).toMatchObject({ idAcademicDegree: 2, idScience: 23 });
  });

  it("reads a master's thesis as degree 3, and the styles print it so", () => {
    const pub = parseCitation("Doe, J. (2011). On stuff [Master's thesis, MIT].").publication;
    expect(pub.specialData).toMatchObject({ idAcademicDegree: 3 });
    expect(format(pub as never, 'apa7').text).toMatch(/master's thesis/i);
  });

  it('prints a parsed PhD as a doctoral dissertation', () => {
    const pub = parseCitation('J. Smith, "On things," Ph.D. dissertation, MIT, Cambridge, MA, 2010.').publication;
    expect(format(pub as never, 'apa7').text).toMatch(/doctoral dissertation/i);
  });
});

describe('the university of an English thesis', () => {
  it('is specialData.organization, not a host; a database after the bracket is the publisher', () => {
    // AnyStyle's core set (development part) and the APA 7 form of the fixtures.
    const andersen = parseCitation(
      'Lars Ole Andersen. Program Analysis and Specialization for the C Programming Language. PhD thesis, DIKU, University of Copenhagen, May 1994.',
    ).publication;
    expect(andersen.series).toBeUndefined();
    expect(andersen.specialData?.organization).toBe('DIKU, University of Copenhagen');
    const kabir = parseCitation(
      'Kabir, J. M. (2016). Factors influencing customer satisfaction at a fast food hamburger chain: The relationship between customer satisfaction and customer loyalty [Doctoral dissertation, Wilmington University]. ProQuest Dissertations and Theses Global.',
    ).publication;
    expect(kabir.specialData?.organization).toBe('Wilmington University');
    expect(kabir.outputData?.publisher).toBe('ProQuest Dissertations and Theses Global');
  });
});

describe("a thesis's degree words are its genre, never its university", () => {
  // AnyStyle core strings (fixtures/parser/anystyle_core.xml); the style helpers met them as
  // 'Ph.D.' or 'Unpublished' printed for the university.
  it.each([
    [
      'Millroth, H., Reforming Compilation of Logic Programs, Ph.D. Thesis, Computing Science Department, Uppsala University, 1990.',
      'Computing Science Department, Uppsala University',
    ],
    [
      'Lindberg, Sara M. "Gender-Role Identity Development During Adolescence: Individual, Familial, and Social Contextual Predictors of Gender Intensification." Ph.D. diss., University of Wisconsin-Madison, 2008.',
      'University of Wisconsin-Madison',
    ],
    [
      'Tamminga, M. (2014). The dynamic production of variation (Unpublished doctoral dissertation). University of Pennsylvania.',
      'University of Pennsylvania',
    ],
  ])('%s', (text, university) => {
    const pub = parseCitation(text).publication;
    expect(pub.specialData).toMatchObject({ organization: university, idAcademicDegree: 2, idScience: 23 });
    expect(pub.outputData?.publisher).toBeUndefined();
  });

  // Composed on the form of an AnyStyle string.
  it('keeps the place after the university apart from it', () => {
    const pub = parseCitation(
      'Smith, J. (1994). Computer support in design. Ph.D. Thesis, Universiteit Leiden, Netherlands.',
    ).publication;
    expect(pub.specialData?.organization).toBe('Universiteit Leiden');
    expect(pub.outputData?.editionPlace).toBe('Netherlands');
  });
});

describe("a master's thesis by its abbreviation", () => {
  // Composed on the IEEE and APA forms ("M.S. thesis", "M.Sc. Thesis").
  it('is degree 3 with the university as the body, never "M.S."', () => {
    const ieee = parseCitation(
      'J. Smith, "On things," M.S. thesis, Dept. Elect. Eng., Univ. of Texas, Austin, TX, 2010.',
    ).publication;
    expect(ieee.specialData).toMatchObject({ idAcademicDegree: 3, organization: 'Dept. Elect. Eng., Univ. of Texas' });
    expect(ieee.outputData).toMatchObject({ editionPlace: 'Austin, TX' });
    expect(ieee.outputData?.publisher).toBeUndefined();
    const apa = parseCitation('Smith, J. (2010). On things. M.Sc. Thesis, University of Leeds.').publication;
    expect(apa.specialData).toMatchObject({ idAcademicDegree: 3, organization: 'University of Leeds' });
  });

  it('names the body once when it was read as the host and as the publisher (AnyStyle core, development part)', () => {
    const pub = parseCitation(
      'Allen, James F. (1979). A Plan-Based Approach to Speech Act Recognition. PhD thesis, Department of Computer Science, University of Toronto, Toronto, Canada. Published as University of Toronto, Department of Computer Science Technical Report No. 131.',
    ).publication;
    expect(pub.specialData?.organization).toBe('Department of Computer Science, University of Toronto');
    expect(pub.outputData?.publisher).toBeUndefined();
  });
});
