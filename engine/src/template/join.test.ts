import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rich } from '../rich/run.js';
import { toText } from '../rich/to-text.js';
import { JOIN_TABLE, joinAll, joinEntry, joinRich, settleChars, settleRun } from './join.js';

const join = (...texts: string[]) => toText(joinAll(texts.map((text) => [{ text }])));

describe('JOIN_TABLE', () => {
  it('keeps one stop where an abbreviation’s stop meets the next stop', () => {
    expect(join('Trade policy of the U.S.', '. ', 'Chicago')).toBe('Trade policy of the U.S. Chicago');
    expect(join('и т. п.', '. – ', 'Москва')).toBe('и т. п. – Москва');
    expect(join('XIX–XX вв.', '.')).toBe('XIX–XX вв.');
  });

  it('lets "?", "!" and "…" absorb a following stop, and "?" and "!" a comma', () => {
    expect(join('Why?', '. ', 'Journal')).toBe('Why? Journal');
    expect(join('Stop!', '.')).toBe('Stop!');
    expect(join('And so…', '.')).toBe('And so…');
    expect(join('Why?', ', ', 'Journal')).toBe('Why? Journal');
  });

  it('lets a comma, semicolon or colon left by a missing field give way to a stop', () => {
    expect(join('Moscow,', '.')).toBe('Moscow.');
    expect(join('Kyiv ;', '.')).toBe('Kyiv.');
    expect(join('Title :', '. – ', 'Text')).toBe('Title. – Text');
  });

  it('keeps both marks where the table says nothing', () => {
    expect(join('U.S.', ', ', 'in')).toBe('U.S., in');
    expect(join('crust?', ': ', 'Geology')).toBe('crust?: Geology');
    expect(join('Title', ' : ', 'subtitle', ' / ', 'A. Author')).toBe('Title : subtitle / A. Author');
  });

  it('makes one of a doubled comma or semicolon', () => {
    expect(join('a,', ', ', 'b')).toBe('a, b');
    expect(join('a;', '; ', 'b')).toBe('a; b');
  });

  it('is one table: every rule names the last mark on the left and the first on the right', () => {
    for (const [left, rights] of Object.entries(JOIN_TABLE)) {
      expect(left).toHaveLength(1);
      for (const right of Object.keys(rights)) expect(right).toHaveLength(1);
    }
  });
});

describe('joinRich', () => {
  it('never leaves a doubled space, nor a space before "," or "." or after "("', () => {
    expect(join('Title ', ' , ', 'Journal')).toBe('Title, Journal');
    expect(join('Moscow ', '.')).toBe('Moscow.');
    expect(join('(', ' 2020)')).toBe('(2020)');
  });

  it('drops an empty pair of brackets met at a seam', () => {
    expect(join('Title (', ')')).toBe('Title ');
  });

  it('keeps an ellipsis typed as three stops', () => {
    expect(join('Title. ', '...and then')).toBe('Title....and then');
    expect(join('Wait...', '.')).toBe('Wait...');
  });

  it('drops a stop after an English closing quote that already ends in one (“Dr. House.”), not after guillemets', () => {
    expect(toText(joinRich([{ text: 'Teaching with “Dr. House.”' }], [{ text: '.' }]))).toBe(
      'Teaching with “Dr. House.”',
    );
    expect(toText(joinRich([{ text: '‘Why?’' }], [{ text: '. Journal' }]))).toBe('‘Why?’ Journal');
    expect(toText(joinRich([{ text: 'the Joneses’' }], [{ text: '.' }]))).toBe('the Joneses’.');
    expect(toText(joinRich([{ text: '«и т. п.»' }], [{ text: '.' }]))).toBe('«и т. п.».');
    expect(settleRun('“Dr. House.”.')).toBe('“Dr. House.”');
  });

  it('drops that stop when the mark before the quote sits in the previous run (an italic title, then “”.”)', () => {
    const italic: Rich = [{ text: 'Why Not Me?', marks: ['italic'] }];
    expect(joinRich(italic, [{ text: '”. Next' }])).toEqual([...italic, { text: '” Next' }]);
    expect(toText(joinRich([{ text: 'U.S.', marks: ['italic'] }], [{ text: '’.' }]))).toBe('U.S.’');
    expect(toText(joinEntry([{ text: '“Dr. House.', marks: ['italic'] }, { text: '”.' }]))).toBe('“Dr. House.”');
    expect(toText(joinRich([{ text: 'Joneses', marks: ['italic'] }], [{ text: '’.' }]))).toBe('Joneses’.');
    expect(toText(joinRich([{ text: 'и т. п.', marks: ['italic'] }], [{ text: '».' }]))).toBe('и т. п.».');
  });

  it('decides across runs and keeps their marks', () => {
    const out = joinRich([{ text: 'Why?', marks: ['italic'] }], [{ text: '. Next' }]);
    expect(out).toEqual([{ text: 'Why?', marks: ['italic'] }, { text: ' Next' }]);
  });

  it('takes nothing from a link: an address is quoted as typed', () => {
    const link: Rich = [{ text: 'https://a.org/x.', href: 'https://a.org/x.' }];
    expect(toText(joinRich(link, [{ text: '.' }]))).toBe('https://a.org/x..');
    expect(toText(joinRich([{ text: 'See ' }], [{ text: ' https://a.org/ ', href: 'https://a.org/' }]))).toBe(
      'See  https://a.org/ ',
    );
  });

  it('changes neither of its arguments', () => {
    const left: Rich = [{ text: 'Moscow,' }];
    const right: Rich = [{ text: '.' }];
    joinRich(left, right);
    expect(left).toEqual([{ text: 'Moscow,' }]);
    expect(right).toEqual([{ text: '.' }]);
  });
});

describe('settleRun', () => {
  it('settles the seams inside a typed text and keeps its ends', () => {
    expect(settleRun('Title ,  2020 .')).toBe('Title, 2020.');
    expect(settleRun(' : ')).toBe(' : ');
    expect(settleRun('Why?. A ,b')).toBe('Why? A,b');
  });

  it('returns a settled text unchanged', () => {
    const text = 'Smith, J. A. (2020). Title: A study. Journal, 3(2), 10–20.';
    expect(settleRun(text)).toBe(text);
  });
});

/** Text made of the characters the table and the space rules care about, and a few letters. */
const seamy = fc.array(fc.constantFrom(...' \t\u00a0.,;:?!…()[]"«»“”ab'), { maxLength: 24 }).map((cs) => cs.join(''));

describe('settleRun against its plain statement', () => {
  it('gives what the seam-by-seam pass gives, for any text (its fast check skips only settled texts)', () => {
    fc.assert(
      fc.property(seamy, (text) => {
        expect(settleRun(text)).toBe(settleChars(text));
      }),
      { numRuns: 5000 },
    );
  });

  it('is settled already after one pass', () => {
    fc.assert(
      fc.property(seamy, (text) => {
        const once = settleRun(text);
        expect(settleChars(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('joinEntry', () => {
  it('settles each run’s own text and every seam between runs', () => {
    expect(toText(joinEntry([{ text: 'Title ,' }, { text: ' . Next' }]))).toBe('Title. Next');
  });

  it('gives the same text as joining the runs one by one after settling each, for any runs', () => {
    fc.assert(
      fc.property(fc.array(seamy, { maxLength: 5 }), (texts) => {
        const plain = texts.reduce<Rich>((out, text) => joinRich(out, [{ text: settleChars(text) }]), []);
        expect(toText(joinEntry(texts.map((text) => ({ text }))))).toBe(toText(plain));
      }),
      { numRuns: 2000 },
    );
  });
});
