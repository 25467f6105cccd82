import { describe, expect, it } from 'vitest';
import { format } from '../format-one.js';
import type { Publication } from '../model/publication.js';

const dissertation = (place?: string): Publication =>
  ({
    idTypePublication: 4,
    language: 'RU',
    title: { publicationTitle: 'Название работы' },
    outputData: { year: 2010, ...(place ? { editionPlace: place } : {}) },
    authors: { '1': [{ surname: 'Иванов', name: 'Иван', fathername: 'Иванович' }] },
    specialData: { organization: 'МГУ', dissertation: true, idAcademicDegree: 1 },
  }) as Publication;

describe('a dissertation’s imprint in the national styles', () => {
  it('says an unknown place «[Б. м.]», the place being mandatory', () => {
    for (const style of ['gost', 'gost2018', 'dstu'] as const)
      expect(format(dissertation(), style).text, style).toContain('[Б. м.], 2010');
  });

  it('gives a known place and the year, never a publisher', () => {
    expect(format(dissertation('Москва'), 'gost2018').text).toContain('– Москва, 2010.');
  });
});
