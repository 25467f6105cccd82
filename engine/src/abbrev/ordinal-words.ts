import { ownEntry } from '../model/own-entry.js';

/**
 * Number words of conference names as ordinals (spec §5; IEEE Reference Guide: "Proc. 5th
 * Int. Conf."): "Fifth" → "5th", "Twenty-First" → "21st".
 */
const UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
};

const TEENS: Record<string, number> = {
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const TENS_ORDINAL: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
};

function suffix(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/**
 * The number an English ordinal word stands for, or undefined.
 * @example ordinalWordValue('Twenty-Fifth') // 25
 */
export function ordinalWordValue(word: string): number | undefined {
  const w = word.toLowerCase();
  const simple = ownEntry(UNITS, w) ?? ownEntry(TEENS, w) ?? ownEntry(TENS_ORDINAL, w);
  if (simple !== undefined) return simple;
  const m = w.match(/^([a-z]+)-([a-z]+)$/);
  if (!m) return undefined;
  const tens = ownEntry(TENS, m[1] as string);
  const unit = ownEntry(UNITS, m[2] as string);
  return tens !== undefined && unit !== undefined ? tens + unit : undefined;
}

/**
 * A number word as a numeric ordinal, or the word unchanged.
 * @example ordinalWord('Fifth') // '5th'
 */
export function ordinalWord(word: string): string {
  const n = ordinalWordValue(word);
  return n === undefined ? word : `${n}${suffix(n)}`;
}
