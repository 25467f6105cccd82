/**
 * Punctuation is decided where pieces join (engine/src/template/join.ts), so an entry comes
 * out of its layout finished. These properties look at the joined entry BEFORE the clean-up
 * guard: it has no doubled or colliding punctuation, no stray space, balanced quotations
 * with nested ones flipped, and it is never empty when the record has a title; and the guard
 * (template/cleanup.ts) changes nothing in it, for every golden and for random records of
 * every style and type. Run longer with JOINS_RUNS=5000.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  configSchema,
  type PublicationInput,
  publicationSchema,
  type Rich,
  toHtml,
  toMarkdown,
  toText,
} from '@referent/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinedEntry } from '../../engine/src/format.js';
import { STYLES } from '../../engine/src/styles/index.js';
import { cleanRich } from '../../engine/src/template/cleanup.js';
import { publication, word } from '../support/arbitraries.js';

const RUNS = Number(process.env.JOINS_RUNS ?? 150);
const root = join(import.meta.dirname, '..', '..', 'fixtures', 'styles');
const styleIds = Object.keys(STYLES) as (keyof typeof STYLES)[];

/** The entry's prose: an address is quoted as typed, so the rules hold around it, not inside it. */
const prose = (rich: Rich) => rich.map((r) => (r.href ? 'URL' : r.text)).join('');

/**
 * What no joined entry may hold: a doubled stop (an ellipsis "..." is no doubled stop),
 * ",." ",," ";." ":." or ";;", a stop after "?" "!" or "…", a space before "," or "." or
 * after "(", a doubled space, white space at either end.
 */
const COLLISIONS = /(?<!\.)\.\.(?!\.)|,[.,]|[;:]\.|;;|[?!…]\.| [,.]|\( | {2}|^\s|\s$/u;

function expectSettled(rich: Rich): void {
  const text = prose(rich);
  expect(text, `collision in ${JSON.stringify(text)}`).not.toMatch(COLLISIONS);
  expect(cleanRich(rich), 'the clean-up guard changed a joined entry').toEqual(rich);
}

const UNESCAPE: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The renderers only map: HTML without its tags, and unescaped, is the text; no live unsafe link anywhere. */
function expectRenderersMap(rich: Rich): void {
  const html = toHtml(rich);
  const shown = html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPE[e] ?? e);
  expect(shown).toBe(toText(rich));
  for (const href of html.match(/href="[^"]*"/g) ?? []) expect(href).toMatch(/^href="(?:https?:|mailto:)/i);
  for (const link of toMarkdown(rich).match(/(?<!\\)\]\([^)]*\)/g) ?? [])
    expect(link).toMatch(/^\]\((?:https?:|mailto:)/i);
}

interface GoldenCase {
  name: string;
  input: PublicationInput;
  options?: Record<string, unknown>;
}

describe('every golden, as joined', () => {
  for (const style of readdirSync(root).sort()) {
    it(`${style}: the guard changes nothing`, () => {
      const found = STYLES[style as keyof typeof STYLES];
      expect(found, `style ${style}`).toBeDefined();
      if (!found) return;
      for (const file of readdirSync(join(root, style)).filter((f) => f.endsWith('.json'))) {
        for (const c of JSON.parse(readFileSync(join(root, style, file), 'utf8')) as GoldenCase[]) {
          const rich = joinedEntry(publicationSchema.parse(c.input), found, configSchema.parse(c.options ?? {}));
          expect(cleanRich(rich), `${file}: ${c.name}`).toEqual(rich);
        }
      }
    });
  }
});

/** A title of real words, so an empty entry cannot be excused by an empty record. */
const titled = fc
  .tuple(publication(), fc.array(word(), { minLength: 1, maxLength: 4 }))
  .map(([pub, words]) => ({ ...pub, title: { ...pub.title, publicationTitle: words.join(' ') } }));

describe.each(styleIds)('%s: random records, as joined', (id) => {
  const style = STYLES[id];
  it('are settled (no collision, no stray space), the guard changes nothing, the renderers only map', () => {
    fc.assert(
      fc.property(publication(), (pub) => {
        const rich = joinedEntry(publicationSchema.parse(pub), style);
        expectSettled(rich);
        expectRenderersMap(rich);
      }),
      { numRuns: RUNS },
    );
  });

  it('are never empty when the record has a title', () => {
    fc.assert(
      fc.property(titled, (pub) => {
        const text = prose(joinedEntry(publicationSchema.parse(pub), style));
        expect(text).toMatch(/[\p{L}\p{N}]/u);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Styles that put an article's title in quotation marks, with the marks they use outside. */
const QUOTING = { mla: '“', chicago: '“', ieee: '“', asa: '“', mhra: '‘', harvard: '‘' } as const;
const CLOSE: Record<string, string> = { '“': '”', '‘': '’' };

/**
 * Checks that the quotation marks of a text pair up like brackets and alternate: the outer
 * level in the style's marks, the next in the other kind, and so on.
 */
function expectNested(text: string, outer: string): void {
  const stack: string[] = [];
  for (const c of text) {
    if (c === '“' || c === '‘') {
      const expected = stack.length % 2 === 0 ? outer : outer === '“' ? '‘' : '“';
      expect(c, `quote at depth ${stack.length} in ${text}`).toBe(expected);
      stack.push(CLOSE[c] as string);
    } else if (c === '”' || c === '’') {
      expect(c, `closing quote in ${text}`).toBe(stack.pop());
    }
  }
  expect(stack, `unclosed quote in ${text}`).toEqual([]);
}

/** A title with a quotation typed in one of the usual ways, maybe one inside it. */
const quotedTitle = fc
  .tuple(
    fc.array(word(), { minLength: 1, maxLength: 3 }),
    fc.array(word(), { minLength: 1, maxLength: 3 }),
    fc.constantFrom(['“', '”'], ['"', '"'], ['«', '»']),
    fc.option(fc.tuple(word(), fc.constantFrom(['‘', '’'], ['„', '“'])), { nil: undefined }),
    fc.constantFrom('', '?', '.', '!'),
  )
  .map(([before, inside, [open, close], deeper, end]) => {
    const inner = deeper ? `${inside.join(' ')} ${deeper[1][0]}${deeper[0]}${deeper[1][1]}` : inside.join(' ');
    return `${before.join(' ')} ${open}${inner}${close}${end}`;
  });

describe.each(Object.entries(QUOTING))('%s: quotations inside a quoted title', (id, outer) => {
  const style = STYLES[id as keyof typeof QUOTING];
  it('pair up and flip at every level', () => {
    fc.assert(
      fc.property(quotedTitle, (title) => {
        const pub = publicationSchema.parse({
          idTypePublication: 1,
          language: 'EN',
          title: { publicationTitle: title },
          series: { series: 'Journal of Studies', volume: 3 },
          outputData: { year: 2020 },
          authors: { '1': [{ surname: 'Smith', name: 'John' }] },
        });
        const rich = joinedEntry(pub, style);
        const text = prose(rich);
        expect(text).toContain(outer);
        expectNested(text, outer);
        expectSettled(rich);
      }),
      { numRuns: RUNS },
    );
  });
});
