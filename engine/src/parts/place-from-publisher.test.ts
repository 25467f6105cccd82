import { describe, expect, it } from 'vitest';
import { format } from '../index.js';
import { placeInPublisher } from './place-from-publisher.js';

describe('placeInPublisher', () => {
  it('reads a known place typed before the publishers', () => {
    expect(placeInPublisher('М. : Флинта : Наука', 'ru')).toEqual({ place: 'М.', publisher: 'Флинта : Наука' });
    expect(placeInPublisher('К. : Либідь', 'uk')).toEqual({ place: 'К.', publisher: 'Либідь' });
  });
  it('leaves co-publishers and a lone publisher alone', () => {
    expect(placeInPublisher('Лаком-книга : Габестро', 'ru')).toBeUndefined();
    expect(placeInPublisher('Наука', 'ru')).toBeUndefined();
    expect(placeInPublisher('ACM : Springer', 'en')).toBeUndefined();
  });
  it("prints the host's typed place as its imprint's place (iso)", () => {
    const pub = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Глава' },
      authors: { '1': [{ surname: 'Иванов', name: 'И.', fathername: 'И.' }] },
      host: { title: 'Сборник', publisher: 'СПб. : Питер', year: 2010 },
      physical: { pages: '5-9' },
    };
    expect(format(pub, 'iso').text).toContain('Санкт-Петербург: Питер, 2010');
  });
});
