import { describe, expect, it } from 'vitest';
import { withoutStrayStop } from './stray-stop.js';

describe('withoutStrayStop', () => {
  it('drops a full stop typed after a word or a domain name', () => {
    expect(withoutStrayStop('Наука.')).toBe('Наука');
    expect(withoutStrayStop('Москва.')).toBe('Москва');
    expect(withoutStrayStop('Wiley.')).toBe('Wiley');
    expect(withoutStrayStop('Фонтанка.ру.')).toBe('Фонтанка.ру');
    expect(withoutStrayStop('CNN.com.')).toBe('CNN.com');
  });
  it("keeps an abbreviation's stop", () => {
    for (const kept of ['М.', 'СПб.', 'Inc.', 'Oxford, U.K.', 'Cambridge, Mass.', 'Corp.', 'Изд-во МГУ.', 'Nat. Acad.'])
      expect(withoutStrayStop(kept)).toBe(kept);
  });
  it('leaves text without a final stop alone', () => {
    expect(withoutStrayStop('Springer')).toBe('Springer');
    expect(withoutStrayStop(undefined)).toBeUndefined();
  });
});

describe('withoutStrayStop: names abbreviated the GOST way', () => {
  it('keeps the stop of a last word abbreviated after another, drops it after a hyphenated word', () => {
    expect(withoutStrayStop('Большая Рос. энцикл.')).toBe('Большая Рос. энцикл.');
    expect(withoutStrayStop('Сов. энцикл.')).toBe('Сов. энцикл.');
    expect(withoutStrayStop('Изд-во Моск. ун-та.')).toBe('Изд-во Моск. ун-та');
    expect(withoutStrayStop('Red Globe Press.')).toBe('Red Globe Press');
    expect(withoutStrayStop('Наука.')).toBe('Наука');
  });
});
