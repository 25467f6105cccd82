import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { titleWithSubtitle } from './subtitle-joined.js';

const ctx = (type: string, language = 'EN') => ({ type, language }) as unknown as Context;
const pub = (title: string, sub?: string) =>
  ({ title: { publicationTitle: title, infoAbouteTitle: sub } }) as Publication;

describe('titleWithSubtitle', () => {
  it('joins an English subtitle after a colon', () => {
    expect(titleWithSubtitle(pub('Tame the BeaST', 'The B to X of BibTeX'), ctx('web'))).toBe(
      'Tame the BeaST: The B to X of BibTeX',
    );
    expect(titleWithSubtitle(pub('Why?', 'An answer'), ctx('book'))).toBe('Why? An answer');
  });
  it('does not repeat a subtitle the title holds, nor join a conference or a Russian record', () => {
    expect(titleWithSubtitle(pub('Tame the BeaST: The B to X', 'Tame the BeaST'), ctx('book'))).toBe(
      'Tame the BeaST: The B to X',
    );
    expect(titleWithSubtitle(pub('Paper', 'proceedings of X'), ctx('conference'))).toBe('Paper');
    expect(titleWithSubtitle(pub('Экономика', 'учеб. пособие'), ctx('book', 'RU'))).toBe('Экономика');
  });
});
