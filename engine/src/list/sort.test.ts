import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { bibliographyOrder } from './sort.js';

const pub = (surname: string, year: number, title = 'T'): Publication => ({
  idTypePublication: 2,
  title: { publicationTitle: title },
  outputData: { year },
  authors: { '1': [{ surname, name: 'A' }] },
});

describe('bibliographyOrder', () => {
  it('orders author-date styles by author, then year', () => {
    const list = [pub('Smith', 2020), pub('Adams', 2019), pub('Smith', 2001)];
    expect(bibliographyOrder(list, 'apa7')).toEqual([1, 2, 0]);
  });

  it('puts Cyrillic sources first for gost2018 and dstu, each group alphabetical', () => {
    const list = [pub('Adams', 2019), pub('Яковлев', 2010), pub('Zhang', 2011), pub('Абрамов', 2012)];
    expect(bibliographyOrder(list, 'gost2018')).toEqual([3, 1, 0, 2]);
    expect(bibliographyOrder(list, 'dstu')).toEqual([3, 1, 0, 2]);
    expect(bibliographyOrder(list, 'apa7')).toEqual([0, 2, 3, 1]);
  });

  it('keeps citation order for numeric styles', () => {
    const list = [pub('Smith', 2020), pub('Adams', 2019)];
    expect(bibliographyOrder(list, 'ieee')).toEqual([0, 1]);
    expect(bibliographyOrder(list, 'vancouver')).toEqual([0, 1]);
  });

  it('falls back to the organisation, then the title, when there is no author', () => {
    const org: Publication = {
      idTypePublication: 5,
      title: { publicationTitle: 'Zeta' },
      authors: { '5': [{ name: 'ISO' }] },
    };
    const titled: Publication = { idTypePublication: 7, title: { publicationTitle: 'Beta' } };
    expect(bibliographyOrder([org, titled, pub('Gamma', 2000)], 'apa7')).toEqual([1, 2, 0]);
  });
});
