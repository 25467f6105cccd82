import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { testContext } from '../template/test-context.js';
import { areaPageLabel, labelledPagesText } from './page-label.js';

const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale, 'article');
const pub = (pages: string): Publication => ({ idTypePublication: 1, physical: { pages } }) as Publication;

describe('labelledPagesText: the one page-label rule', () => {
  it('labels one page "p." and a range "pp." in English, «с.» in Russian', () => {
    expect(labelledPagesText(pub('5'), ctx('en'), { dash: '–' })).toBe('p. 5');
    expect(labelledPagesText(pub('5-12'), ctx('en'), { dash: '–' })).toBe('pp. 5–12');
    expect(labelledPagesText(pub('5-12'), ctx('ru'), { dash: '–' })).toBe('с. 5–12');
  });
  it('takes the national area label, ASA’s capital, elision and digits only as options', () => {
    expect(labelledPagesText(pub('10-20'), ctx('ru'), { dash: '–', label: areaPageLabel })).toBe('С. 10–20');
    expect(labelledPagesText(pub('457-514'), ctx('en'), { dash: '–', upper: true })).toBe('Pp. 457–514');
    expect(labelledPagesText(pub('153-168'), ctx('en'), { dash: '-', abbreviate: true })).toBe('pp. 153-68');
    expect(labelledPagesText(pub('С. 10a–20'), ctx('ru'), { dash: '–', digitsOnly: true, label: areaPageLabel })).toBe(
      'С. 10–20',
    );
  });
  it('gives nothing without pages', () => {
    expect(labelledPagesText(pub(''), ctx('en'), { dash: '–' })).toBeUndefined();
  });
});
