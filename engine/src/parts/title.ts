/**
 * Title clean-up of spec §5: a trailing full stop goes unless the title ends in "!" or "?"
 * (those are part of the title and stay).
 * @example cleanTitle('On growth.') // 'On growth'
 */
export function cleanTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const trimmed = title.trim().replace(/\.+$/, (dots) => (dots.length >= 3 ? dots : ''));
  return trimmed === '' ? undefined : trimmed.trim();
}

/**
 * `cleanTitle` repeated until nothing changes, so stops separated by stray spaces ("a . .")
 * go too; a title in quotation marks then never carries a stop of its own inside them.
 * @example cleanTitleFully('On growth . .') // 'On growth'
 */
export function cleanTitleFully(title: string | undefined): string | undefined {
  let current = cleanTitle(title);
  for (let next = cleanTitle(current); next !== current; next = cleanTitle(current)) current = next;
  return current;
}
