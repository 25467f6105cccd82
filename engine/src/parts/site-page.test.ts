import { describe, expect, it } from 'vitest';
import { isSitePage } from './site-page.js';

const web = (link?: string) => ({ idTypePublication: 7, accessData: link ? { link } : undefined });

describe('isSitePage', () => {
  it('takes a path below the home for a page', () => {
    expect(isSitePage(web('http://bookchamber.ru/isbn.html'))).toBe(true);
    expect(isSitePage(web('https://zakon.rada.gov.ua/laws/show/1556-18'))).toBe(true);
    expect(isSitePage(web('https://example.org/?p=12'))).toBe(true);
  });
  it('takes the home for the whole site', () => {
    expect(isSitePage(web('https://www.rsl.ru'))).toBe(false);
    expect(isSitePage(web('https://www.rsl.ru/'))).toBe(false);
    expect(isSitePage(web('https://www.rsl.ru/ru/'))).toBe(false);
    expect(isSitePage(web('https://example.org/index.html'))).toBe(false);
  });
  it('cannot tell without a URL', () => {
    expect(isSitePage(web())).toBe(false);
  });
});
