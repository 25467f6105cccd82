import type { Draft } from './draft.js';

/** Words of a role, an edition or a series, and initials, which a title's run-on part never holds. */
const NOT_TITLE =
  /(?<![\p{L}])(?:ed|eds|edited|editors?|edn|trans|translators?|compilers?|transl|translated|comp|vols?|rev|repr|reprinted|series|ser|no|pp?|in|et al)\.?(?![\p{L}])|\uE000|(?<![\p{L}])\p{Lu}\.(?:\s|-|\p{Lu})/iu;
/** After the title's run-on part: a bracketed imprint "(Place: Publisher, 1986)" or a sentence "Place: Publisher". */
const RUN_ON = /^,\s([^()[\]{}\d;:]{3,150}?)\s*(?=\((?=[^()]*\d{4})|\.\s+\p{Lu}[\p{L}\s.-]{1,40}:\s)/u;
/** Before the title: what follows a name given first ("Orland Figes, Peasant Russia, Civil War: …"). */
const RUN_IN = /^,\s(\p{Lu}[^()[\]{}\d;:,]{2,60}),\s$/u;

const overlaps = (text: string, d: Draft): boolean =>
  [d.publisher, d.place, d.container, ...d.editors.map((p) => p.surname), ...d.translators.map((p) => p.surname)]
    .filter((v): v is string => typeof v === 'string' && v.length > 1)
    .some((v) => text.includes(v) || v.includes(text));

/**
 * A book's title with commas, as the humanities print it before a bracketed imprint ("Unsettling
 * Opera: Staging Mozart, Verdi, Wagner, and Zemlinsky (University of Chicago Press, 2007)",
 * "Paul, Judaism and the Gentiles. Cambridge: …"), was cut at its first comma, and one after a
 * name given first ("Orland Figes, Peasant Russia, Civil War: …") lost its head: the readers
 * dropped the part, which no other field holds. It is the title's.
 */
export function titleGap(d: Draft, raw: string): void {
  if (d.type !== 2 || d.gost || !d.title || /[\u0400-\u04FF]/u.test(raw)) return;
  const at = raw.indexOf(d.title);
  if (at < 0) return;
  const tail = RUN_ON.exec(raw.slice(at + d.title.length));
  // A book has no container: one read from the run-on part is the title's too.
  // (Only a list run on, "Staging Mozart, Verdi, Wagner, and Zemlinsky": MHRA prints a series so.)
  const list = tail && /,\s(?:and|&|und|et|y)\s/u.test(`, ${tail[1]}`);
  const held = tail && list && d.container === tail[1] ? d.container : undefined;
  if (held) d.container = undefined;
  if (d.container) return;
  if (tail && !NOT_TITLE.test(tail[1]!) && !overlaps(tail[1]!, d)) d.title = `${d.title}, ${tail[1]}`;
  else if (held) d.container = held;
  // A head lost after a single name given first: the name's surname ends just before it.
  const last = d.authors.length === 1 ? d.authors[0]?.surname : undefined;
  if (typeof last !== 'string') return;
  const end = raw.lastIndexOf(last, at);
  const given = end > 0 ? raw.slice(0, end) : '';
  if (!/\p{L}/u.test(given) || given.includes(',')) return;
  const head = RUN_IN.exec(raw.slice(end + last.length, at));
  if (head && !NOT_TITLE.test(head[1]!) && !overlaps(head[1]!, d)) d.title = `${head[1]}, ${d.title}`;
}

/**
 * Between an article's title and its journal, a place that closes the title after a comma
 * ("Fe-Ni metal in impact melt rocks of Lake Lappajarvi, Finland. Contributions to Mineralogy and
 * Petrology, v. 55"; "…, Ontario, Canada. Geology, v. 24"): the title was cut at the comma, the
 * journal read after the stop, and the words between belong to neither. They are the title's: no
 * digits, roles, initials or labels, and no other field holds them.
 */
const BEFORE_HOST = /^,\s(\p{Lu}[^()[\]{}\d;:.]{1,60}?)[.,]\s+$/u;

export function titleBeforeJournal(d: Draft, raw: string): void {
  if (d.gost || !d.title || !d.container || /[\u0400-\u04FF]/u.test(raw)) return;
  const at = raw.indexOf(d.title);
  const host = at < 0 ? -1 : raw.indexOf(d.container, at + d.title.length);
  if (host < 0) return;
  const gap = BEFORE_HOST.exec(raw.slice(at + d.title.length, host));
  // …nor the head of the host's name the reader left out ("Proc. of SIGDBS Conf.").
  if (!gap || NOT_TITLE.test(gap[1]!) || /^Proc(?:eedings)?\b/u.test(gap[1]!)) return;
  if (overlaps(gap[1]!, { ...d, container: undefined })) return;
  d.title = `${d.title}, ${gap[1]}`;
}
