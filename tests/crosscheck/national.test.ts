/**
 * Cross-check of gost2018 and dstu against citeproc-js with the community CSL styles
 * (fixtures/csl/styles/community, rough references with known defects: see
 * docs/styles/gost2018.md and dstu.md). Whole entries differ by design, so only the parts
 * both implement the same way are compared, over every golden case:
 * - gost2018: the authors after " / " (1–4 listed, 5+ → first three «[и др.]»);
 * - dstu: the heading of 1–3 authors «Прізвище І. Б., …» before the title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cslFromPublication, format, type Publication, publicationSchema } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { CSL_ROOT, formatWithCsl, normalise, REPO_ROOT } from '../../scripts/crosscheck-lib.js';

const LOCALES: Record<string, string> = { EN: 'en-US', RU: 'ru-RU', UA: 'uk-UA' };

interface Golden {
  name: string;
  input: Record<string, unknown>;
}

function both(style: string, csl: string, types: string[]) {
  const xml = readFileSync(join(CSL_ROOT, 'styles', 'community', csl), 'utf8');
  return types.flatMap((type) => {
    const cases = JSON.parse(
      readFileSync(join(REPO_ROOT, 'fixtures', 'styles', style, `${type}.json`), 'utf8'),
    ) as Golden[];
    return cases.map((c) => {
      const pub: Publication = publicationSchema.parse(c.input);
      const locale = LOCALES[pub.language ?? 'EN'] ?? 'en-US';
      return {
        name: `${type}: ${c.name}`,
        pub,
        referent: normalise(format(c.input, style).text),
        csl: normalise(formatWithCsl(xml, cslFromPublication(pub, c.name), locale)),
      };
    });
  });
}

/** The authors group after " / ", up to " ; ", ". – " or " //". */
function statementAuthors(text: string, title: string): string | undefined {
  const after = text.slice(text.indexOf(title) + title.length);
  const m = after.match(/ \/ (.*?)(?:\s?;| \/\/|\. – |\.$)/);
  return m?.[1]?.trim();
}

describe('gost2018 against gost-r-7-0-100-2018-bibliostyle.csl', () => {
  const results = both('gost2018', 'gost-r-7-0-100-2018-bibliostyle.csl', ['article', 'book', 'conference']);
  // An issuing organisation (role 5) becomes a CSL author, so the CSL lists it with the persons
  // («В. В. Семенов, Российская академия наук …») where GOST puts it after « ; »: not comparable.
  // A record without a title gets a formulated one («[Article]») the CSL file does not print: the
  // statement cannot be found after it in both. A record's note (CSL `note`) the CSL file prints
  // glued to the last author («… К. А. Бастрикова Библиогр.: с. 358–360»): not comparable either.
  const comparable = results.filter(
    (r) =>
      (r.pub.authors?.['1'] ?? []).length > 0 &&
      !r.pub.note &&
      (r.pub.authors?.['5'] ?? []).length === 0 &&
      Boolean(r.pub.title?.publicationTitle),
  );
  // citeproc-js initialises by one letter, «Д. Оруэлл» for Джордж, where GOST writes «Дж.»
  // (GOST 7.1-2003, A: «Дж. Оруэлл»): the lists are compared with «Дж.» read as «Д.».
  const oneLetter = (text: string | undefined) => text?.replace(/Дж\./g, 'Д.');
  it.each(comparable)('lists the same authors after the slash: $name', ({ referent, csl, pub }) => {
    const title = pub.title?.publicationTitle?.replace(/\.$/, '') ?? '';
    expect(statementAuthors(referent, title)).toBeTruthy();
    expect(oneLetter(statementAuthors(referent, title))).toBe(statementAuthors(csl, title));
  });
});

describe('dstu against dstu-8302-2015-tetiuk.csl', () => {
  const results = both('dstu', 'dstu-8302-2015-tetiuk.csl', [
    'article',
    'book',
    'conference',
    'dissertation',
    'patent',
  ]);
  // A record typed in capitals is written with the language's capitals by Referent (GOST
  // 7.1-2003, 4.11.1), as typed by the CSL file: its heading is not comparable.
  // An author known by one name («Аристотель») ends the heading with Referent's full stop
  // (DSTU 8302:2015, 6: the heading is an area of its own), which the CSL file leaves out after
  // a name without initials: not comparable either.
  const headed = results.filter((r) => {
    const authors = r.pub.authors?.['1'] ?? [];
    const n = authors.length;
    const initialled = authors.every((a) => Boolean(a?.name));
    return n >= 1 && n <= 3 && initialled && /\p{Ll}/u.test(r.pub.title?.publicationTitle ?? '');
  });
  it('has cases with 1–3 authors to compare', () => {
    expect(headed.length).toBeGreaterThanOrEqual(15);
  });
  it.each(headed)('puts the same heading before the title: $name', ({ referent, csl, pub }) => {
    const title = normalise(pub.title?.publicationTitle?.replace(/\.$/, '') ?? '');
    // Found whatever its first letter: a title typed in small letters opens with a capital in
    // Referent (GOST 7.1-2003, 4.11.1) and as typed in the CSL file.
    const head = (text: string) => text.slice(0, text.toLocaleLowerCase().indexOf(title.toLocaleLowerCase())).trim();
    expect(head(referent)).not.toBe('');
    expect(head(referent)).toBe(head(csl));
  });
});
