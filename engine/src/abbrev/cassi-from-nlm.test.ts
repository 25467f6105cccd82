import { describe, expect, it } from 'vitest';
import './journal-title-lists.js';
import { cassiFromNlm } from './cassi-from-nlm.js';

describe('cassiFromNlm (ACS Guide 14.2.1: CASSI abbreviations, ISO 4 with full stops)', () => {
  it.each([
    ['The New England Journal of Medicine', 'N. Engl. J. Med.'],
    ['Brain Research', 'Brain Res.'],
    [
      'Proceedings of the National Academy of Sciences of the United States of America',
      'Proc. Natl. Acad. Sci. U. S. A.',
    ],
    // A title typed as NLM abbreviates it is found too.
    ['N Engl J Med', 'N. Engl. J. Med.'],
    // Acronyms take no stop; NLM's place qualifier is dropped.
    ['JAMA', 'JAMA'],
    ['Journal of Antibiotics', 'J. Antibiot.'],
  ])('%s → %s', (title, cassi) => {
    expect(cassiFromNlm(title)).toBe(cassi);
  });
  it('misses a title NLM lacks and a Cyrillic title', () => {
    expect(cassiFromNlm('Journal of Economic Perspectives')).toBeUndefined();
    expect(cassiFromNlm('Вопросы экономики')).toBeUndefined();
  });
});
