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

/** US state, district and territory postal codes (USPS). */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);

/**
 * A US place as the current IEEE Reference Guide prints it: "City, ST, USA" ("Cambridge, MA,
 * USA: MIT Press"; "For U.S. locations, 'USA' must be included after city and state
 * abbreviation"). Added only after a known state code, so "Oxford, UK" is untouched.
 * @example withUsa('Washington, DC') // 'Washington, DC, USA'
 */
export function withUsa(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = place.split(/\s*,\s*/).filter(Boolean);
  return parts.length >= 2 && US_STATES.has(parts[parts.length - 1] ?? '') ? `${parts.join(', ')}, USA` : place;
}
