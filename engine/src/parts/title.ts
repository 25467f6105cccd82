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
