import { describe, expect, it } from 'vitest';
import { uniqueness } from './uniqueness.js';

describe('uniqueness against the given sources', () => {
  it('marks the shared passage and names its source (Russian, word forms ignored)', () => {
    const text = 'Мы изучили влияние языковой модели на качество перевода. Это совсем другая мысль автора.';
    const r = uniqueness(text, 'ru', [
      {
        name: 'Аннотация 1',
        kind: 'annotation',
        text: 'Авторы изучили влияние языковых моделей на качество переводов в работе.',
      },
      { name: 'other.txt', kind: 'upload', text: 'Ничего общего здесь нет совсем никак.' },
    ]);
    // Shared: "изучили … перевода" = 7 words of 13.
    expect(r.overlaps).toEqual([{ start: 3, end: 55, source: 'Аннотация 1' }]);
    expect(text.slice(3, 55)).toBe('изучили влияние языковой модели на качество перевода');
    expect(r.unique).toBe(Number((6 / 13).toFixed(3)));
    expect(r.sources.map((s) => s.name)).toEqual(['Аннотация 1', 'other.txt']);
    expect(r.sources[1]?.containment).toBe(0);
  });
  it('a text with no sources is wholly unique (English, Ukrainian)', () => {
    expect(uniqueness('One two three four five six.', 'en', []).unique).toBe(1);
    const same = 'Мова є засобом спілкування між людьми різних країн.';
    const r = uniqueness(same, 'uk', [{ name: 'copy', kind: 'upload', text: same }]);
    expect(r).toMatchObject({ unique: 0, sources: [{ name: 'copy', containment: 1, jaccard: 1 }] });
  });
});
