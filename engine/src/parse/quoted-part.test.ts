import { describe, expect, it } from 'vitest';
import { parseByRules } from './parse-citation.js';

const rules = (text: string) => parseByRules(text, () => {}).publication;

// Development and extra strings of AnyStyle's labelled sets (parse-eval:extra).
describe('a quoted title', () => {
  it('reads straight single quotes as the title’s, the journal after them', () => {
    const p = rules("--- (2005). 'Three factors in language design', Linguistic Inquiry 36: 1-22.");
    expect(p.title?.publicationTitle).toBe('Three factors in language design');
    expect(p.series?.series).toBe('Linguistic Inquiry');
  });

  it('keeps an apostrophe inside the title', () => {
    const p = rules("Smith, J. (2001). 'The children's hour', Journal of Play 3: 1-9.");
    expect(p.title?.publicationTitle).toBe("The children's hour");
  });

  it('keeps the host’s place and publisher after a quoted chapter', () => {
    for (const text of [
      "Starke, Michal (2014). 'Towards elegant parameters', in M. Carme Picallo (ed.), Linguistic variation in the minimalist framework. Oxford: Oxford University Press, 140-152.",
      'Starke, Michal (2014). “Towards elegant parameters”, in Linguistic variation in the minimalist framework. Oxford: Oxford University Press, 140-152.',
    ]) {
      const p = rules(text);
      expect(p.host?.title).toBe('Linguistic variation in the minimalist framework');
      expect(p.host?.editionPlace).toBe('Oxford');
      expect(p.host?.publisher).toBe('Oxford University Press');
    }
  });
});
