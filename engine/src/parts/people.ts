import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { organisationsOf, personsOf } from './fields.js';
import { joinNames, type NameListOptions, nameList } from './names.js';

/** Name options that depend on the record's labels (the "and" before the last name). */
export type NameOptionsFor = (labels: Labels) => NameListOptions;

/**
 * A name list for one role whose conjunction follows the record's language ("and", «и», «і»).
 * @example namesIn('1', (l) => ({ ...mla, lastDelimiter: `, ${l.and} ` }))
 */
export function namesIn(role: '1' | '2' | '3' | '4', opts: NameOptionsFor): Piece {
  return (pub: Publication, ctx: Context) => {
    const text = nameList(personsOf(pub, role), opts(ctx.labels), ctx.labels);
    return text ? [{ text }] : [];
  };
}

/**
 * Organisations (role 5) with the same delimiters and et-al rule as the style's people;
 * `upper` writes them in capitals as ISO 690 does its creators.
 */
export function organisationsIn(opts: NameOptionsFor, upper = false): Piece {
  return (pub: Publication, ctx: Context) => {
    const o = opts(ctx.labels);
    const orgs = organisationsOf(pub).map((n) => (upper ? n.toLocaleUpperCase() : n));
    if (orgs.length === 0) return [];
    if (o.etAl && orgs.length >= o.etAl.min) {
      return [
        {
          text: `${orgs.slice(0, o.etAl.useFirst).join(o.delimiter)}${o.etAl.delimiter ?? ' '}${ctx.labels[o.etAl.marker ?? 'etAl']}`,
        },
      ];
    }
    return [{ text: joinNames(orgs, o) }];
  };
}

/** True when the record names a creator the styles lead with: authors, organisations or editors. */
export function hasCreator(pub: Publication): boolean {
  return personsOf(pub, '1').length > 0 || organisationsOf(pub).length > 0 || personsOf(pub, '3').length > 0;
}
