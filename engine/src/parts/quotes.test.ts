import { describe, expect, it } from 'vitest';
import { toText } from '../rich/to-text.js';
import type { Context } from '../template/context.js';
import { field, italic, type Piece } from '../template/piece.js';
import { testContext } from '../template/test-context.js';
import { DOUBLE_QUOTES, quoted, quotedThen, SINGLE_QUOTES } from './quotes.js';

const ctx: Context = testContext('en', 'article');
const text = (piece: Piece) => toText(piece({ idTypePublication: 1 }, ctx));
const title = (value: string) => field(() => value);
const journal = italic(field(() => 'Journal'));

describe('quotedThen', () => {
  it('puts the separating stop or comma inside the closing mark (CMOS 16, 6.9)', () => {
    expect(text(quotedThen(title('On Growth'), journal, DOUBLE_QUOTES, '.'))).toBe('“On Growth.” Journal');
    expect(text(quotedThen(title('On Growth'), journal, DOUBLE_QUOTES, ','))).toBe('“On Growth,” Journal');
  });

  it('lets "?" take nothing and an abbreviation’s stop serve as the stop but still take a comma', () => {
    expect(text(quotedThen(title('Why?'), journal, DOUBLE_QUOTES, ','))).toBe('“Why?” Journal');
    expect(text(quotedThen(title('Trade in the U.S.'), journal, DOUBLE_QUOTES, '.'))).toBe(
      '“Trade in the U.S.” Journal',
    );
    expect(text(quotedThen(title('Trade in the U.S.'), journal, DOUBLE_QUOTES, ','))).toBe(
      '“Trade in the U.S.,” Journal',
    );
  });

  it('flips a quotation inside the title and puts the punctuation inside both closing marks', () => {
    expect(text(quotedThen(title('Why "Moby Dick" Matters'), journal, DOUBLE_QUOTES, '.'))).toBe(
      '“Why ‘Moby Dick’ Matters.” Journal',
    );
    expect(text(quotedThen(title('On "Moby Dick"'), journal, DOUBLE_QUOTES, ','))).toBe('“On ‘Moby Dick,’” Journal');
    expect(text(quotedThen(title('The Smiths’'), journal, DOUBLE_QUOTES, ','))).toBe('“The Smiths’,” Journal');
  });

  it('puts nothing inside when nothing follows, and gives the rest alone without a title', () => {
    expect(
      text(
        quotedThen(
          title('On Growth'),
          field(() => undefined),
          DOUBLE_QUOTES,
          '.',
        ),
      ),
    ).toBe('“On Growth”');
    expect(
      text(
        quotedThen(
          field(() => undefined),
          journal,
          DOUBLE_QUOTES,
          '.',
        ),
      ),
    ).toBe('Journal');
    expect(text(quotedThen(title(' ; '), journal, DOUBLE_QUOTES, '.'))).toBe('Journal');
  });
});

describe('quoted', () => {
  it('quotes the title alone, with British single marks and double ones inside (MHRA 4th, 9.3)', () => {
    expect(text(quoted(title('Why "Moby Dick" Matters'), SINGLE_QUOTES))).toBe('‘Why “Moby Dick” Matters’');
    expect(text(quoted(title(' , '), SINGLE_QUOTES))).toBe('');
  });
});
