import { describe, expect, it } from 'vitest';
import { unquote } from './quotes.js';

describe('unquote', () => {
  it('drops quotes that enclose the whole field', () => {
    expect(unquote('«Пост-замок»')).toBe('Пост-замок');
    expect(unquote('"Title"')).toBe('Title');
  });

  it('keeps a closing quote whose opening is inside the field', () => {
    expect(unquote('Издание газеты «Ударник Метростроя»')).toBe('Издание газеты «Ударник Метростроя»');
    expect(unquote('навч. посіб. для студ. "Облік і аудит"')).toBe('навч. посіб. для студ. "Облік і аудит"');
    expect(unquote('«Алгебра» и «Геометрия»')).toBe('«Алгебра» и «Геометрия»');
  });

  it('drops a lone quote whose partner was left in another field', () => {
    expect(unquote('«Фармацевтический кластер')).toBe('Фармацевтический кластер');
    expect(unquote('Фармацевтический кластер»')).toBe('Фармацевтический кластер');
  });
});
