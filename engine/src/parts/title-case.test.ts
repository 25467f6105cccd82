import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case.js';

describe('titleCase (CMOS 16, 8.157; MLA 8th, 1.2.1)', () => {
  it.each([
    ['Formation of evenly spaced ridges and valleys', 'Formation of Evenly Spaced Ridges and Valleys'],
    ['Is the Hawaiian hotspot fixed?', 'Is the Hawaiian Hotspot Fixed?'],
    ['a survey of reading habits', 'A Survey of Reading Habits'],
    ['Using metaknowledge to improve search results', 'Using Metaknowledge to Improve Search Results'],
    ['Madness and civilization: a history of insanity', 'Madness and Civilization: A History of Insanity'],
    [
      'Information and documentation — guidelines for references',
      'Information and Documentation — Guidelines for References',
    ],
    ['what it is made of', 'What It Is Made Of'],
    ['Digital_Humanities', 'Digital_Humanities'],
    ['the IUPUI campaign and iPhone sales', 'The IUPUI Campaign and iPhone Sales'],
    ['Mesozoic-Cenozoic Cordilleran plate tectonics', 'Mesozoic-Cenozoic Cordilleran Plate Tectonics'],
    // CMOS 16, 8.161: both halves of a hyphenated compound, but not after a prefix or before a minor word.
    ['large-scale dynamics of domain-specific talent', 'Large-Scale Dynamics of Domain-Specific Talent'],
    ['non-linear models and anti-inflammatory drugs', 'Non-linear Models and Anti-inflammatory Drugs'],
    ['a step-by-step guide', 'A Step-by-Step Guide'],
    ['Large-scale analysis of narrow-band signals', 'Large-Scale Analysis of Narrow-Band Signals'],
    // A closed-up dash separates words as a spaced one does; an abbreviation's stop ends no clause.
    ['Infrared navigation—part I: an assessment', 'Infrared Navigation—Part I: An Assessment'],
    ['mother and mother–child programs', 'Mother and Mother–Child Programs'],
    ['U.S. and world population clock', 'U.S. and World Population Clock'],
    ['Health care in the U.S.', 'Health Care in the U.S.'],
  ])('%s → %s', (input, output) => {
    expect(titleCase(input)).toBe(output);
  });
});
