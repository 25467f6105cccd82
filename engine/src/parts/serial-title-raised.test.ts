import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { ru } from '../locales/ru.js';
import type { Publication } from '../model/publication.js';
import { plain } from '../rich/run.js';
import type { Context } from '../template/context.js';
import { raisedSerialTitle } from './serial-title-raised.js';

const piece = raisedSerialTitle((pub) => pub.series?.series as string | undefined);
const text = (series: string, russian = false): string =>
  plain(
    piece(
      { series: { series } } as unknown as Publication,
      {
        labels: russian ? ru : en,
        language: russian ? 'RU' : 'EN',
        locale: russian ? 'ru' : 'en',
      } as Context,
    ),
  );

describe('raisedSerialTitle', () => {
  it('raises a journal typed wholly in lower case (acs golden record, "chemistry of materials")', () => {
    expect(text('chemistry of materials')).toBe('Chemistry of Materials');
  });
  it('keeps a title with any capital as typed', () => {
    expect(text('mBio')).toBe('mBio');
    expect(text('Journal of the american chemical society')).toBe('Journal of the american chemical society');
  });
  it('never recases a Russian record', () => {
    expect(text('вестник московского университета', true)).toBe('вестник московского университета');
  });
});
