import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import type { Publication } from '../model/publication.js';
import { plain } from '../rich/run.js';
import type { Context } from '../template/context.js';
import { bookSeries, commaNumber } from './book-series.js';

const ctx = { labels: en, locale: 'en' } as Context;
const inSeries = (number: string): Publication =>
  ({ series: { series: 'Home and Garden Bulletin', number } }) as unknown as Publication;

describe('bookSeries', () => {
  it('prints a number typed with its word once where the style adds the word (ACS Guide record, "No. 72")', () => {
    expect(plain(bookSeries(commaNumber)(inSeries('No. 72'), ctx))).toBe('Home and Garden Bulletin, no. 72');
    expect(plain(bookSeries(commaNumber)(inSeries('72'), ctx))).toBe('Home and Garden Bulletin, no. 72');
  });
  it('keeps the typed word where the style adds none', () => {
    expect(plain(bookSeries(' ')(inSeries('No. 72'), ctx))).toBe('Home and Garden Bulletin No. 72');
  });
  it("keeps a part typed with its own word in place of the style's number word, lower-case (GOST 7.1 «; ч. 2»)", () => {
    expect(plain(bookSeries(commaNumber)(inSeries('Ч. 2'), ctx))).toBe('Home and Garden Bulletin, ч. 2');
    expect(plain(bookSeries(commaNumber)(inSeries('Part 3'), ctx))).toBe('Home and Garden Bulletin, part 3');
  });
});
