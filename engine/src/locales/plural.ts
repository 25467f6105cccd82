import type { Locale } from '../model/language.js';

/**
 * A label with singular and plural forms ("ed."/"eds.", «составитель»/«составители»). `few`
 * and `many` are given only by a label a numeral governs in Russian or Ukrainian («2 автора»,
 * «5 авторов»); a label without them is a plain singular/plural pair.
 */
export interface Plural {
  one: string;
  few?: string;
  many?: string;
  other: string;
}

const RULES = new Map<Locale, Intl.PluralRules>();

function rulesOf(locale: Locale): Intl.PluralRules {
  let rules = RULES.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    RULES.set(locale, rules);
  }
  return rules;
}

/**
 * The form of `p` for `count`. A singular/plural pair is chosen by the number of people or
 * things (one, or several): the role after a list of 21 names is «редакторы», never the
 * «редактор» of the numeral phrase «21 редактор». A label with `few`/`many` agrees with a
 * numeral by the language's plural rules (Intl.PluralRules, one instance per locale):
 * «1 автор», «2 автора», «5 авторов», «21 автор», «11 авторов».
 * @example plural({ one: 'ed.', other: 'eds.' }, 2, 'en') // 'eds.'
 */
export function plural(p: Plural, count: number, locale: Locale): string {
  if (p.few === undefined && p.many === undefined) return count === 1 ? p.one : p.other;
  switch (rulesOf(locale).select(count)) {
    case 'one':
      return p.one;
    case 'few':
      return p.few ?? p.other;
    case 'many':
      return p.many ?? p.other;
    default:
      return p.other;
  }
}
