import { describe, expect, it } from 'vitest';
import { coPublishers, firstPublisher } from './first-publisher.js';

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

describe('coPublishers', () => {
  it("joins GOST-typed co-publishers with the style's separator", () => {
    expect(coPublishers('Лаком-книга : Габестро', '; ')).toBe('Лаком-книга; Габестро');
    expect(coPublishers('Лаком-книга : Габестро', ' / ')).toBe('Лаком-книга / Габестро');
    expect(coPublishers('Springer; Routledge', ' / ')).toBe('Springer / Routledge');
  });

  it('leaves out a second place typed among the publishers', () => {
    expect(coPublishers('Межгос. совет по стандартизации ; М. : Изд-во стандартов', '; ')).toBe(
      'Межгос. совет по стандартизации; Изд-во стандартов',
    );
  });

  it('leaves a single publisher, or a place typed before it, as typed', () => {
    expect(coPublishers('AT&T Bell Labs: Research', '; ')).toBe('AT&T Bell Labs: Research');
    expect(coPublishers('М. : Флинта', '; ')).toBe('М. : Флинта');
    expect(coPublishers(undefined, '; ')).toBeUndefined();
  });
});
