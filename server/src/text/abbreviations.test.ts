import { describe, expect, it } from 'vitest';
import { abbreviationList, abbreviations } from './abbreviations.js';

describe('abbreviations and their expansions', () => {
  it('Russian: expansion before or after the brackets, used-before and never-expanded flags, dictionary', () => {
    const text =
      'Решение ВАК принято. Высшая аттестационная комиссия (ВАК) утверждает. Индекс УДК (универсальная десятичная классификация). Научно-исследовательский институт (НИИ) изучает ДНК. Глава IV. Выпускник МГУ.';
    const items = abbreviations(text, 'ru', { МГУ: 'Московский государственный университет' });
    expect(items.map((a) => [a.abbr, a.expansion, a.status, a.from, a.count])).toEqual([
      ['ВАК', 'Высшая аттестационная комиссия', 'usedBeforeExpansion', 'text', 2],
      ['УДК', 'универсальная десятичная классификация', 'ok', 'text', 1],
      ['НИИ', 'Научно-исследовательский институт', 'ok', 'text', 1],
      ['ДНК', null, 'unexpanded', null, 1],
      ['МГУ', 'Московский государственный университет', 'ok', 'dictionary', 1],
    ]);
    expect(abbreviationList(items, 'ru').map((a) => a.abbr)).toEqual(['ВАК', 'МГУ', 'НИИ', 'УДК']);
  });
  it('English: skips small words, sorts Cyrillic before Latin in a Russian list', () => {
    const items = abbreviations('The Universal Decimal Classification (UDC) and the Bank of England (BE) agree.', 'en');
    expect(items.map((a) => [a.abbr, a.expansion])).toEqual([
      ['UDC', 'Universal Decimal Classification'],
      ['BE', 'Bank of England'],
    ]);
    const mixed = abbreviations('Universal Decimal Classification (UDC), Высшая аттестационная комиссия (ВАК).', 'ru');
    expect(abbreviationList(mixed, 'ru').map((a) => a.abbr)).toEqual(['ВАК', 'UDC']);
  });
  it('Ukrainian', () => {
    const items = abbreviations('Національна академія наук України (НАНУ) та ЗВО.', 'uk');
    expect(items.map((a) => [a.abbr, a.expansion, a.status])).toEqual([
      ['НАНУ', 'Національна академія наук України', 'ok'],
      ['ЗВО', null, 'unexpanded'],
    ]);
  });
});
