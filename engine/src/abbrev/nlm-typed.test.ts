import { describe, expect, it } from 'vitest';
import '../index.js';
import { stoppedNlmAbbreviation } from './nlm-typed.js';

describe('stoppedNlmAbbreviation', () => {
  it('writes an NLM abbreviation typed without its stops with them', () => {
    expect(stoppedNlmAbbreviation('J Trauma')).toBe('J. Trauma');
    expect(stoppedNlmAbbreviation('N Engl J Med')).toBe('N. Engl. J. Med.');
  });
  it('restores the last stop a pasted list lost', () => {
    expect(stoppedNlmAbbreviation('J. Membr. Biol')).toBe('J. Membr. Biol.');
  });
  it('leaves full titles and one-word titles alone', () => {
    expect(stoppedNlmAbbreviation('The New England Journal of Medicine')).toBeUndefined();
    expect(stoppedNlmAbbreviation('Nature')).toBeUndefined();
    expect(stoppedNlmAbbreviation('Blood')).toBeUndefined();
  });
});
