import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import type { Piece } from '../template/piece.js';
import { noPeople } from './editors-lead.js';
import { personsOf } from './fields.js';
import { type NameOptionsFor, peopleList } from './people.js';

/**
 * How a style names a contributor after the title: 'words' spells the role out, "compiled by"
 * (CMOS 16, 14.88; MLA 8th, 2.6.2); 'abbr' abbreviates it, "comp. by" (MHRA 4th edn, 5.3 and
 * 10.2.4, as "ed. by", "trans. by"). A Russian or Ukrainian record keeps its own abbreviation,
 * «сост.», «упоряд.», in both.
 */
export type RoleWords = 'words' | 'abbr';

const compiledWord = (labels: Labels, locale: string, words: RoleWords): string =>
  locale !== 'en' ? labels.national.compilerAbbr : words === 'words' ? 'compiled by' : 'comp. by';

/** The compilers lead the entry (parts/compilers-lead.ts) only with no author, organisation or editor. */
const compilersLead = (pub: Publication): boolean => noPeople(pub) && personsOf(pub, '3').length === 0;

const upperFirst = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const lowerFirst = (s: string): string => s.charAt(0).toLocaleLowerCase() + s.slice(1);

/**
 * The compilers (`authors['2']`) of a work someone else leads, after the title: "Compiled by John
 * Smith", «Сост. Андрей Андреевич Иванов» (names in the nominative: the word stands in apposition,
 * as GOST's «сост. А. А. Иванов»). Before, a compiled book with an author lost its compilers.
 */
export function compiledBy(opts: NameOptionsFor, words: RoleWords, capital = false): Piece {
  const names = peopleList(
    (pub) => personsOf(pub, '2'),
    (ctx) => opts(ctx.labels),
  );
  return (pub, ctx) => {
    if (compilersLead(pub)) return [];
    const list = names(pub, ctx);
    if (!list.length) return [];
    const w = compiledWord(ctx.labels, ctx.locale, words);
    return [{ text: `${capital ? upperFirst(w) : w} ` }, ...list];
  };
}

/** English role abbreviations typed at the head of a statement, and the style's forms of them. */
const ENGLISH_ROLES: { typed: RegExp; words: string; abbr: string }[] = [
  { typed: /^(?:comp(?:s)?\.|compiled)(?:\s+by)?\s+/i, words: 'compiled by', abbr: 'comp. by' },
  { typed: /^(?:eds?\.|edited)(?:\s+by)?\s+/i, words: 'edited by', abbr: 'ed. by' },
  { typed: /^(?:trans\.|translated)(?:\s+by)?\s+/i, words: 'translated by', abbr: 'trans. by' },
];

/** The statement repeats a person the record already lists (by surname), so the entry names them already. */
const namesSomeoneListed = (pub: Publication, statement: string): boolean =>
  (['1', '2', '3', '4'] as const).some((role) =>
    personsOf(pub, role).some(
      (p) => p.surname && statement.includes(p.surname.slice(0, Math.max(4, p.surname.length - 2))),
    ),
  );

/**
 * The statement of responsibility typed with the title (`title.detailsForTitle`: "comp. John
 * Smith", «сост. А. А. Иванов», «уклад. С. В. Карпенко»), printed where the style names other
 * contributors; an English role word takes the style's form ("comp. John Smith" → "compiled by
 * John Smith" in CMOS and MLA, "comp. by John Smith" in MHRA); a Russian or Ukrainian statement
 * stays in its own words. Before, the international styles dropped it.
 */
export function titleDetails(words: RoleWords, capital = false): Piece {
  return (pub: Publication, ctx: Context) => {
    // A stray closing mark goes; a stop after a surname too ("John Smith." typed as a sentence),
    // not one that ends an abbreviation («и др.», "et al.").
    let s = (pub.title?.detailsForTitle ?? '')
      .trim()
      .replace(/\s*[;,:]$/, '')
      .replace(/(\p{Lu}\p{Ll}{2,})\.$/u, '$1');
    if (!s || namesSomeoneListed(pub, s)) return [];
    if (ctx.locale === 'en') {
      const role = ENGLISH_ROLES.find((r) => r.typed.test(s));
      if (role) s = `${words === 'words' ? role.words : role.abbr} ${s.replace(role.typed, '')}`;
    }
    return [{ text: capital ? upperFirst(s) : lowerFirst(s) }];
  };
}
