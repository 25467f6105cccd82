import { describe, expect, it } from 'vitest';
import { firstPublisher } from './first-publisher.js';

describe('firstPublisher', () => {
  it('keeps the first of GOST-typed co-publishers', () => {
    expect(firstPublisher('Лаком-книга : Габестро')).toBe('Лаком-книга');
    expect(firstPublisher('Межгос. совет по стандартизации ; М. : Изд-во стандартов')).toBe(
      'Межгос. совет по стандартизации',
    );
  });

  it("keeps the first of co-publishers an importer listed with '; '", () => {
    expect(firstPublisher('Springer; Routledge')).toBe('Springer');
  });

  it('leaves a single publisher as typed', () => {
    expect(firstPublisher('Duke University Press')).toBe('Duke University Press');
    expect(firstPublisher('AT&T Bell Labs: Research')).toBe('AT&T Bell Labs: Research');
    expect(firstPublisher('М. : Флинта')).toBe('М. : Флинта');
    expect(firstPublisher(undefined)).toBeUndefined();
  });
});
