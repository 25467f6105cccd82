import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { closed } from './closing.js';
import { DOUBLE_QUOTES, quoted, quotedThen, SINGLE_QUOTES } from './quotes.js';

const text =
  (t: string): Piece =>
  () => [{ text: t }];
const run = (piece: Piece): string =>
  piece({} as Publication, {} as Context)
    .map((r) => r.text)
    .join('');

describe('a quotation inside a quoted title', () => {
  it('turns single inside double marks (CMOS 16: “The Myth of the ‘Weak’ American State.”)', () => {
    expect(run(quotedThen(text('The Myth of the “Weak” American State'), text('Journal'), DOUBLE_QUOTES, '.'))).toBe(
      '“The Myth of the ‘Weak’ American State.” Journal',
    );
    expect(run(quotedThen(text('A "Plain" Title'), text('J'), DOUBLE_QUOTES, '.'))).toBe('“A ‘Plain’ Title.” J');
  });

  it('turns double inside single marks and leaves apostrophes alone', () => {
    expect(run(quoted(text('The ‘New’ Children’s Books'), SINGLE_QUOTES))).toBe('‘The “New” Children’s Books’');
  });
});

describe('closed', () => {
  it('adds no stop after a stop inside closing quotes', () => {
    expect(run(closed(text('Teaching medicine with the help of “Dr. House.”')))).toBe(
      'Teaching medicine with the help of “Dr. House.”',
    );
    expect(run(closed(text('Title')))).toBe('Title.');
  });
});
