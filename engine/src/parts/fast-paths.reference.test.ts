/**
 * The parts' fast paths checked against their plain statements, on random text heavy in
 * white space of every kind, hyphens, letters that change length when upper-cased and
 * characters outside the Basic Multilingual Plane.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialsOfWords, initialsPlain } from './names.js';

const chars = fc.constantFrom(
  'a',
  'ß',
  'ǆ',
  'ﬁ',
  'я',
  'Ё',
  'і',
  'ї',
  '𝒜',
  '\ud835',
  '\udc9c',
  ' ',
  '  ',
  '\t',
  '\n',
  '\u00a0',
  '\u2009',
  '\u3000',
  '\ufeff',
  '.',
  '-',
  'x',
);
const text = fc.array(chars, { maxLength: 16 }).map((cs) => cs.join(''));

describe('parts fast paths against their plain statements', () => {
  it('initialsOfWords is initialsPlain for given names without a hyphen', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('.', ''), fc.constantFrom(' ', ''), (given, dot, space) => {
        const plain = given.replaceAll('-', '');
        expect(initialsOfWords(plain, dot, space)).toBe(initialsPlain(plain, dot, space));
      }),
      { numRuns: 5000 },
    );
  });
});
