import { describe, expect, it } from 'vitest';
import entries from './entries.json';
import { feedIn, unread } from './feed.js';

describe('update feed', () => {
  it('every entry has a date and a title and text in each interface language', () => {
    for (const e of entries) {
      expect(e.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const lang of ['en', 'ru', 'ua'] as const) {
        expect(e[lang].title.trim(), `${e.date} ${lang}`).not.toBe('');
        expect(e[lang].body.trim(), `${e.date} ${lang}`).not.toBe('');
      }
    }
  });

  it('is newest first, and counts as unread what is newer than the last visit', () => {
    const feed = feedIn('ru');
    expect(feed.map((e) => e.date)).toEqual([...feed.map((e) => e.date)].sort().reverse());
    expect(unread(feed, '')).toBe(feed.length);
    expect(unread(feed, feed[0]?.date ?? '')).toBe(0);
    expect(unread(feed, feed[1]?.date ?? '')).toBe(1);
  });
});
