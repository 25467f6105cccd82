import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPublication } from '../format.js';
import type { Publication } from '../model/publication.js';
import { toText } from '../rich/to-text.js';
import { STYLES } from '../styles/index.js';
import { DEFAULT_SUFFIX, isNameSuffix, splitSuffix, suffixText, trailingSuffix } from './name-suffix.js';

describe('splitSuffix', () => {
  it('finds a suffix typed in the given names, alone or after them, with or without a comma', () => {
    expect(splitSuffix({ surname: 'Smith', name: 'John', fathername: 'Jr.' })).toEqual({
      person: { surname: 'Smith', name: 'John', fathername: undefined },
      suffix: 'Jr.',
    });
    expect(splitSuffix({ surname: 'King', name: 'Martin', fathername: 'Luther, Jr.' }).suffix).toBe('Jr.');
    expect(splitSuffix({ surname: 'Ford', name: 'John R. III' })).toEqual({
      person: { surname: 'Ford', name: 'John R.' },
      suffix: 'III',
    });
    expect(splitSuffix({ surname: 'Baes Jr.', name: 'C. F.' })).toEqual({
      person: { surname: 'Baes', name: 'C. F.' },
      suffix: 'Jr.',
    });
  });

  it('leaves initials and names that only look like one alone', () => {
    for (const person of [
      { surname: 'Smith', name: 'J.', fathername: 'I.' },
      { surname: 'Smith', name: 'Ivor', fathername: 'V.' },
      { surname: 'Junior', name: 'Jr' },
      { surname: 'Sr', name: 'Anna' },
      { surname: 'Иванов', name: 'Иван', fathername: 'Иванович' },
      { surname: 'Jrnold', name: 'Sam Juniper' },
    ])
      expect(splitSuffix(person)).toEqual({ person });
  });

  it('never loses a letter: the rest and the suffix give back the field', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (value) => {
        const split = trailingSuffix(value);
        if (!split) return;
        expect(value.startsWith(split[0])).toBe(true);
        expect(value.endsWith(split[1])).toBe(true);
        expect(isNameSuffix(split[1])).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('suffixText', () => {
  it('writes "Jr." with its stop, or as NLM does: no stop, Roman numerals as ordinals', () => {
    expect(suffixText('Jr', DEFAULT_SUFFIX)).toBe('Jr.');
    expect(suffixText('jr.', DEFAULT_SUFFIX)).toBe('Jr.');
    expect(suffixText('III', DEFAULT_SUFFIX)).toBe('III');
    const nlm = { inverted: ' ', direct: ' ', nlm: true };
    expect(suffixText('Jr.', nlm)).toBe('Jr');
    expect(suffixText('III', nlm)).toBe('3rd');
    expect(suffixText('II', nlm)).toBe('2nd');
  });
});

describe('a suffix in whole entries', () => {
  // Composed by the project: an article by two authors with suffixes, typed as importers and
  // users type them (in the given names, after a comma or not).
  const pub = {
    idTypePublication: 1,
    language: 'EN',
    title: { publicationTitle: 'My adventures in Alexandretta' },
    series: { series: 'Journal of Fictional Archeology', volume: 1 },
    outputData: { year: 1941 },
    physical: { pages: '1-19' },
    authors: {
      '1': [
        { surname: 'Jones', name: 'Henry', fathername: 'W. Jr.' },
        { surname: 'Ford', name: 'John', fathername: 'R., III' },
      ],
    },
  } as unknown as Publication;
  const text = (style: keyof typeof STYLES) => toText(formatPublication(pub, STYLES[style]));

  it('sets it off by commas where the name is inverted, by a space where it is not (APA 7, 9.8, p. 286; APA Style blog, "Jr., Sr., and other suffixes", 2012)', () => {
    expect(text('apa7')).toMatch(/^Jones, H\. W\., Jr\., & Ford, J\. R\., III\. \(1941\)/);
  });

  it('CMOS 17 (6.43, 14.75): "Jones, Henry W., Jr., and John R. Ford III"', () => {
    expect(text('chicago')).toMatch(/^Jones, Henry W\., Jr\., and John R\. Ford III\. /);
  });

  it('NLM (Citing Medicine, ch. 1, author rules): "Jones HW Jr, Ford JR 3rd"', () => {
    expect(text('vancouver')).toMatch(/^Jones HW Jr, Ford JR 3rd\. /);
  });

  it('IEEE Reference Guide (V 3.28.2025): "no commas around Jr., Sr., III", as its example "W. P. Pratt Jr."', () => {
    expect(text('ieee')).toMatch(/^H\. W\. Jones Jr\. and J\. R\. Ford III, /);
  });

  it('is never read as an initial in any style', () => {
    for (const style of [
      'apa',
      'apa7',
      'mla',
      'harvard',
      'acs',
      'gsa',
      'iso',
      'asa',
      'mhra',
      'gost',
      'gost2018',
      'dstu',
    ] as const)
      expect(text(style), style).not.toMatch(/\bJ\. Jones|Jr\. Jones|I\. Ford|W\. J\. Jones/);
  });
});
