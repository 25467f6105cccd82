/**
 * Citing Medicine 2, "Place of Publication": a qualifier of the city — the US state or Canadian
 * province, or the country — goes in parentheses after it: "Mount Pleasant (MI)", "Adelaide
 * (Australia)", "White Plains (NY)". A place typed the comma way ("Cambridge, MA, USA",
 * "Tokyo, Japan") is rewritten so; a trailing "USA" after a state is dropped, as the manual
 * never prints it; a bare city stays as typed ("St. Louis", "London").
 * @example nlmPlace('Cambridge, MA, USA') // 'Cambridge (MA)'
 */
const USA = /^(USA|U\.S\.A\.|United States)$/;

export function nlmPlace(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = place.split(/\s*,\s*/).filter(Boolean);
  if (parts.length === 3 && USA.test(parts[2] ?? '')) parts.pop();
  return parts.length === 2 ? `${parts[0]} (${parts[1]})` : place;
}
