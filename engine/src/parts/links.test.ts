import { describe, expect, it } from 'vitest';
import { format } from '../index.js';
import { doiLink, urlLink } from './links.js';

describe('doiLink and urlLink: the one link rule', () => {
  it('links a DOI to its resolver however the style writes it', () => {
    expect(doiLink('10.1/x')).toEqual({ text: 'https://doi.org/10.1/x', href: 'https://doi.org/10.1/x' });
    expect(doiLink('10.1/x', (d) => `doi: ${d}`)).toEqual({ text: 'doi: 10.1/x', href: 'https://doi.org/10.1/x' });
  });
  it('links a URL typed without a scheme to http://, and leaves https and mailto alone', () => {
    expect(urlLink('www.example.org/x')).toEqual({ text: 'www.example.org/x', href: 'http://www.example.org/x' });
    expect(urlLink('https://example.org')).toEqual({ text: 'https://example.org', href: 'https://example.org' });
    expect(urlLink('mailto:a@b.org').href).toBe('mailto:a@b.org');
  });
  it('makes a scheme-less URL a working link in every style that prints it (before, harvard, ieee, acs and vancouver gave none)', () => {
    const pub = {
      idTypePublication: 7,
      language: 'EN',
      title: { publicationTitle: 'Page' },
      series: { series: 'Site' },
      accessData: { link: 'www.example.org/page', accessedDate: '10.05.2024' },
    };
    for (const style of ['apa', 'harvard', 'ieee', 'acs', 'vancouver', 'mla', 'iso'] as const) {
      expect(format(pub, style).html, style).toContain('<a href="http://www.example.org/page">');
    }
  });
});
