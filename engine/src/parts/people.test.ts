import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { toText } from '../rich/to-text.js';
import { testContext } from '../template/test-context.js';
import type { NameListOptions } from './names.js';
import { byline, byRole, namesWithRole } from './people.js';

const ctx = (locale: 'en' | 'ru' | 'uk') => testContext(locale);
const inverted: NameListOptions = {
  first: 'family-initials',
  rest: 'family-initials',
  initialDot: '.',
  initialSpace: ' ',
  sortSeparator: ', ',
  delimiter: ', ',
  lastDelimiter: ', ',
};
const book = (editors: { surname: string; name: string }[]): Publication =>
  ({ idTypePublication: 2, authors: { 3: editors } }) as unknown as Publication;

describe('namesWithRole: the one "names, role word" piece', () => {
  const eds = namesWithRole(
    byRole('3'),
    () => inverted,
    (l) => l.editorShort,
  );
  it('takes the singular or plural word by the number of people', () => {
    expect(toText(eds(book([{ surname: 'Peters', name: 'John' }]), ctx('en')))).toBe('Peters, J., Ed.');
    expect(
      toText(
        eds(
          book([
            { surname: 'Shannon', name: 'Claude' },
            { surname: 'McCarthy', name: 'John' },
          ]),
          ctx('en'),
        ),
      ),
    ).toBe('Shannon, C., McCarthy, J., Eds.');
  });
  it('writes the style’s own form, and the record’s language', () => {
    const british = namesWithRole(
      byRole('3'),
      () => inverted,
      (l) => l.editorBritish,
      (w) => ` (${w})`,
    );
    expect(
      toText(
        british(
          book([
            { surname: 'A', name: 'B' },
            { surname: 'C', name: 'D' },
          ]),
          ctx('en'),
        ),
      ),
    ).toBe('A, B., C, D. (eds)');
    expect(toText(eds(book([{ surname: 'Иванов', name: 'Иван' }]), ctx('ru')))).toBe('Иванов, И., ред.');
  });
  it('gives nothing without people, as byline does', () => {
    expect(eds(book([]), ctx('en'))).toEqual([]);
    expect(
      byline(
        (c) => c.labels.editedByWords,
        byRole('3'),
        () => inverted,
      )(book([]), ctx('en')),
    ).toEqual([]);
  });
});
