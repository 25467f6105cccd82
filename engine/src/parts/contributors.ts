import type { Person, Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { organisationsOf, personsOf } from './fields.js';
import { type NameListOptions, nameList } from './names.js';

/** The people credited as authors: role 1 (authors), else none. */
export const authorsOf = (pub: Publication): Person[] => personsOf(pub, '1');
export const editorsOf = (pub: Publication): Person[] => personsOf(pub, '3');
export const translatorsOf = (pub: Publication): Person[] => personsOf(pub, '4');

/** A name list piece for one role, with the style's name options. */
export function names(role: '1' | '2' | '3' | '4', opts: NameListOptions): Piece {
  return (pub: Publication, ctx: Context) => {
    const text = nameList(personsOf(pub, role), opts, ctx.labels);
    return text ? [{ text }] : [];
  };
}

/** Organisations (role 5) joined with the style's delimiters and et-al rule. */
export function organisations(
  opts: Pick<NameListOptions, 'delimiter' | 'lastDelimiter' | 'twoDelimiter' | 'etAl'>,
): Piece {
  return (pub: Publication, ctx: Context) => {
    const orgs = organisationsOf(pub);
    if (orgs.length === 0) return [];
    const etAl = opts.etAl;
    if (etAl && orgs.length >= etAl.min) {
      return [
        {
          text: `${orgs.slice(0, etAl.useFirst).join(opts.delimiter)}${etAl.delimiter ?? ' '}${ctx.labels[etAl.marker ?? 'etAl']}`,
        },
      ];
    }
    const last = orgs[orgs.length - 1];
    const text =
      orgs.length === 1
        ? last
        : orgs.length === 2 && opts.twoDelimiter !== undefined
          ? orgs.join(opts.twoDelimiter)
          : `${orgs.slice(0, -1).join(opts.delimiter)}${opts.lastDelimiter}${last}`;
    return [{ text: text ?? '' }];
  };
}
