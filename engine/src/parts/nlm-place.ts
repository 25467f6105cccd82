import { withoutUsa } from './us-place.js';

/**
 * Citing Medicine 2, "Place of Publication": a qualifier of the city — the US state or Canadian
 * province, or the country — goes in parentheses after it: "Mount Pleasant (MI)", "Adelaide
 * (Australia)", "White Plains (NY)". A place typed the comma way ("Cambridge, MA, USA",
 * "Tokyo, Japan") is rewritten so, without the "USA" the manual never prints; a bare city
 * stays as typed ("St. Louis", "London").
 * @example nlmPlace('Cambridge, MA, USA') // 'Cambridge (MA)'
 */
export function nlmPlace(place: string | undefined): string | undefined {
  const bare = withoutUsa(place);
  if (!bare) return bare;
  const parts = bare.split(/\s*,\s*/).filter(Boolean);
  return parts.length === 2 ? `${parts[0]} (${parts[1]})` : bare;
}
