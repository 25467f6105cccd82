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
