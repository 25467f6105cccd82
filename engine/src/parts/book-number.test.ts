import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field } from '../template/piece.js';
import { numberedBook } from './book-number.js';
import { volumeOf } from './fields.js';

const ru = { labels: { number: '№', issue: 'Вып.' }, locale: 'ru', type: 'book' } as unknown as Context;
const volume = numberedBook(field(volumeOf));
const book = (series: Publication['series']): Publication => ({ idTypePublication: 2, series }) as Publication;
const text = (pub: Publication) =>
  volume(pub, ru)
    .map((r) => r.text)
    .join('');

describe('numberedBook', () => {
  it('prints an issue or a number with no series where the volume prints', () => {
    expect(text(book({ issue: '35' }))).toBe('Вып. 35');
    expect(text(book({ number: '5 (9)' }))).toBe('№ 5 (9)');
    expect(text(book({ number: '№ 5 (9)' }))).toBe('№ 5 (9)');
    expect(text(book({ issue: 'Ч. 2' }))).toBe('Ч. 2');
  });

  it("prints a whole proceedings' issue as its part (docs/model.md)", () => {
    const proceedings = { ...ru, type: 'conference' } as unknown as Context;
    expect(
      volume(book({ issue: '2' }), proceedings)
        .map((r) => r.text)
        .join(''),
    ).toBe('Ч. 2');
  });

  it("labels an English record's number 'No.', never the calque 'Iss.' (Padhye, report 99-02)", () => {
    const en = { labels: { number: 'No.', issue: 'Iss.' }, locale: 'en', type: 'book' } as unknown as Context;
    expect(
      volume(book({ issue: '99-02' }), en)
        .map((r) => r.text)
        .join(''),
    ).toBe('No. 99-02');
  });

  it('leaves a series number and a volume alone', () => {
    expect(text(book({ series: 'Библиотека студента', issue: '12' }))).toBe('');
    expect(text(book({ volume: '2', issue: '3' }))).toBe('2');
  });
});
