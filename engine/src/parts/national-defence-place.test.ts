import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { defenceCity } from './national-defence-place.js';

const at = (defPlace: string): Publication => ({ idTypePublication: 4, specialData: { dissertation: true, defPlace } });

describe('defence place', () => {
  it('is the city when it names one', () => {
    for (const city of ['Київ', 'Москва', 'Kyiv', 'Cambridge, MA', 'Санкт-Петербург'])
      expect(defenceCity(at(city))).toBe(city);
  });

  it('is no city when it names an institution', () => {
    for (const org of [
      'Київський національний університет імені Тараса Шевченка',
      'Харківський нац. ун-т',
      'Удмуртский гос. ун-т',
      'Математический институт им. В. А. Стеклова РАН',
      'Harvard University',
      'The College of William & Mary',
      'МГУ',
      'Спеціалізована вчена рада Д 26.001.01',
      'КНУ імені Тараса Шевченка',
      'Львівська політехніка',
      'НУ «Львівська політехніка»',
      'Інститут економіки НАН України',
    ])
      expect(defenceCity(at(org))).toBeUndefined();
  });
});
