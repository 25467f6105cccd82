/**
 * A journal or proceedings name in IEEE Xplore's inverted catalogue form, the subject first and
 * the kind of serial after a comma, ending in its preposition: "Systems, Man and Cybernetics,
 * IEEE Transactions on", "Oceanic Engineering, IEEE Journal of", "Decision and Control, 2001.
 * Proceedings of the 40th IEEE Conference on" (Xplore's BibTeX and RIS exports give it so).
 * A title in running order never ends in "on" or "of", so the form cannot be mistaken.
 */
const INVERTED =
  /^(.+?),\s+(?:(?:19|20)\d\d\.?\s+)?(?:\p{Lu}{2,}\s+['’]\d\d\.\s+)?((?:[\p{L}\p{N}'’.&/-]+\s+)*?(?:[Tt]ransactions|[Jj]ournal|[Pp]roceedings|[Mm]agazine|[Ll]etters|[Cc]onference|[Ss]ymposium|[Ww]orkshop|[Rr]ecord|[Dd]igest)(?:\s+[\p{L}\p{N}'’.&/-]+)*?\s+(?:on|of|for|in))$/u;

/** "Antennas and Propagation Society International Symposium, 2006 IEEE": the society after the meeting's year. */
const SOCIETY_AFTER =
  /^(.+?),\s+(?:19|20)\d\d\s+((?:IEEE|IEE|IET|ACM|SPIE|OSA|MTS|OES|RSJ)(?:\/(?:IEEE|IEE|IET|ACM|SPIE|OSA|MTS|OES|RSJ))*)$/u;

/**
 * "American Control Conference, 2004. Proceedings of the 2004", "OCEANS, 2005. Proceedings of
 * MTS/IEEE": the proceedings after the meeting and its year.
 */
const YEAR_PROCEEDINGS_AFTER = /^(.+?),\s+((?:19|20)\d\d)\.\s+Proceedings of (?:the\s+)?(?:\2\s*)?(.*?)$/u;

/** "Proceedings 2006 IEEE International Conference on Robotics and Automation, 2006. ICRA 2006.": Xplore's year and acronym after the name. */
const ACRONYM_AFTER = /^(.+?),\s+(?:19|20)\d\d\.\s+\p{Lu}{2,}[\p{Lu}\d-]*\s+['’]?\d{2,4}\.?$/u;

/**
 * The name in running order, as every reference manual prints it and the abbreviation lists
 * hold it ("IEEE Transactions on Systems, Man and Cybernetics" → "IEEE Trans. Syst., Man,
 * Cybern."); the meeting's year Xplore puts inside the name goes, since the reference gives the
 * date. Before, the inverted name was abbreviated word by word ("Syst., Man Cybern., IEEE Trans.").
 * @example runningOrder('Oceanic Engineering, IEEE Journal of') // 'IEEE Journal of Oceanic Engineering'
 */
export function runningOrder(title: string): string {
  const t = title.trim();
  const inverted = t.match(INVERTED);
  if (inverted) return `${inverted[2]} ${inverted[1]}`;
  const yearly = t.match(YEAR_PROCEEDINGS_AFTER);
  if (yearly) return yearly[3] ? `Proceedings of ${yearly[3]} ${yearly[1]}` : `Proceedings of the ${yearly[1]}`;
  const acronym = t.match(ACRONYM_AFTER);
  if (acronym?.[1]) return acronym[1];
  const society = t.match(SOCIETY_AFTER);
  if (society) return `${society[2]} ${society[1]}`;
  return title;
}

/** `runningOrder` of a title that may be missing. */
export const runningOrderOf = (title: string | undefined): string | undefined => title && runningOrder(title);
