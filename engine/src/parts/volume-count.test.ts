import { describe, expect, it } from 'vitest';
import { LABELS } from '../locales/index.js';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { volumeCountText } from './volume-count.js';

const en = { labels: LABELS.en, locale: 'en' } as Context;
const ru = { labels: LABELS.ru, locale: 'ru' } as Context;
const uk = { labels: LABELS.uk, locale: 'uk' } as Context;

describe('volumeCountText (CMOS 16, 14.119)', () => {
  it('gives the number of volumes of a work cited as a whole', () => {
    expect(volumeCountText({ series: { countVolume: 2 } } as Publication, en)).toBe('2 vols.');
    expect(volumeCountText({ series: { countVolume: 'в 22 т.' } } as Publication, ru)).toBe('В 22 т.');
    expect(volumeCountText({ series: { countVolume: '3' } } as Publication, uk)).toBe('У 3 т.');
  });
  it('gives nothing when one volume is cited or no count is known', () => {
    expect(volumeCountText({ series: { countVolume: 3, volume: 2 } } as Publication, en)).toBeUndefined();
    expect(volumeCountText({} as Publication, en)).toBeUndefined();
  });
  it('writes the British contraction without a stop and the words lower-case inside a sentence (MHRA)', () => {
    const mhra = { british: true, lower: true };
    expect(volumeCountText({ series: { countVolume: 12 } } as Publication, en, mhra)).toBe('12 vols');
    expect(volumeCountText({ series: { countVolume: 'в 22 т.' } } as Publication, ru, mhra)).toBe('в 22 т.');
    expect(volumeCountText({ series: { countVolume: '3' } } as Publication, uk, mhra)).toBe('у 3 т.');
  });
});
