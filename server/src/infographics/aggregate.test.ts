import { describe, expect, it } from 'vitest';
import { aggregate, authorKey, type InfographicRow, MAX_MONTHS, monthOf, TOP, yearOf } from './aggregate.js';

const row = (bibl: object, date: string, styles: string[] = ['apa7'], people: object[] = []): InfographicRow => ({
  date,
  authors: JSON.stringify(people),
  other_data: JSON.stringify(bibl),
  standarts: JSON.stringify(styles),
});

describe('aggregate', () => {
  it('counts years, types, languages, styles, journals, authors and months', () => {
    const smith = { surname: 'Smith', name: 'John', fathername: null };
    const rows = [
      row(
        { idTypePublication: 1, language: 'EN', series: { series: 'Nature' }, outputData: { year: 2019 } },
        '2026-01-05T10:00:00Z',
        ['apa7', 'gost'],
        [smith],
      ),
      row(
        { idTypePublication: 1, language: 'ru', series: { series: ' Nature ' }, outputData: { year: '2019' } },
        '2026-03-31T23:59:00Z',
        ['gost'],
        [
          { surname: 'Smith', name: 'J.' },
          { surname: 'Иванов', name: 'Иван', fathername: 'Петрович' },
        ],
      ),
      row({ idTypePublication: 2, language: 'UA', outputData: { year: '2001a' } }, '2026-03-01T00:00:00Z'),
      row({ idTypePublication: 3, language: 'DE', outputData: {} }, '2026-03-02T00:00:00Z'),
    ];
    const g = aggregate(rows);
    expect(g.total).toBe(4);
    expect(g.byYear).toEqual([
      { key: '2001', count: 1 },
      { key: '2019', count: 2 },
    ]);
    expect(g.noYear).toBe(1);
    expect(g.byType).toEqual([
      { key: '1', count: 2 },
      { key: '2', count: 1 },
      { key: '3', count: 1 },
    ]);
    expect(g.byLanguage).toEqual([
      { key: 'EN', count: 1 },
      { key: 'other', count: 1 },
      { key: 'RU', count: 1 },
      { key: 'UA', count: 1 },
    ]);
    expect(g.byStyle).toEqual([
      { key: 'apa7', count: 3 },
      { key: 'gost', count: 2 },
    ]);
    // Only articles name a journal; spacing differences are the same journal.
    expect(g.journals).toEqual([{ key: 'Nature', count: 2 }]);
    expect(g.authors).toEqual([
      { key: 'Smith J.', count: 2 },
      { key: 'Иванов И. П.', count: 1 },
    ]);
    expect(g.growth).toEqual([
      { key: '2026-01', count: 1 },
      { key: '2026-02', count: 0 },
      { key: '2026-03', count: 3 },
    ]);
  });

  it('answers empty lists for an empty library', () => {
    expect(aggregate([])).toEqual({
      total: 0,
      byYear: [],
      noYear: 0,
      byType: [],
      byLanguage: [],
      byStyle: [],
      journals: [],
      authors: [],
      growth: [],
    });
  });

  it('survives broken stored JSON without counting what it cannot read', () => {
    const g = aggregate([{ date: 'not a date', authors: '{', other_data: 'x', standarts: 'null' }]);
    expect(g).toMatchObject({ total: 1, noYear: 1, byType: [], byStyle: [], authors: [], growth: [] });
    expect(g.byLanguage).toEqual([{ key: 'other', count: 1 }]);
  });

  it('bounds the answer: top journals and authors, the latest months', () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      row(
        { idTypePublication: 1, language: 'EN', series: { series: `J${String(i).padStart(2, '0')}` } },
        new Date(Date.UTC(2000 + i, 0, 1)).toISOString(),
        ['apa7'],
        [{ surname: `S${i}` }],
      ),
    );
    const g = aggregate(rows);
    expect(g.journals).toHaveLength(TOP);
    expect(g.journals[0]).toEqual({ key: 'J00', count: 1 });
    expect(g.authors).toHaveLength(TOP);
    expect(g.growth).toHaveLength(MAX_MONTHS);
    expect(g.growth.at(-1)).toEqual({ key: '2029-01', count: 1 });
  });

  it('reads years, names and months the way they are stored', () => {
    expect([yearOf(2019), yearOf('1999'), yearOf('n.d.'), yearOf(''), yearOf(null), yearOf('0999')]).toEqual([
      2019,
      1999,
      null,
      null,
      null,
      null,
    ]);
    expect(authorKey({ surname: 'Doe' })).toBe('Doe');
    expect(authorKey({ name: 'Jane' })).toBeNull();
    expect(monthOf(Date.UTC(2024, 11, 31, 23))).toBe('2024-12');
  });
});
