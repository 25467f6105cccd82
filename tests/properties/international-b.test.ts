/**
 * Properties of iso, mla, chicago (both variants), mhra, gsa and asa (issue 4): for any
 * schema-valid publication of any type and language they never throw, leave no leftovers
 * (undefined, NaN, empty brackets or quotes, double spaces, a space before "," or "."),
 * end with exactly one final full stop (spec §5: ensured for all six), keep the et-al
 * thresholds for 1 to 30 authors, and print the record's own language's labels.
 * Run longer with INTERNATIONAL_RUNS=20000.
 */
import { format, publicationSchema } from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publication } from '../support/arbitraries.js';
import { expectNoLeftovers, strings } from '../support/invariants.js';

/** Every string value of a publication (what a user typed). */

const RUNS = Number(process.env.INTERNATIONAL_RUNS ?? 1000);

/** A style and its options: Chicago runs in both of its variants. */
const VARIANTS = [
  { style: 'iso' },
  { style: 'mla' },
  { style: 'chicago' },
  { style: 'chicago', options: { chicago: { variant: 'author-date' as const } } },
  { style: 'mhra' },
  { style: 'gsa' },
  { style: 'asa' },
] as const;
type StyleId = (typeof VARIANTS)[number]['style'];

const ET_AL = { RU: 'и др.', UA: 'та ін.', EN: 'et al.' } as const;
const AND_OTHERS = { RU: 'и другие', UA: 'та інші', EN: 'and others' } as const;

/**
 * How many of n authors each style names and which marker follows (spec §5 and the manuals):
 * iso 690 6.1.3 ≥4 the first + et al.; MLA 8th 2.1.3 ≥3 the first + et al.; Chicago 16th
 * 14.76 ≥11 the first seven + et al.; mhra ≥4 the first + "and others"; GSA guidelines
 * ≥11 the first + et al.; asa all.
 */
const RULES: Record<
  StyleId,
  { shown: (n: number) => number; marker?: typeof ET_AL | typeof AND_OTHERS; from: number }
> = {
  iso: { shown: (n) => (n >= 4 ? 1 : n), marker: ET_AL, from: 4 },
  mla: { shown: (n) => (n >= 3 ? 1 : n), marker: ET_AL, from: 3 },
  chicago: { shown: (n) => (n >= 11 ? 7 : n), marker: ET_AL, from: 11 },
  mhra: { shown: (n) => (n >= 4 ? 1 : n), marker: AND_OTHERS, from: 4 },
  gsa: { shown: (n) => (n >= 11 ? 1 : n), marker: ET_AL, from: 11 },
  asa: { shown: (n) => n, from: Number.POSITIVE_INFINITY },
};

/** English label words that must not appear in a Russian or Ukrainian record's entry. */
const ENGLISH_LABELS =
  /\b(?:accessed|Accessed|edited by|translated by|Retrieved|viewed|Available from|et al\.|and others|Last modified|dissertation|diss\.|unpublished)(?![\p{L}])/u;

describe.each(VARIANTS)('$style $options properties', ({ style, ...rest }) => {
  const options = 'options' in rest ? rest.options : undefined;

  it('formats any publication of any type and language without leftovers, with one final full stop', () => {
    fc.assert(
      fc.property(publication(), (pub) => {
        expect(publicationSchema.safeParse(pub).success).toBe(true);
        const { text, rich, html } = format(pub, style, options);
        expectNoLeftovers(rich, pub);
        // Addresses are quoted as typed ("http://a.aa/()"), so quotes are checked outside them.
        const prose = rich.map((r) => (r.href ? 'URL' : r.text)).join('');
        expect(prose).not.toMatch(/“\s*”|‘\s*’|<\s*>/);
        expect(text).not.toMatch(/<\/?[ib]>/);
        expect(html.includes('undefined')).toBe(strings(pub).join(' ').includes('undefined'));
        if (text === '') return;
        // Exactly one final full stop (an entry ending in "?" or "!" keeps it, also inside a
        // closing quote, “Why?”): never "..", never a stop inside closing quotes and another
        // after them.
        expect(text).toMatch(/[.!?][”’"]?$/);
        expect(prose).not.toMatch(/[^.]\.\.$|[^.]\.[”’]\.$/);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the et-al thresholds for 1 to 30 authors in every language and type', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom('RU', 'UA', 'EN' as const),
        fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
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
            options,
          );
          const rule = RULES[style];
          // ISO 690 sets family names in capitals, so names are looked for case-insensitively.
          const upper = text.toUpperCase();
          const named = authors.filter((a) => upper.includes(a.surname.toUpperCase())).length;
          expect(named).toBe(rule.shown(n));
          if (rule.marker) expect(text.includes(rule.marker[language])).toBe(n >= rule.from);
          expect(text.includes(ET_AL[language]) || text.includes(AND_OTHERS[language])).toBe(n >= rule.from);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('prints every type in every language with that language’s labels', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 4, 5, 6, 7),
        fc.constantFrom('RU', 'UA' as const),
        fc.integer({ min: 1, max: 12 }),
        (type, language, authorCount) => {
          const surname = language === 'RU' ? 'Иванов' : 'Шевченко';
          const { text } = format(
            {
              idTypePublication: type,
              language,
              title: { publicationTitle: language === 'RU' ? 'Заглавие' : 'Назва' },
              series: { series: 'Вестник', volume: 3, issue: 2 },
              outputData: { year: 2020, editionPlace: 'Москва', publisher: 'Наука' },
              physical: { pages: '15-27' },
              accessData: { link: 'https://example.org/a', type: 'url', accessedDate: '2023-05-05' },
              specialData: { idAcademicDegree: 1, organization: 'МГУ', datePublication: '2020-05-05' },
              authors: {
                '1': Array.from({ length: authorCount }, (_, i) => ({ surname: `${surname}${i}`, name: 'Іван' })),
                '3': [{ surname: 'Петров', name: 'Пётр' }],
                '4': [{ surname: 'Сидоров', name: 'Олег' }],
              },
            },
            style,
            options,
          );
          expect(text).not.toMatch(ENGLISH_LABELS);
          expect(text).not.toMatch(
            /\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/,
          );
          expect(text).toMatch(/\.$/);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
