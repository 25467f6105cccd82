/**
 * Words that name Object.prototype's members ("constructor", "toString", "__proto__") anywhere
 * a user types text. Lookup tables keyed by typed text once answered them with functions: IEEE
 * printed "function Object() { [native code] }" for a journal called "Constructor …", the
 * national styles did for such a place, and the parser failed on any reference containing
 * "constructor". Every table lookup of typed text goes through `ownEntry` (model/own-entry.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, parseCitation, publicationFromCsl, publicationFromRis, STYLES } from '@referent/engine';
import { describe, expect, it } from 'vitest';

const WORDS = ['constructor', 'Constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];
const LEAK = /native code|function |\[object /;

const root = join(import.meta.dirname, '..', '..', 'fixtures', 'styles');
const inputs: unknown[] = [];
for (const style of readdirSync(root).sort())
  for (const file of readdirSync(join(root, style)).sort()) {
    const cases = JSON.parse(readFileSync(join(root, style, file), 'utf8')) as { input: unknown }[];
    // Every fourth record of each file: all types and languages, in about a second.
    for (let i = 0; i < cases.length; i += 4) inputs.push(cases[i]?.input);
  }

/** Every typed string of the record replaced by, or followed by, the word. */
function withWord(value: unknown, word: string, flip: { n: number }): unknown {
  if (typeof value === 'string') return flip.n++ % 2 === 0 ? word : `${value} ${word}`;
  if (Array.isArray(value)) return value.map((v) => withWord(v, word, flip));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        ['language', 'idTypePublication', 'year'].includes(k) ? v : withWord(v, word, flip),
      ]),
    );
  return value;
}

describe('words that name Object.prototype members', () => {
  it('print as typed in every style, never as a function', () => {
    for (const word of WORDS)
      for (const input of inputs) {
        const pub = withWord(input, word, { n: 0 }) as Record<string, unknown>;
        for (const style of Object.keys(STYLES)) {
          const text = format(pub, style).text;
          expect(text, `${style}: ${text}`).not.toMatch(LEAK);
        }
      }
  });

  it('are read by the parser like any other word', () => {
    for (const word of WORDS)
      for (const text of [
        `Smith, J. (2010). The ${word} theory. Nature, 5, 1-2.`,
        `Иванов И. И. ${word} // Вестник. 2010. № 3. С. 5–9.`,
        `${word}, A. ${word}. ${word}: ${word}, 2001.`,
      ]) {
        const result = parseCitation(text);
        expect(result.recognised, text).toBe(true);
        expect(JSON.stringify(result.publication)).not.toMatch(LEAK);
      }
  });

  it('are kept by the importers as text, or named in a warning', () => {
    for (const word of WORDS) {
      const ris = publicationFromRis({ TY: word, TI: 'A title', PY: '2001', LA: word, M3: word });
      expect(JSON.stringify(ris)).not.toMatch(LEAK);
      const csl = publicationFromCsl({ id: 'x', type: word, title: 'A title', language: word } as never);
      expect(JSON.stringify(csl)).not.toMatch(LEAK);
    }
  });
});
