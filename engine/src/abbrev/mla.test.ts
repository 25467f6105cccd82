import { describe, expect, it } from 'vitest';
import { abbreviatePublisherMla, MLA_MONTHS } from './mla.js';

describe('MLA abbreviation table (MLA Handbook 8th, 2.5.2 and appendix 1)', () => {
  it.each([
    ['Oxford University Press', 'Oxford UP'],
    ['University of Chicago Press', 'U of Chicago P'],
    ['Cambridge University Press', 'Cambridge UP'],
    ['Modern Language Association of America', 'Modern Language Association of America'],
    ['W. W. Norton & Company', 'W. W. Norton'],
    ['Leonard Smithers and Company', 'Leonard Smithers'],
    ['Houghton Mifflin Company', 'Houghton Mifflin'],
    ['Helion & Co', 'Helion'],
    ['John Wiley and Sons, Inc', 'John Wiley and Sons'],
    ['Penguin Books Ltd.', 'Penguin Books'],
    ['Harvard University', 'Harvard U'],
    ['MIT Press', 'MIT P'],
    ['Routledge', 'Routledge'],
    // MLA 9th, p. 172: no initial article, "and" for an ampersand.
    ['The MIT Press', 'MIT P'],
    ['Farrar & Rinehart', 'Farrar and Rinehart'],
    ['A Different Light', 'Different Light'],
  ])('%s → %s', (name, short) => {
    expect(abbreviatePublisherMla(name)).toBe(short);
  });

  it('never returns an empty name', () => {
    expect(abbreviatePublisherMla('Inc.')).toBe('Inc.');
  });

  it('keeps May, June and July whole and writes Sept.', () => {
    expect(MLA_MONTHS[4]).toBe('May');
    expect(MLA_MONTHS[5]).toBe('June');
    expect(MLA_MONTHS[6]).toBe('July');
    expect(MLA_MONTHS[8]).toBe('Sept.');
    expect(MLA_MONTHS).toHaveLength(12);
  });
});
