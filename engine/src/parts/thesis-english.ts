import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { isAbstract } from './degree.js';
import { thesisDegree } from './thesis-degree.js';

/** The kind of an English thesis by its level (parts/thesis-degree.ts). */
const KIND = { doctoral: 'PhD thesis', masters: "master's thesis", unknown: 'thesis' } as const;

/**
 * The document kind of an English thesis in a national-style description (other title
 * information, where the standards put «дис. …»), in the document's own language (GOST 7.1-2003,
 * 4.9): "PhD thesis", "master's thesis", "thesis abstract"; never the calque of the
 * Russian form ("Diss. … PhD", "dissertation for the degree of …", issue 14). Undefined for a
 * Russian or Ukrainian record, which keeps «дис. … канд. техн. наук».
 * @example englishThesis(williams1993, ctx) // 'PhD thesis'
 */
export function englishThesis(pub: Publication, ctx: Context): string | undefined {
  if (ctx.locale !== 'en') return undefined;
  const d = thesisDegree(pub, ctx);
  if (d.kind !== 'english') return undefined;
  const kind = KIND[d.level];
  return isAbstract(pub) ? `${kind} abstract` : kind;
}
