import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { DEFAULT_CONFIG } from '../model/config.js';
import { publicationSchema } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { lit } from '../template/piece.js';
import { stopUnlessLink } from './stop-unless-link.js';

const ctx: Context = { type: 'web', language: 'EN', locale: 'en', labels: en, config: DEFAULT_CONFIG };
const pub = publicationSchema.parse({ idTypePublication: 7 });

describe('stopUnlessLink', () => {
  it('adds a full stop to an entry that ends in text', () => {
    expect(stopUnlessLink(lit('A. Author, “Title”'))(pub, ctx)).toEqual([{ text: 'A. Author, “Title”.' }]);
  });

  it('leaves an entry that ends with a URL as it is', () => {
    const rich = [{ text: 'Available: ' }, { text: 'https://x.org', href: 'https://x.org' }];
    expect(stopUnlessLink(() => rich)(pub, ctx)).toEqual(rich);
  });
});
