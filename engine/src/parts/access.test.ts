import { describe, expect, it } from 'vitest';
import { format } from '../index.js';
import type { Publication } from '../model/publication.js';
import { validate } from '../validate.js';
import { doiOf, urlOf } from './access.js';

const withLink = (link: string): Publication =>
  ({
    idTypePublication: 7,
    language: 'RU',
    title: { publicationTitle: 'Страница' },
    series: { series: 'Сайт' },
    accessData: { link, accessedDate: '10.05.2024' },
  }) as Publication;

describe('a link typed with its access label', () => {
  it('is read without the label: "URL:", «Режим доступа:», "Available from:", "Retrieved from"', () => {
    expect(urlOf(withLink('URL: https://example.org/a'))).toBe('https://example.org/a');
    expect(urlOf(withLink('Режим доступа: http://example.org/b'))).toBe('http://example.org/b');
    expect(urlOf(withLink('Режим доступу: http://example.org/b'))).toBe('http://example.org/b');
    expect(urlOf(withLink('Available from: www.example.org/d'))).toBe('www.example.org/d');
    expect(urlOf(withLink('Retrieved from https://example.org/e'))).toBe('https://example.org/e');
    expect(doiOf(withLink('URL: https://doi.org/10.1000/xyz'))).toBe('10.1000/xyz');
  });
  it('keeps a host that only begins with the letters of a label', () => {
    expect(urlOf(withLink('urlaub.de/x'))).toBe('urlaub.de/x');
  });
  it('prints the address and its access date (before, both were dropped) and is no unsafe scheme', () => {
    expect(format(withLink('URL: https://example.org/a'), 'gost2018').text).toContain(
      'URL: https://example.org/a (дата обращения: 10.05.2024)',
    );
    expect(
      validate(withLink('URL: https://example.org/a'), ['gost2018']).filter((i) => i.field === 'accessData.link'),
    ).toEqual([]);
  });
});
