import { upperFirst } from './first-letter.js';

/**
 * A title's first word takes a capital in every style (the sentence case of IEEE, ACS and
 * Citing Medicine capitalises "the first word"), so a title typed all in lower case at its
 * start, "a self-organizing map …", «станки и инструменты», is raised. A first word with a
 * capital or a digit of its own ("mRNA", "iPhone", "p53") is a name or a symbol and stays as
 * typed.
 * @example openingCapital('a self-organizing map') // 'A self-organizing map'
 */
export function openingCapital(title: string | undefined): string | undefined {
  if (!title || !/^\p{Ll}[\p{Ll}'’-]*(?=[\s:;,.!?]|$)/u.test(title)) return title;
  return upperFirst(title);
}
