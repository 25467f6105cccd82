import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { personsOf } from './fields.js';
import { type NameListOptions, nameList } from './names.js';

/**
 * A name list whose options depend on the record's language, for styles whose "and"
 * follows the source language (IEEE "and", Harvard "and" → Russian «и»).
 * @example localNames('1', (ctx) => ({ ...ieeeNames, lastDelimiter: `, ${ctx.labels.and} ` }))
 */
export function localNames(role: '1' | '2' | '3' | '4', options: (ctx: Context) => NameListOptions): Piece {
  return (pub: Publication, ctx: Context) => {
    const text = nameList(personsOf(pub, role), options(ctx), ctx.labels);
    return text ? [{ text }] : [];
  };
}
