import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import type { NameListOptions } from './names.js';
import { byRole, peopleList } from './people.js';

/**
 * A name list whose options depend on the record's language, for styles whose "and"
 * follows the source language (IEEE "and", Harvard "and" → Russian «и»): `peopleList`.
 * @example localNames('1', (ctx) => ({ ...ieeeNames, lastDelimiter: `, ${ctx.labels.and} ` }))
 */
export function localNames(role: '1' | '2' | '3' | '4', options: (ctx: Context) => NameListOptions): Piece {
  return peopleList(byRole(role), options);
}
