import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { ru } from '../locales/ru.js';
import { DEFAULT_CONFIG } from '../model/config.js';
import { publicationSchema } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { retrievalLink } from './retrieval.js';

const ctx: Context = { type: 'web', language: 'EN', locale: 'en', labels: en, config: DEFAULT_CONFIG };
const page = (accessData: Record<string, string>) => publicationSchema.parse({ idTypePublication: 7, accessData });
const always = retrievalLink({ changing: () => true });

describe('retrievalLink', () => {
  it('writes "Retrieved Month D, YYYY, from URL" (APA 7, 9.16, Census Bureau example)', () => {
    const pub = page({ link: 'https://www.census.gov/popclock/', type: 'url', accessedDate: '2019-07-03' });
    expect(always(pub, ctx)).toEqual([
      { text: 'Retrieved July 3, 2019, from ' },
      { text: 'https://www.census.gov/popclock/', href: 'https://www.census.gov/popclock/' },
    ]);
  });

  it('prints nothing for a page the style does not take to change, a DOI or a missing access date', () => {
    const pub = page({ link: 'https://x.org', type: 'url', accessedDate: '2019-07-03' });
    expect(retrievalLink({ changing: () => false })(pub, ctx)).toEqual([]);
    expect(always(page({ link: '10.1037/x', type: 'doi', accessedDate: '2019-07-03' }), ctx)).toEqual([]);
    expect(always(page({ link: 'https://x.org', type: 'url' }), ctx)).toEqual([]);
  });

  it('follows the record language (spec §5): the year with «г.», no English comma', () => {
    const pub = page({ link: 'https://x.ru', type: 'url', accessedDate: '2021-05-05' });
    const out = always(pub, { ...ctx, language: 'RU', locale: 'ru', labels: ru });
    expect(out[0]?.text).toBe('Извлечено 5 мая 2021 г. из ');
  });
});
