import { describe, expect, it } from 'vitest';
import { parseByRules, parseCitation } from '../parse-citation.js';
import { ruleHints } from './rule-hints.js';
import { shippedModel } from './shipped-model.js';
import { labelSpans } from './spans.js';
import { tokenize } from './tokens.js';

describe('the shipped model', () => {
  it('loads and labels a known string', () => {
    const model = shippedModel();
    expect(model.labels).toEqual(expect.arrayContaining(['author', 'title', 'journal', 'container-title', 'pages']));
    // With the rules' reading as hints, as the parser runs it (the model is stacked on the rules).
    const text =
      'Sida Wang and Christopher D Manning. Fast dropout training. In Proceedings of ICML, pages 118–126, 2013.';
    let spans: ReturnType<typeof labelSpans> = [];
    parseByRules(text, (_raw, draft) => {
      spans = labelSpans(model, text, (tokens) => ruleHints(text, tokens, draft));
    });
    const byLabel = Object.fromEntries(spans.map((s) => [s.label, s.text]));
    expect(byLabel.author).toBe('Sida Wang and Christopher D Manning.');
    expect(byLabel.title).toBe('Fast dropout training.');
    expect(byLabel['container-title']).toMatch(/Proceedings of ICML/);
    expect(byLabel.pages).toMatch(/118–126/);
    for (const s of spans) {
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThan(1);
    }
  });

  it('scores the features directly as through the bucket lists', () => {
    const model = shippedModel();
    const tokens = tokenize('Smith, J. (2010). A study of things. Journal of Stuff, 12(3), 34–56.');
    const hints = tokens.map((_, i) => (i < 2 ? 'author' : '-'));
    expect(model.emissionsOf(tokens, hints)).toEqual(model.emissions(model.bucketsOf(tokens, hints)));
  });

  it('reads real strings the rules alone get wrong, with a confidence per field', () => {
    // From the development part: a title that runs past a comma and a date into the imprint.
    const r = parseCitation(
      'Leon Glass and Michael C. Mackey, From Clocks to Chaos: The Rhythms of Life, Princeton University Press 1988, 272 pp.',
    );
    expect(r.recognised).toBe(true);
    expect(r.publication.title?.publicationTitle).toBe('From Clocks to Chaos: The Rhythms of Life');
    expect(r.publication.authors?.['1']?.map((p) => p.surname)).toEqual(['Glass', 'Mackey']);
    expect(r.publication.outputData?.year).toBe('1988');
    for (const field of ['authors', 'title', 'year'] as const) {
      expect(r.confidence[field]).toBeGreaterThan(0);
      expect(r.confidence[field]).toBeLessThanOrEqual(1);
    }
    const chapter = parseCitation(
      'Henry James, The Europeans, in Novels, 1871–1880 (New York: Library of America, 1983), 886.',
    );
    expect(chapter.publication.title?.publicationTitle).toBe('The Europeans');
    // The volume's title, as AnyStyle labels it, years and all.
    expect(chapter.publication.host?.title).toBe('Novels, 1871–1880');
    expect(chapter.publication.host?.publisher).toBe('Library of America');
  });

  it('leaves a sentence that is no citation unrecognised', () => {
    expect(parseCitation('I went to the shop and bought some bread').recognised).toBe(false);
  });
});
