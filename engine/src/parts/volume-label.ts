import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { field, type Piece } from '../template/piece.js';
import { roman } from './roman.js';

/** The style's own unit typed with the number ("Vol. 3", «Т. 3», "vols 1"): the style writes its label instead. */
const SAME_UNIT = /^(?:т|том|vol|vols|volume|tome|tom)$/iu;

/**
 * Another unit typed with the number: a part, book, issue, collection, section, chapter or
 * supplement («Ч. 2», «Кн. 1», «Вип. 3», «Сб. 100», «Гл. 14», "Part 2", "Bd. 4", "Suppl. 1",
 * "Iss. 3"). The record says what the unit is, so it prints as typed instead of under the volume
 * label («Т. Ч. 2», «Т. Сб. 100», «Т. Гл. 14» before; GOST R 7.0.100-2018, 7.6.2: «// Книга :
 * исследования и материалы. — Москва : Наука, 2014. — Сб. 100. — С. 5—10»; GOST 7.1-2003, A:
 * «— М., 2002. — Гл. 14. — С. 281—298»). The same words romanised (the romanised References
 * list and `--translit`: «Гл. 14» → "Gl. 14", «Вып. 3» → "Vyp. 3") are the same units, so
 * never "Vol. Gl. 14".
 */
const OTHER_UNIT =
  /^(?:ч|часть|частина|кн|книга|вып|выпуск|вип|випуск|сб|сборник|зб|збірник|разд|раздел|розд|розділ|гл|глава|прил|прилож|дод|part|pt|book|bk|bd|band|teil|suppl|supplement|sect|section|ch|chap|chapter|iss|issue|no|gl|glava|kn|kniga|knyha|vyp|výp|vypusk|sb|sbornik|zb|zbirnyk|zbirnik|razd|razdel|rozd|rozdil|chast|čast|chastyna|chastina|častyna|pril|prilozh|prilož|dod)$/iu;

/** Whether a value is typed with a unit other than a volume or a number («Ч. 2», "Part 2", «Вып. 3»). */
export const hasOwnDivisionWord = (value: string): boolean => otherUnitTyped(value) !== undefined;

/**
 * A volume with its label, the one volume-label rule of every style: "Vol. 3", "vol. 3"
 * (`lower`, inside a sentence), «Т. III» (`roman`: spec §5, book volumes of the national
 * styles). A value typed with its own unit word keeps it: the volume label is not doubled
 * ("Vol. 3" stays "Vol. 3"), and a part or book prints as the record has it, its first
 * letter in the case of the position («ч. 2» inside a sentence).
 * @example labelledVolume('Ч. 2', ruCtx) // 'Ч. 2'
 */
export function labelledVolume(
  value: string,
  ctx: Context,
  opts: { lower?: boolean; roman?: boolean; label?: string } = {},
): string {
  const typed = /^(\p{L}+)\.?\s*(\S.*)$/u.exec(value.trim());
  // A number typed with «№» is a numbered issue, never «Т. № 5».
  if (/^№\s*\d/u.test(value.trim())) return value.trim();
  // A style's own word may replace the label table's (GSA's "v. 44").
  const label = opts.label ?? (opts.lower ? ctx.labels.volumeLower : ctx.labels.volume);
  if (typed && /\d|^[IVXLCDM]+\b/iu.test(typed[2] as string)) {
    const unit = typed[1] as string;
    if (SAME_UNIT.test(unit)) return `${label} ${opts.roman ? roman(typed[2] as string) : typed[2]}`;
    if (OTHER_UNIT.test(unit)) {
      const text = value.trim();
      const first = text.charAt(0);
      return (opts.lower ? first.toLocaleLowerCase() : first.toLocaleUpperCase()) + text.slice(1);
    }
  }
  return `${label} ${opts.roman ? roman(value) : value}`;
}

/**
 * A number typed with a unit of its own other than a number word («Ч. 2», «Вып. 3», "Part 2"),
 * as it reads inside a sentence («ч. 2»); undefined for a bare number or "No. 3", «№ 3».
 * @example otherUnitTyped('Ч. 2') // 'ч. 2'
 */
export function otherUnitTyped(value: string): string | undefined {
  const text = value.trim();
  const typed = /^(\p{L}+)\.?\s*(\S.*)$/u.exec(text);
  if (!typed || !/\d|^[IVXLCDM]+\b/iu.test(typed[2] as string)) return undefined;
  const unit = typed[1] as string;
  if (!OTHER_UNIT.test(unit) || /^no$/iu.test(unit)) return undefined;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** `labelledVolume` of the volume `of` reads (the record's or its host's), as a piece; nothing without one. */
export function volumeField(
  of: (pub: Publication) => string | undefined,
  opts: { lower?: boolean; roman?: boolean; label?: string } = {},
): Piece {
  return field((pub, ctx) => {
    const v = of(pub);
    return v ? labelledVolume(v, ctx, opts) : undefined;
  });
}
