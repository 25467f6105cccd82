import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ABSTRACT_TEMPLATES, abstractTemplate } from './abstract-templates.js';
import { checkAbstract, countChars, countWords, measureAbstract } from './check-abstract.js';

interface SourceTemplate {
  id: string;
  limit: { max_words?: number; recommended_avg_chars?: number } | null;
  parts?: (string | { heading: string; required: boolean; max_words?: number })[];
  keywords?: { recommended?: string; max?: number };
  paper_type?: string[];
}
const source = JSON.parse(readFileSync(new URL('./abstract_templates.json', import.meta.url), 'utf8')) as {
  templates: SourceTemplate[];
};
const byId = (id: string) => source.templates.find((t) => t.id === id) as SourceTemplate;

describe('ABSTRACT_TEMPLATES', () => {
  it('states the limits of abstract_templates.json', () => {
    for (const tpl of ABSTRACT_TEMPLATES) {
      const src = byId(tpl.sourceId);
      expect(src, tpl.sourceId).toBeDefined();
      if (src.limit?.max_words !== undefined) expect(tpl.maxWords).toBe(src.limit.max_words);
      if (src.limit?.recommended_avg_chars !== undefined)
        expect(tpl.recommendedChars).toBe(src.limit.recommended_avg_chars);
    }
    expect(abstractTemplate('APA').keywords).toMatchObject({ min: 3, max: 5 });
    expect(byId('apa7').keywords?.recommended).toBe('3-5');
    expect(abstractTemplate('Emerald').keywords?.max).toBe(byId('emerald').keywords?.max);
    expect(abstractTemplate('Emerald').paperTypes).toEqual(byId('emerald').paper_type);
  });

  it('has the headed parts of Emerald and PNAS with their required flags and maxima', () => {
    for (const [style, id] of [
      ['Emerald', 'emerald'],
      ['AAoS', 'pnas'],
    ] as const) {
      const parts = (byId(id).parts ?? []) as { heading: string; required: boolean; max_words?: number }[];
      expect(abstractTemplate(style).parts.map((p) => [p.heading, p.required, p.maxWords])).toEqual(
        parts.map((p) => [p.heading, p.required, p.max_words]),
      );
    }
  });

  it('marks MLA as having no official abstract, with the guides’ 150–250 words', () => {
    expect(byId('mla9').limit).toBeNull();
    expect(abstractTemplate('MLA')).toMatchObject({ official: false, guideWords: [150, 250] });
  });

  it('gives GOST two forms, the реферат with the six sections of spec §3', () => {
    expect(abstractTemplate('GOST', 'referat').parts.map((p) => p.id)).toEqual([
      'relevance',
      'problemStatement',
      'methods',
      'ways',
      'results',
      'conclusions',
    ]);
    expect(abstractTemplate('GOST', 'annotation').sourceId).toBe('gost_r_7_0_99_2018_annotacia');
  });
});

describe('countWords and countChars', () => {
  it('counts words with letters or digits, not lone dashes', () => {
    expect(countWords('Language – as use, 2019')).toBe(4);
    expect(countWords('  ')).toBe(0);
  });
  it('counts printed characters with spaces, white space runs once', () => {
    expect(countChars('  Язык  и речь ')).toBe(11);
  });
});

describe('checkAbstract', () => {
  it('refuses an APA abstract over 250 words and advises 3–5 keywords', () => {
    const issues = checkAbstract({ styleType: 'APA', keywords: 'a; b', sections: { abstract: 'word '.repeat(251) } });
    expect(issues).toContainEqual({ field: 'sections', rule: 'maxWords', severity: 'error', n: 250 });
    expect(issues).toContainEqual({ field: 'keywords', rule: 'minKeywords', severity: 'warning', n: 3 });
  });

  it('checks the PNAS significance statement on its own 120 words', () => {
    const issues = checkAbstract({
      styleType: 'AAoS',
      sections: { significance: 'w '.repeat(121), abstract: 'w '.repeat(10) },
    });
    expect(issues.filter((i) => i.severity === 'error')).toEqual([
      { field: 'sections.significance', rule: 'maxWords', severity: 'error', n: 120 },
    ]);
  });

  it('counts Emerald keywords in the 250 words, refuses a seventh keyword, warns of empty required parts', () => {
    const a = { styleType: 'Emerald' as const, keywords: 'a, b', sections: { purpose: 'w '.repeat(249) } };
    expect(measureAbstract(a).words).toBe(251);
    const issues = checkAbstract({ ...a, keywords: 'a;b;c;d;e;f;g' });
    expect(issues).toContainEqual({ field: 'keywords', rule: 'maxKeywords', severity: 'error', n: 6 });
    expect(issues).toContainEqual({ field: 'sections.findings', rule: 'required', severity: 'warning', n: 0 });
    expect(issues.some((i) => i.field === 'sections.social')).toBe(false);
  });

  it('advises above 850 characters of a GOST реферат and refuses above 2000', () => {
    const soft = checkAbstract({ styleType: 'GOST', form: 'referat', sections: { methods: 'я'.repeat(900) } });
    expect(soft).toEqual([{ field: 'sections', rule: 'recommendedChars', severity: 'warning', n: 850 }]);
    const hard = checkAbstract({ styleType: 'GOST', form: 'referat', sections: { results: 'я'.repeat(2001) } });
    expect(hard).toEqual([{ field: 'sections', rule: 'maxChars', severity: 'error', n: 2000 }]);
  });

  it('advises MLA abstracts under the guides’ 150 words, and nothing when empty', () => {
    expect(checkAbstract({ styleType: 'MLA', sections: { abstract: 'short text' } })).toEqual([
      { field: 'sections', rule: 'guideWords', severity: 'warning', n: 150 },
    ]);
    expect(checkAbstract({ styleType: 'MLA', sections: {} })).toEqual([]);
  });
});
