import { describe, expect, it } from 'vitest';
import { unifyLookAlikes } from './look-alikes.js';
import { parseCitation } from './parse-citation.js';

describe('unifyLookAlikes: letters of the other script that look alike', () => {
  it('writes a word of the text’s script in its letters ("Рhysics" with a Cyrillic «Р», «двуxпорожденными»)', () => {
    expect(unifyLookAlikes('Smith, J. (2010). Рhysics of things. London: Penguin.')).toBe(
      'Smith, J. (2010). Physics of things. London: Penguin.',
    );
    expect(unifyLookAlikes('полукольца, ассоциированные с двуxпорожденными идеалами')).toBe(
      'полукольца, ассоциированные с двухпорожденными идеалами',
    );
  });

  it('a lone initial in an English reference («Р.», «В.»); Roman numerals typed with «Х», «І» in Latin', () => {
    expect(unifyLookAlikes('Oxenden, C., & Brennan, В. (2018). New English file.')).toBe(
      'Oxenden, C., & Brennan, B. (2018). New English file.',
    );
    expect(unifyLookAlikes('Україна ХХI: неоіндустріальна держава')).toBe('Україна XXI: неоіндустріальна держава');
  });

  it('leaves a word of the other script as typed, and a Latin capital that may be a numeral («Ч. I»)', () => {
    expect(unifyLookAlikes('Есаулов Г.В. // Аcademia. Архитектура и строительство. – 2018. – № 4.')).toBe(
      'Есаулов Г.В. // Аcademia. Архитектура и строительство. – 2018. – № 4.',
    );
    expect(unifyLookAlikes('Из истории московской балетной школы. Ч. I. Москва: МГАХ, 2013.')).toBe(
      'Из истории московской балетной школы. Ч. I. Москва: МГАХ, 2013.',
    );
    expect(unifyLookAlikes('Plain English text')).toBe('Plain English text');
    // A letter of a code glued to digits is no lone letter: "B02C" stays Latin in a Russian patent.
    expect(unifyLookAlikes('Пат. 2637215 Российская Федерация, МПК B02C 19/16.')).toBe(
      'Пат. 2637215 Российская Федерация, МПК B02C 19/16.',
    );
  });
});

describe('an English reference with a Cyrillic look-alike is read as English (composed)', () => {
  it('the title has Latin letters and the names are read', () => {
    const p = parseCitation('Smith, J., & Рetrov, Р. (2010). Рhysics of things. London: Penguin.').publication;
    expect(p.title?.publicationTitle).toBe('Physics of things');
    expect(p.authors?.['1']).toEqual([
      { surname: 'Smith', name: 'J.' },
      { surname: 'Petrov', name: 'P.' },
    ]);
    expect(p.language).toBe('EN');
  });
});
