import type { Person } from '../model/publication.js';
import { str } from './fields.js';

/**
 * How a style prints a generational suffix ("Jr.", "Sr.", "III"). The record has no field for
 * it (spec §3: surname, name, fathername), so it is found where people and importers type it:
 * at the end of the given names ("John Jr.", "John, Jr.", a BibTeX "jr" part) or of the surname
 * ("King Jr.").
 */
export interface NameSuffixRule {
  /** Before the suffix when the name is inverted: ", " ("Jones, H. W., Jr.", APA 7 9.8; CMOS 17 14.75). */
  inverted: string;
  /** Before it when it is not: " " ("B. C. Explorateur Jr.", APA; CMOS 17 6.43), ", " (IEEE: "R. W. Heath, Jr."). */
  direct: string;
  /** NLM: no stops, Roman numerals as ordinals ("King ML Jr", "Ford JR 3rd"; Citing Medicine, ch. 1, author rules). */
  nlm?: boolean;
}

export const DEFAULT_SUFFIX: NameSuffixRule = { inverted: ', ', direct: ' ' };

/** "Jr.", "Jr", "Sr.", "Jun.", "Sen.", "II", "III", "IV" — alone, so "I" and "V" stay initials. */
const SUFFIX = /^(?:(?:Jr|Sr|Jun|Sen|jr|sr)\.?|II|III|IV)$/;
/** A suffix at the end of a name field, after a space or a comma. */
const TRAILING_SUFFIX = /,?\s+((?:Jr|Sr|Jun|Sen|jr|sr)\.?|II|III|IV)$/;

const ORDINAL: Readonly<Record<string, string>> = { II: '2nd', III: '3rd', IV: '4th' };

/** The suffix as a style prints it: "Jr." (or "Jr" for NLM), Roman numerals kept (or ordinals). */
export function suffixText(typed: string, rule: NameSuffixRule): string {
  const word = typed.replace(/\.$/, '');
  if (ORDINAL[word]) return rule.nlm ? (ORDINAL[word] as string) : word;
  const cased = word.charAt(0).toUpperCase() + word.slice(1);
  return rule.nlm ? cased : `${cased}.`;
}

/**
 * A name field without its trailing suffix, and the suffix: `['John', 'Jr.']` for "John, Jr.";
 * undefined when there is none (or the field is the suffix alone).
 */
export function trailingSuffix(value: string): [string, string] | undefined {
  if (!mayEndInSuffix(value)) return undefined;
  const m = TRAILING_SUFFIX.exec(value);
  return m && m.index > 0 ? [value.slice(0, m.index), m[1] as string] : undefined;
}

/**
 * Whether a field can end in a suffix: its last letter (before a stop) is that of "Jr", "Sr",
 * "Jun", "Sen", "II", "IV". Every name is asked, so the regular expression runs only on these.
 */
function mayEndInSuffix(value: string): boolean {
  let i = value.length - 1;
  while (i > 0 && (value.charCodeAt(i) === 46 || value.charCodeAt(i) === 32)) i--;
  const c = value.charCodeAt(i);
  return c === 114 || c === 110 || c === 73 || c === 86; // r n I V
}

/** Whether the whole of `value` is a suffix ("Jr.", "III"). */
export const isNameSuffix = (value: string): boolean => SUFFIX.test(value.trim());

/**
 * A person without the suffix typed in one of the name fields, and the suffix; the person as
 * given when there is none.
 * @example splitSuffix({ surname: 'Smith', name: 'John', fathername: 'Jr.' }) // { person: { surname: 'Smith', name: 'John' }, suffix: 'Jr.' }
 */
export function splitSuffix(person: Person): { person: Person; suffix?: string } {
  const fathername = str(person.fathername);
  if (fathername && mayEndInSuffix(fathername) && SUFFIX.test(fathername) && str(person.name))
    return { person: { ...person, fathername: undefined }, suffix: fathername };
  for (const key of ['fathername', 'name', 'surname'] as const) {
    const value = str(person[key]);
    const split = value ? trailingSuffix(value) : undefined;
    if (split) return { person: { ...person, [key]: split[0] }, suffix: split[1] };
  }
  return { person };
}
