import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { toText } from '../rich/to-text.js';
import type { Context } from './context.js';
import {
  bold,
  cat,
  ended,
  field,
  first,
  group,
  isEmpty,
  italic,
  label,
  linked,
  lit,
  type Piece,
  seq,
  when,
} from './piece.js';
import { testContext } from './test-context.js';

const ctx: Context = testContext('en', 'book');
const title = field((pub) => pub.title?.publicationTitle);
const place = field((pub) => pub.outputData?.editionPlace);
const year = field((pub) => pub.outputData?.year);
const run = (piece: Piece, pub: Publication) => piece(pub, ctx);
const text = (piece: Piece, pub: Publication) => toText(run(piece, pub));

const full: Publication = {
  idTypePublication: 2,
  title: { publicationTitle: 'Trade policy of the U.S.' },
  outputData: { editionPlace: 'Chicago', year: 2017 },
};
const bare: Publication = { idTypePublication: 2 };

describe('field', () => {
  it('gives the trimmed value, or nothing for null, undefined and blank text', () => {
    expect(
      run(
        field(() => '  Moby Dick '),
        bare,
      ),
    ).toEqual([{ text: 'Moby Dick' }]);
    expect(
      run(
        field(() => 2020),
        bare,
      ),
    ).toEqual([{ text: '2020' }]);
    for (const value of [null, undefined, '', '   '])
      expect(
        run(
          field(() => value),
          bare,
        ),
      ).toEqual([]);
  });
});

describe('lit and label', () => {
  it('are always present', () => {
    expect(text(lit('In: '), bare)).toBe('In: ');
    expect(
      text(
        label((l) => l.etAl),
        bare,
      ),
    ).toBe(ctx.labels.etAl);
  });
});

describe('seq', () => {
  it('joins the present pieces with the delimiter and skips the missing ones with theirs', () => {
    expect(text(seq(', ', [title, place, year]), full)).toBe('Trade policy of the U.S., Chicago, 2017');
    expect(text(seq(', ', [title, place, year]), { ...bare, outputData: { year: 2017 } })).toBe('2017');
    expect(run(seq(', ', [title, place]), bare)).toEqual([]);
  });

  it('decides each seam by the join table: an abbreviation’s stop serves as the delimiter’s', () => {
    expect(text(seq('. ', [title, place]), full)).toBe('Trade policy of the U.S. Chicago');
  });

  it('treats a piece of white space as missing', () => {
    expect(text(seq(', ', [lit('  '), year]), full)).toBe('2017');
  });
});

describe('cat', () => {
  it('joins the present pieces with nothing between them', () => {
    expect(text(cat(place, lit(': '), year), full)).toBe('Chicago: 2017');
  });
});

describe('group', () => {
  it('wraps a present piece in its affixes and vanishes with its punctuation when the piece is empty', () => {
    expect(text(group(year, { prefix: '(', suffix: ')' }), full)).toBe('(2017)');
    expect(run(group(year, { prefix: '(', suffix: ')' }), bare)).toEqual([]);
  });

  it('gives the same output every time: a seam never changes the shared affixes or delimiters', () => {
    const colon = group(place, { suffix: ':' });
    const stopped = seq('. ', [colon, year]);
    const spaced = seq(' ', [colon, year]);
    expect(text(stopped, full)).toBe('Chicago. 2017');
    expect(text(spaced, full)).toBe('Chicago: 2017');
    expect(text(stopped, full)).toBe('Chicago. 2017');
    const commas = seq(', ', [group(place, { suffix: ',' }), year]);
    expect(text(commas, full)).toBe('Chicago, 2017');
    expect(text(commas, full)).toBe('Chicago, 2017');
  });

  it('decides the seams with its affixes', () => {
    expect(text(group(title, { suffix: '.' }), full)).toBe('Trade policy of the U.S.');
    expect(
      text(
        group(
          field(() => ' 2020'),
          { prefix: '( ' },
        ),
        bare,
      ),
    ).toBe('(2020');
  });
});

describe('ended', () => {
  it('ends a piece with a stop that "?" or an abbreviation’s stop serves as', () => {
    expect(text(ended(place), full)).toBe('Chicago.');
    expect(text(ended(title), full)).toBe('Trade policy of the U.S.');
    expect(text(ended(field(() => 'Why?')), bare)).toBe('Why?');
    expect(
      text(
        ended(
          field(() => 'Why?'),
          ',',
        ),
        bare,
      ),
    ).toBe('Why?');
    expect(run(ended(place), bare)).toEqual([]);
  });
});

describe('marks and links', () => {
  it('adds a mark to every run without doubling it', () => {
    expect(run(italic(italic(place)), full)).toEqual([{ text: 'Chicago', marks: ['italic'] }]);
    expect(run(bold(italic(place)), full)).toEqual([{ text: 'Chicago', marks: ['italic', 'bold'] }]);
  });

  it('links a piece when the getter gives a target, and leaves it plain otherwise', () => {
    expect(
      run(
        linked(place, () => 'https://a.org'),
        full,
      ),
    ).toEqual([{ text: 'Chicago', href: 'https://a.org' }]);
    expect(
      run(
        linked(place, () => undefined),
        full,
      ),
    ).toEqual([{ text: 'Chicago' }]);
  });
});

describe('when and first', () => {
  it('chooses by a predicate, with an optional otherwise', () => {
    const online = (pub: Publication) => Boolean(pub.accessData?.link);
    expect(text(when(online, lit('online'), lit('print')), full)).toBe('print');
    expect(run(when(online, lit('online')), full)).toEqual([]);
  });

  it('gives the first present piece', () => {
    expect(text(first(title, place), { ...bare, outputData: { editionPlace: 'Kyiv' } })).toBe('Kyiv');
    expect(run(first(title, place), bare)).toEqual([]);
  });
});

describe('isEmpty', () => {
  it('is true for no runs and for runs of white space only', () => {
    expect(isEmpty([])).toBe(true);
    expect(isEmpty([{ text: ' ' }, { text: '\t' }])).toBe(true);
    expect(isEmpty([{ text: '.' }])).toBe(false);
  });
});
