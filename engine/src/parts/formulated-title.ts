import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { containerOf } from './fields.js';
import { hostTitleOf } from './host.js';

/**
 * The title a cataloguer supplies for a record that has none, in square brackets, named after
 * the kind of document: GOST R 7.0.100-2018, 5.2.3.12 («Если установить основное заглавие …
 * невозможно, то его необходимо сформулировать … заключают в квадратные скобки … используют
 * обозначение вида ресурса»; 7.8.2: «[Рецензия]»), GOST 7.1-2003, 5.2.2.8 and 7.2.1.2 («[Отрывки
 * из дневника]»), which DSTU 8302:2015 follows. Without it the entry opened with the material
 * designation or the statement of responsibility, «[Text] / G. J. Tranah [et al.] // …».
 */
const WORDS = {
  ru: { article: 'Статья', chapter: 'Глава', other: 'Без заглавия' },
  uk: { article: 'Стаття', chapter: 'Розділ', other: 'Без назви' },
  en: { article: 'Article', chapter: 'Chapter', other: 'Untitled' },
} as const;

export function formulatedTitle(pub: Publication, ctx: Context): string {
  const words = WORDS[ctx.locale];
  const inHost = hostTitleOf(pub) !== undefined;
  const paper = ctx.type === 'article' || (ctx.type === 'conference' && (inHost || containerOf(pub) !== undefined));
  const word = paper ? words.article : inHost ? words.chapter : words.other;
  return `[${word}]`;
}
