import { openingCapital } from './opening-capital.js';
import { cleanTitle } from './title.js';

/**
 * A subtitle typed the GOST way, "Новые люди : роман" (the space before the colon is ISO
 * 690/GOST prescribed punctuation), takes the colon of running text in the international
 * styles, "Новые люди: роман" (CMOS 16, 14.89 and 6.63; MLA 8th, 1.2.1; Cite Them Right:
 * "Title: subtitle"). A colon between digits ("3:2") is left alone.
 * @example runningColon('Сочинения : в 2 т.') // 'Сочинения: в 2 т.'
 */
export function runningColon(title: string | undefined): string | undefined {
  return title?.replace(/\s+:\s+/g, ': ');
}

/**
 * A title as the numeric international styles (ieee, acs, vancouver) print every title: cleaned
 * of its closing stop (`cleanTitle`), with the colon of running text and a capital on its first
 * word (`openingCapital`).
 * @example cleanRunningTitle('библиотеки вузов : сборник.') // 'Библиотеки вузов: сборник'
 */
export function cleanRunningTitle(title: string | undefined): string | undefined {
  return openingCapital(runningColon(cleanTitle(title)));
}
