import { describe, expect, it } from 'vitest';
import { toText } from '../rich/to-text.js';
import { field } from '../template/piece.js';
import { DOUBLE_QUOTES, SINGLE_QUOTES } from './quotes.js';
import { curledQuotes } from './typed-quotes.js';

const title = (t: string) => field(() => t);
const run = (t: string, marks = DOUBLE_QUOTES) =>
  // biome-ignore lint/suspicious/noExplicitAny: the piece reads neither record nor context
  toText(curledQuotes(title(t), marks)({} as any, {} as any));

describe('curledQuotes', () => {
  it('sets typewriter marks inside an italic title as the style’s first pair', () => {
    expect(run('The "Great Gatsby" and Its Readers')).toBe('The “Great Gatsby” and Its Readers');
    expect(run('The "Great Gatsby" and Its Readers', SINGLE_QUOTES)).toBe('The ‘Great Gatsby’ and Its Readers');
  });
  it('takes typewriter single marks for a quotation too, never an apostrophe', () => {
    const amos = "Climate Change: 'Ice Bumps' Reveal History";
    expect(run(amos)).toBe('Climate Change: “Ice Bumps” Reveal History');
    expect(run(amos, SINGLE_QUOTES)).toBe('Climate Change: ‘Ice Bumps’ Reveal History');
    expect(run("The Students' Union")).toBe("The Students' Union");
  });
  it('leaves titles with no typewriter mark as typed', () => {
    expect(run('Aristotle’s «De anima»')).toBe('Aristotle’s «De anima»');
  });
});
