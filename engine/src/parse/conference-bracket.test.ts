import { describe, expect, it } from 'vitest';
import { conferenceBracket } from './conference-bracket.js';

describe('conferenceBracket', () => {
  it('reads place and days in either order, one month or two', () => {
    expect(conferenceBracket('Казань, 10–12 мая 2020 г.')).toEqual({
      place: 'Казань',
      date: '2020-05-10',
      dateEnd: '2020-05-12',
    });
    expect(conferenceBracket('24–26 марта 2016 г., СПб')).toEqual({
      place: 'СПб',
      date: '2016-03-24',
      dateEnd: '2016-03-26',
    });
    expect(conferenceBracket('Київ, 30 травня – 2 червня 2020 р.')).toEqual({
      place: 'Київ',
      date: '2020-05-30',
      dateEnd: '2020-06-02',
    });
    expect(conferenceBracket('г. Томск, 12 мая 2019 г.')).toEqual({ place: 'Томск', date: '2019-05-12' });
  });
  it('is undefined for a bracket that holds no conference date', () => {
    expect(conferenceBracket('Серия «Экономика»')).toBeUndefined();
    expect(conferenceBracket('Москва')).toBeUndefined();
    expect(conferenceBracket('вып. 3, 2016')).toBeUndefined();
  });
});
