import type { Locale } from '../model/language.js';
import type { Piece } from '../template/piece.js';
import { expandPlace } from './place-abbreviation.js';

/**
 * A Russian or Ukrainian place typed the GOST way («М.», «СПб», «К.», «Х.») spelt out, several
 * places joined by "; ": the international styles name the city, never its abbreviation (CMOS 16,
 * 14.135; APA 6, 6.30; ASA 18.4), so «М.: Наука» prints «Москва: Наука».
 * @example spellOutPlace('М. ; СПб', 'ru') // 'Москва; Санкт-Петербург'
 */
export function spellOutPlace(place: string | undefined, locale: Locale): string | undefined {
  return expandPlace(place, locale)?.replace(/\s+;\s+/g, '; ');
}

/** A place piece with its text spelt out (`spellOutPlace`). */
export const placeInFull =
  (place: Piece): Piece =>
  (pub, ctx) =>
    place(pub, ctx).map((run) => ({ ...run, text: spellOutPlace(run.text, ctx.locale) ?? run.text }));
