import { describe, expect, it } from 'vitest';
import { articleFromForm, EMPTY_FORM, parseAuthorLines } from './article-from-form.js';

describe('parseAuthorLines', () => {
  it('reads "Surname, Given Patronymic" lines', () => {
    expect(parseAuthorLines('Иванов, Иван Петрович\nSmith, John')).toEqual([
      { surname: 'Иванов', name: 'Иван', fathername: 'Петрович' },
      { surname: 'Smith', name: 'John' },
    ]);
  });

  it('reads "Given Surname" lines without a comma and skips blank lines', () => {
    expect(parseAuthorLines('\nJohn Smith\n\n')).toEqual([{ surname: 'Smith', name: 'John' }]);
  });
});

describe('articleFromForm', () => {
  it('maps the journal to series.series (docs/model.md)', () => {
    const pub = articleFromForm({ ...EMPTY_FORM, journal: 'Nature', volume: '5' });
    expect(pub.idTypePublication).toBe(1);
    expect(pub.series).toMatchObject({ series: 'Nature', volume: '5' });
  });
});
