/**
 * A US place as the ACS Style Guide and Citing Medicine print it: the city and the state's
 * postal code, never "USA" after them ("Cold Spring Harbor, NY", ACS 14.2.2; "Mount Pleasant
 * (MI)", Citing Medicine 2). Records written for IEEE carry "Cambridge, MA, USA"; the trailing
 * country is dropped only after a two-letter state, so "Paris, France" is untouched.
 * @example withoutUsa('Cambridge, MA, USA') // 'Cambridge, MA'
 */
const USA = /^(USA|U\.S\.A\.|United States)$/;
const STATE = /^[A-Z]{2}$/;

export function withoutUsa(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = place.split(/\s*,\s*/).filter(Boolean);
  const n = parts.length;
  if (n < 3 || !USA.test(parts[n - 1] ?? '') || !STATE.test(parts[n - 2] ?? '')) return place;
  return parts.slice(0, -1).join(', ');
}
