/**
 * Properties of apa, apa7, ieee, vancouver, acs and harvard (issue 4): for any schema-valid
 * publication of any type and language they never throw and leave no leftovers, follow the
 * style's ending rule (spec §5: a final full stop is ensured for acs and vancouver; apa,
 * apa7, ieee and harvard end with their own punctuation or an address), and keep the spec's
 * et-al thresholds for 1 to 30 authors. Run longer with INTERNATIONAL_RUNS=20000.
 */
import { format, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publication } from '../support/arbitraries.js';
import { expectNoLeftovers, strings } from '../support/invariants.js';

/** Every string value of a publication (what a user typed). */

const RUNS = Number(process.env.INTERNATIONAL_RUNS ?? 1000);
const STYLES = ['apa', 'apa7', 'ieee', 'vancouver', 'acs', 'harvard'] as const;
type StyleId = (typeof STYLES)[number];
const MARKER = { RU: 'и др.', UA: 'та ін.', EN: 'et al.' } as const;
const FINAL_STOP: Record<StyleId, boolean> = {
  apa: false,
  apa7: false,
  ieee: false,
  vancouver: true,
  acs: true,
  harvard: false,
};

/**
 * How many of n authors each style names, and whether it prints the et-al marker (spec §5):
 * ieee <7 all, ≥7 the first + et al.; vancouver ≤6 all, more the first 6 + et al.; apa7 ≤20
 * all, 21+ the first 19, "…", the last; apa 6th ≤7 all, 8+ the first 6, "…", the last;
 * harvard (Cite Them Right) ≥4 the first + et al.; acs (3rd ed.) all.
 */
const RULES: Record<StyleId, { shown: (n: number) => number; marker: (n: number) => boolean; ellipsis?: number }> = {
  ieee: { shown: (n) => (n < 7 ? n : 1), marker: (n) => n >= 7 },
  vancouver: { shown: (n) => Math.min(n, 6), marker: (n) => n > 6 },
  apa7: { shown: (n) => Math.min(n, 20), marker: () => false, ellipsis: 21 },
  apa: { shown: (n) => Math.min(n, 7), marker: () => false, ellipsis: 8 },
  harvard: { shown: (n) => (n < 4 ? n : 1), marker: (n) => n >= 4 },
  acs: { shown: (n) => n, marker: () => false },
};

describe.each(STYLES)('%s properties', (style) => {
  it('formats any publication of any type and language without leftovers, by its ending rule', () => {
    fc.assert(
      fc.property(publication(), (pub) => {
        expect(publicationSchema.safeParse(pub).success).toBe(true);
        const { text, rich, html } = format(pub, style);
        expectNoLeftovers(rich, pub);
        const prose = rich.map((r) => (r.href ? 'URL' : r.text)).join('');
        expect(text).not.toMatch(/<\/?[ib]>/);
        if (text === '') return;
        const lastRun = rich[rich.length - 1];
        if (FINAL_STOP[style]) {
          expect(text).toMatch(/[.!?][”’"]?$/);
        } else if (!lastRun?.href) {
          // No forced stop, but no dangling separator either: the entry ends in its own mark, which
          // may stand inside a closing quote typed straight (a name typed 'a "' ends 'A."').
          expect(prose).toMatch(/(?:[.!?][”’"]?|[)\]”’])$/);
        }
        expect(prose).not.toMatch(/[^.]\.\.$/);
        expect(html.includes('undefined')).toBe(strings(pub).join(' ').includes('undefined'));
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the et-al thresholds for 1 to 30 authors in every language and type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('RU', 'UA', 'EN' as const),
        fc.constantFrom(1, 2, 3, 4, 6, 7),
        (n, language, type) => {
          const authors = Array.from({ length: n }, (_, i) => ({ surname: `Q${i + 1}z`, name: 'Anna' }));
          const { text } = format(
            {
              idTypePublication: type,
              language,
              title: { publicationTitle: 'Title' },
              outputData: { year: 2020 },
              authors: { '1': authors },
            },
            style,
          );
          const rule = RULES[style];
          const named = authors.filter((a) => text.includes(a.surname)).length;
          expect(named).toBe(rule.shown(n));
          expect(text.includes(MARKER[language])).toBe(rule.marker(n));
          if (rule.ellipsis !== undefined) {
            expect(text.includes('…')).toBe(n >= rule.ellipsis);
            // the last author always closes the list
            expect(text.includes(`Q${n}z`)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe.each(STYLES)('%s transliteration hook', (style) => {
  it('romanises a Cyrillic record of any type when transliteration is on, and only then', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4, 5, 6, 7), fc.constantFrom('RU', 'UA' as const), (type, language) => {
        const pub = {
          idTypePublication: type,
          language,
          title: { publicationTitle: language === 'RU' ? 'Щука и ёж' : 'Їжак і щука' },
          series: { series: 'Вестник' },
          outputData: { year: 2020, publisher: 'Наука', editionPlace: 'Москва' },
          authors: { '1': [{ surname: 'Жуков', name: 'Юрий' }] },
        };
        const on = format(pub, style, { translit: { useTransliteration: true } }).text;
        const off = format(pub, style).text;
        expect(on).not.toMatch(/[\u0400-\u04FF]/);
        expect(off).toMatch(/[\u0400-\u04FF]/);
      }),
      { numRuns: 100 },
    );
  });
});
