import { describe, expect, it } from 'vitest';
import type { Context } from '../template/context.js';
import { romanisedLanguage } from './language-note.js';

const ctx = (language: Context['language'], locale: Context['locale']): Context => ({ language, locale }) as Context;

describe('romanisedLanguage', () => {
  it('names a romanised Russian or Ukrainian record in English', () => {
    expect(romanisedLanguage(ctx('RU', 'en'))).toBe('Russian');
    expect(romanisedLanguage(ctx('UA', 'en'))).toBe('Ukrainian');
  });
  it('says nothing for an English record or one printed in its own script', () => {
    expect(romanisedLanguage(ctx('EN', 'en'))).toBeUndefined();
    expect(romanisedLanguage(ctx('RU', 'ru'))).toBeUndefined();
  });
});
