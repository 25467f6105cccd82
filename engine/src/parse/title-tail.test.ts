import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';
import { trimHostTail, trimTitleTail } from './title-tail.js';

describe('trimTitleTail', () => {
  it('drops a medium in brackets, a director, editor or translator, the page cited, an IEEE series', () => {
    expect(trimTitleTail('Harry Potter and the half-blood prince [Motion picture]')).toBe(
      'Harry Potter and the half-blood prince',
    );
    expect(trimTitleTail('Back to Chernobyl. Dir. Bill Kurtis')).toBe('Back to Chernobyl');
    expect(trimTitleTail('Computer Architecture A Quantitative Approach, page 346')).toBe(
      'Computer Architecture A Quantitative Approach',
    );
    expect(trimTitleTail('Gershgorin and His Circles. ser. Springer Series in Computational Mathematics')).toBe(
      'Gershgorin and His Circles',
    );
  });

  it('keeps a title that only looks like one: a bracket that is no medium, a stop inside it', () => {
    expect(trimTitleTail('The Case of [Redacted]')).toBe('The Case of [Redacted]');
    expect(trimTitleTail('Dir. Bill Kurtis')).toBe('Dir. Bill Kurtis');
  });
});

describe('real strings (AnyStyle core set, development part)', () => {
  it('the title ends before "Edited by …, et al." after a quoted title’s closing quote', () => {
    expect(
      parseCitation(
        'Hawthorne, Nathaniel. Novels: “The Scarlet Letter,” “The House of the Seven Gables,” “The Blithedale Romance,” “The Marble Fawn.” Edited by William Charvat, Roy Harvey Pearse, et al. Columbus: Ohio State University Press, 1982.',
      ).publication.title?.publicationTitle,
    ).toBe(
      'Novels: “The Scarlet Letter,” “The House of the Seven Gables,” “The Blithedale Romance,” “The Marble Fawn.”',
    );
  });

  it('the title ends before the director; a month after the publisher is the date', () => {
    expect(
      parseCitation('Back to Chernobyl. Dir. Bill Kurtis. WGBH Educational Foundation, 1989.').publication.title
        ?.publicationTitle,
    ).toBe('Back to Chernobyl');
    expect(
      parseCitation(
        'Wheelwright, Steven C. "A Methodology for Identifying and Utilizing Corporate Objectives in the Strategic Planning Process." Stanford, California: Stanford University Graduate School of Business, April, 1969. (Xerox.)',
      ).publication.outputData?.publisher,
    ).toBe('Stanford University Graduate School of Business');
  });
});

describe('trimTitleTail: reports, editions, manuscripts (AnyStyle core, development part)', () => {
  it("drops a report's label and number, an edition alone and a manuscript's note", () => {
    expect(
      trimTitleTail(
        'Sketchpad: A Man-Machine Graphical Communication System, Tech Report #296, MIT Lincoln Labs, Cambridge, MA, 1963',
      ),
    ).toBe('Sketchpad: A Man-Machine Graphical Communication System');
    expect(trimTitleTail('The Iliad, Books XXIII–XXIV. 4th')).toBe('The Iliad, Books XXIII–XXIV');
    expect(trimTitleTail('Utjulik 2001 Expedition Report. Manuscript')).toBe('Utjulik 2001 Expedition Report');
    // A title that names a report keeps it.
    expect(trimTitleTail('Technical Reports in Science')).toBe('Technical Reports in Science');
  });
});

describe('trimHostTail', () => {
  it("drops a special issue's note and an accepted paper's state after a journal", () => {
    expect(trimHostTail('Computer, Special Issue on Fault-Tolerant Systems').host).toBe('Computer');
    expect(trimHostTail('Special Issue, Culture Theory and Critique').host).toBe('Culture Theory and Critique');
    expect(trimHostTail('Computational Optimization and Applications, to appear').host).toBe(
      'Computational Optimization and Applications',
    );
    expect(trimHostTail('Journal of Special Issues').host).toBe('Journal of Special Issues');
  });

  it("drops the word of a special issue's or supplement's number (AnyStyle core, development part)", () => {
    // 'Rangifer Special Issue 16: 27–35'; '… Electroencephalography and clinical neurophysiology. Supplement'.
    expect(trimHostTail('Rangifer Special Issue').host).toBe('Rangifer');
    expect(trimHostTail('Electroencephalography and clinical neurophysiology. Supplement').host).toBe(
      'Electroencephalography and clinical neurophysiology',
    );
    // NLM's abbreviation keeps its 'Suppl', which is the journal's own name.
    expect(trimHostTail('Acta Orthop Scand Suppl').host).toBe('Acta Orthop Scand Suppl');
  });

  it("drops a number's word, a newspaper's month and the numbers run into the name (AnyStyle gold set)", () => {
    expect(trimHostTail('Cahiers d’études italiennes, n.').host).toBe('Cahiers d’études italiennes');
    expect(trimHostTail('Annales de Bourgogne, t.').host).toBe('Annales de Bourgogne');
    expect(trimHostTail('The New York Times July').host).toBe('The New York Times');
    expect(trimHostTail('Botswana Gazette, August').host).toBe('Botswana Gazette');
    expect(trimHostTail('Journal of Psychology, XXVII')).toEqual({ host: 'Journal of Psychology', volume: 'XXVII' });
    expect(trimHostTail('Window on Wake Forest, XII(3)')).toEqual({
      host: 'Window on Wake Forest',
      volume: 'XII',
      issue: '3',
    });
    expect(trimHostTail('Soins cadres(58)')).toEqual({ host: 'Soins cadres', issue: '58' });
    // A name's own number and figures stay: 'Lunar and Planetary Science XXI', 'Lecture Notes 4'.
    expect(trimHostTail('Lunar and Planetary Science XXI').host).toBe('Lunar and Planetary Science XXI');
  });
});

describe('journals named first or with a French number word (AnyStyle core, development part)', () => {
  it('a magazine named before an unsigned article’s quoted title is the journal, not a person', () => {
    const p = parseCitation('Business Week, "Banks Try to Dodge Fed\'s Grasp," April 5, 1969.').publication;
    expect(p.series?.series).toBe('Business Week');
    expect(p.title?.publicationTitle).toBe("Banks Try to Dodge Fed's Grasp");
    expect(p.authors?.['1'] ?? []).toEqual([]);
  });

  it('"n°" run into a journal’s name is the number’s word', () => {
    expect(
      parseCitation(
        'Lickint, F. (1935), « Der bronchialkrebs der raucher », München med wochenschr, n° 82, p. 1232-1234.',
      ).publication.series?.series,
    ).toBe('München med wochenschr');
  });

  it('a person named first before a quoted title stays the author (composed)', () => {
    const p = parseCitation('Smith, John, "A Study of Things," April 5, 1969.').publication;
    expect(p.authors?.['1']?.[0]?.surname).toBe('Smith');
  });
});

describe('a year opening an author-date entry whose names are on the line above', () => {
  it('is the date, not the title’s (AnyStyle core, development part)', () => {
    expect(
      parseCitation('1968 Tzeltal Numerical Classifiers: A Study in Ethnographic Semantics. Mouton.').publication.title
        ?.publicationTitle,
    ).toBe('Tzeltal Numerical Classifiers: A Study in Ethnographic Semantics');
  });
});
