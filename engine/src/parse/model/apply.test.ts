import { describe, expect, it } from 'vitest';
import { parseCitation } from '../parse-citation.js';

const hostOf = (text: string) => {
  const p = parseCitation(text).publication;
  return p.host?.title ?? p.series?.series;
};

describe('the model’s host span', () => {
  it('leaves out a year in brackets after the host', () => {
    expect(
      hostOf(
        'Faulhaber, G. R., ‘Design of Service Systems with Priority Reservation’, in Conference Record of the 1995 IEEE International Conference on Communications (1995), pp. 3–8.',
      ),
    ).toBe('Conference Record of the 1995 IEEE International Conference on Communications');
  });

  it('takes the model’s publisher where the rules’ ran back into the words before it', () => {
    const p = parseCitation(
      'Levin, David, Unsettling Opera: Staging Mozart, Verdi, Wagner, and Zemlinsky (University of Chicago Press, 2007).',
    ).publication;
    expect(p.outputData?.publisher).toBe('University of Chicago Press');
  });

  it('takes the model’s place where the rules’ holds what the model read as publisher beside it', () => {
    const p = parseCitation(
      'Soderbergh, Steven, director. Che. DVD. New York: Criterion Collection, 2008.',
    ).publication;
    expect(p.outputData?.editionPlace ?? p.host?.editionPlace).toBe('New York');
  });
});

// Real strings of AnyStyle's core set (fixtures/parser/anystyle_core.xml).
describe('what the model’s spans give', () => {
  it('keeps the letter of a page number ("A44", a newspaper section)', () => {
    expect(
      parseCitation(
        'Jen Lin-Liu, “Textbook Pirates Find a Huge Market in China,” Chronicle of Higher Education, April 2, 2004, A44.',
      ).publication.physical?.pages,
    ).toBe('A44');
  });

  it('reads "Ed." before an editor as the role, not a given name', () => {
    const p = parseCitation(
      'Douglass, Frederick. My Bondage and My Freedom. Ed. William L. Andrews. Urbana: University of Illinois Press, 1987.',
    ).publication;
    expect(p.authors?.['3']).toEqual([{ surname: 'Andrews', name: 'William', fathername: 'L.' }]);
  });

  it('reads "United Nations" as a body, not the person "Nations, U."', () => {
    const p = parseCitation(
      'United Nations. "Human Rights." Accessed May 29, 2013. http://www.un.org/en/globalissues/humanrights/.',
    ).publication;
    expect(p.authors?.['1']).toBeUndefined();
    expect(p.authors?.['5']).toEqual([{ surname: 'United Nations' }]);
  });
});

describe('editors named with the word "editors"', () => {
  it('are the editors, and the model’s title does not repeat the subtitle', () => {
    // A real string of AnyStyle's core set (development part).
    const p = parseCitation(
      'M. C. Ferris and J.-S. Pang (editors). Complementarity and variational problems : State of the Art. SIAM Publications, 1997.',
    ).publication;
    expect(p.authors?.['3']?.map((x) => x.surname)).toEqual(['Ferris', 'Pang']);
    expect(p.title?.infoAbouteTitle).toBeUndefined();
  });
});

describe('names given first with "eds." and a comma before the title', () => {
  it('are the editors, not the title’s head', () => {
    // A real string of AnyStyle's core set (development part).
    const p = parseCitation(
      'Ralph H. Abraham and Yoshisuke Ueda, eds., The Chaos Avant-Garde: Memoirs of the Early Days of Chaos Theory (Singapore: World Scientific Publishing Co., 2001). See Chapters 3 and 4.',
    ).publication;
    expect(p.authors?.['3']?.map((x) => x.surname)).toEqual(['Abraham', 'Ueda']);
    expect(p.title?.publicationTitle).toBe('The Chaos Avant-Garde: Memoirs of the Early Days of Chaos Theory');
  });
});
