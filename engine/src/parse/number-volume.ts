import type { Draft } from './draft.js';

/**
 * An English journal in a GOST list typed «№ 19 (5)» for its volume and issue (Journal of
 * Computer Science and Technology, 2004, vol. 19, no. 5): read as GOST's number with a running
 * number in brackets, it gave the number '19 (5)'. A running number counts every issue since
 * the journal began and is never smaller than the issue's own, so a smaller one in brackets is
 * the issue of that volume. Only in an English reference: a Russian «№ 2(1)» is an issue's part.
 */
export function volumeInNumber(d: Draft): void {
  if (d.language !== 'EN' || d.volume || d.issue || !d.number) return;
  const m = /^(\d{1,4})\s?\((\d{1,3})\)$/.exec(d.number);
  if (!m || Number(m[2]) >= Number(m[1])) return;
  d.volume = m[1];
  d.issue = m[2];
  d.number = undefined;
}
