import { describe, expect, it } from 'vitest';
import { articleNumberInJournal, articleNumberOf, isArticleNumber, typedArticleNumber } from './article-number.js';

describe('isArticleNumber', () => {
  it('takes an e-locator for an article number, never a page or a range', () => {
    expect(isArticleNumber('e0193972')).toBe(true);
    expect(isArticleNumber(' E12345 ')).toBe(true);
    expect(isArticleNumber('445')).toBe(false);
    expect(isArticleNumber('207-217')).toBe(false);
    expect(isArticleNumber('S12')).toBe(false);
    expect(isArticleNumber(undefined)).toBe(false);
  });
  it('takes digits led by a zero for an article number (a page never starts with 0)', () => {
    expect(isArticleNumber('061103')).toBe(true);
    expect(isArticleNumber('0123')).toBe(true);
    // Seven digits are never a page (IEEE Photon. J., "Art. no. 2600111"); nor are six, no
    // volume runs to 100,000 pages (J. Chem. Phys. 124, 124106: BibLaTeX's eid, APA 7 10.1).
    expect(isArticleNumber('2600111')).toBe(true);
    expect(isArticleNumber('124106')).toBe(true);
    expect(isArticleNumber('44556')).toBe(false);
    expect(isArticleNumber('012')).toBe(false);
  });
});

describe('typedArticleNumber', () => {
  it('reads a number typed with its article word, whatever its length', () => {
    expect(typedArticleNumber('Article 123')).toBe('123');
    expect(typedArticleNumber('Art. no. 123')).toBe('123');
    expect(typedArticleNumber('art. 45')).toBe('45');
    expect(typedArticleNumber('Article number 4521')).toBe('4521');
    expect(typedArticleNumber('Art. No. e1002')).toBe('e1002');
  });
  it('leaves pages and page labels alone', () => {
    expect(typedArticleNumber('123')).toBeUndefined();
    expect(typedArticleNumber('pp. 12-20')).toBeUndefined();
    expect(typedArticleNumber('Artikel')).toBeUndefined();
    expect(typedArticleNumber(undefined)).toBeUndefined();
  });
  it('gives the bare article number or the typed one (articleNumberOf)', () => {
    expect(articleNumberOf('Article 123')).toBe('123');
    expect(articleNumberOf(' 061103 ')).toBe('061103');
    expect(articleNumberOf('123')).toBeUndefined();
  });
});

describe('articleNumberInJournal', () => {
  it("takes a single number in a journal that numbers its articles for the article's number", () => {
    expect(articleNumberInJournal('86', 'BMC Medicine', '10.1186/s12916-019-1318-5')).toBe('86');
    expect(articleNumberInJournal('123', 'BMC Genomics', undefined)).toBe('123');
    expect(articleNumberInJournal('4521', 'Scientific Reports', '10.1038/s41598-020-12345-6')).toBe('4521');
  });
  it('leaves ranges and other journals alone', () => {
    expect(articleNumberInJournal('86-92', 'BMC Medicine', '10.1186/x')).toBeUndefined();
    expect(articleNumberInJournal('86', 'Nature', '10.1038/nature14539')).toBeUndefined();
    expect(articleNumberInJournal('86', 'Langmuir', undefined)).toBeUndefined();
  });
});
