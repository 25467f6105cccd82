import { ownEntry } from '../model/own-entry.js';

/**
 * A place of publication in the form each manual prints, from the forms records carry:
 * "Cambridge, MA, USA" (IEEE), "Cambridge, MA" (ACS, APA), "Mount Pleasant (MI)" (Citing
 * Medicine). The city and its qualifiers (state, province or country) are read from either
 * form; a "USA" after a US state is dropped and added back only where the style wants it.
 */
const USA = /^(USA|U\.S\.A\.|United States)$/;

/** US state, district and territory postal codes (USPS). */
const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY ' +
    'NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP'
  ).split(' '),
);

/**
 * The older abbreviations and the full names of states that records carry ("Reading, Mass.",
 * "Ithaca, New York", biblatex's "Westport, Conn.") → postal codes, which every style that
 * reads places here prints (ACS 14.2.2, the IEEE guide, Citing Medicine). "Georgia" is left
 * out: after a city it is as often the country.
 */
const STATE_CODES: Record<string, string> = Object.fromEntries(
  (
    'Ala.|Alabama=AL Alaska=AK Ariz.|Arizona=AZ Ark.|Arkansas=AR Calif.|Cal.|California=CA ' +
    'Colo.|Colorado=CO Conn.|Connecticut=CT Del.|Delaware=DE D.C.=DC Fla.|Florida=FL Ga.=GA ' +
    'Hawaii=HI Idaho|Ida.=ID Ill.|Illinois=IL Ind.|Indiana=IN Iowa|Ia.=IA Kans.|Kan.|Kansas=KS ' +
    'Ky.|Kentucky=KY La.|Louisiana=LA Me.|Maine=ME Md.|Maryland=MD Mass.|Massachusetts=MA ' +
    'Mich.|Michigan=MI Minn.|Minnesota=MN Miss.|Mississippi=MS Mo.|Missouri=MO Mont.|Montana=MT ' +
    'Neb.|Nebr.|Nebraska=NE Nev.|Nevada=NV N.H.|New_Hampshire=NH N.J.|New_Jersey=NJ ' +
    'N.M.|N.Mex.|New_Mexico=NM N.Y.|New_York=NY N.C.|North_Carolina=NC N.D.|N.Dak.|North_Dakota=ND ' +
    'Ohio=OH Okla.|Oklahoma=OK Ore.|Oreg.|Oregon=OR Pa.|Penn.|Penna.|Pennsylvania=PA R.I.|Rhode_Island=RI ' +
    'S.C.|South_Carolina=SC S.D.|S.Dak.|South_Dakota=SD Tenn.|Tennessee=TN Tex.|Texas=TX Utah=UT ' +
    'Vt.|Vermont=VT Va.|Virginia=VA Wash.|Washington=WA W.Va.|West_Virginia=WV Wis.|Wisc.|Wisconsin=WI ' +
    'Wyo.|Wyoming=WY'
  )
    .split(' ')
    .flatMap((entry) => {
      const [names = '', code = ''] = entry.split('=');
      return names.split('|').map((name) => [name.replace(/_/g, ' '), code]);
    }),
);

/** A qualifier after the city as a postal code when it is a US state written another way. */
const qualifier = (part: string): string =>
  ownEntry(STATE_CODES, part.replace(/\s+(?=\p{Lu}\.)/gu, '')) ?? ownEntry(STATE_CODES, part) ?? part;

/** "Mount Pleasant (MI)" or "Cambridge, MA, USA" → the city and its qualifiers, without a "USA" after a state. */
function partsOf(place: string): string[] {
  const bracketed = /^(.+?)\s*\(([^()]+)\)$/.exec(place.trim());
  const parts = (bracketed ? [bracketed[1], bracketed[2]] : place.split(','))
    .map((s) => (s ?? '').trim())
    .filter(Boolean)
    .map((s, i) => (i === 0 ? s : qualifier(s)));
  const n = parts.length;
  return n >= 3 && USA.test(parts[n - 1] ?? '') && US_STATES.has(parts[n - 2] ?? '') ? parts.slice(0, -1) : parts;
}

/**
 * ACS 14.2.2: city and state, never "USA" ("Cold Spring Harbor, NY"); abroad city and country
 * ("Weinheim, Germany").
 * @example withoutUsa('Mount Pleasant (MI)') // 'Mount Pleasant, MI'
 */
export function withoutUsa(place: string | undefined): string | undefined {
  return place ? partsOf(place).join(', ') : place;
}

/**
 * The current IEEE Reference Guide: "Cambridge, MA, USA: MIT Press" — "For U.S. locations,
 * 'USA' must be included after city and state abbreviation"; added only after a known state
 * code, so "Oxford, UK" is untouched.
 * @example withUsa('Washington, DC') // 'Washington, DC, USA'
 */
export function withUsa(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = partsOf(place);
  return US_STATES.has(parts[parts.length - 1] ?? '') && parts.length >= 2
    ? [...parts, 'USA'].join(', ')
    : parts.join(', ');
}

/**
 * Citing Medicine 2, "Place of Publication": the qualifier in parentheses after the city —
 * "Mount Pleasant (MI)", "Adelaide (Australia)", "White Plains (NY)"; a bare city stays as
 * typed ("St. Louis", "London").
 * @example nlmPlace('Cambridge, MA, USA') // 'Cambridge (MA)'
 */
export function nlmPlace(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = partsOf(place);
  return parts.length === 2 ? `${parts[0]} (${parts[1]})` : parts.join(', ');
}

/**
 * APA 6, 6.30: the place of publication is the city with the U.S. state's two-letter postal
 * code ("New York, NY") or, outside the United States, with the country ("London, England").
 * Records usually give the bare city; the cities below are named by one place only in
 * publishing, so the state or country is added without a guess. A city not listed, or one
 * that already names its state or country, stays as typed (an ambiguous "Cambridge" too).
 */
const REGION: Record<string, string> = {
  'New York': 'NY',
  Chicago: 'IL',
  Boston: 'MA',
  Washington: 'DC',
  Philadelphia: 'PA',
  Baltimore: 'MD',
  'St. Louis': 'MO',
  'San Francisco': 'CA',
  'Los Angeles': 'CA',
  Berkeley: 'CA',
  'Thousand Oaks': 'CA',
  'Newbury Park': 'CA',
  Sebastopol: 'CA',
  Hoboken: 'NJ',
  Mahwah: 'NJ',
  Princeton: 'NJ',
  'Englewood Cliffs': 'NJ',
  'Upper Saddle River': 'NJ',
  'New Haven': 'CT',
  London: 'England',
  Oxford: 'England',
  Abingdon: 'England',
  Chichester: 'England',
  Basingstoke: 'England',
  Harlow: 'England',
  Edinburgh: 'Scotland',
  Geneva: 'Switzerland',
  Berlin: 'Germany',
  Heidelberg: 'Germany',
  Paris: 'France',
  Amsterdam: 'the Netherlands',
  Dordrecht: 'the Netherlands',
  Moscow: 'Russia',
  Detroit: 'MI',
  Tucson: 'AZ',
  Austin: 'TX',
  Minneapolis: 'MN',
  Pittsburgh: 'PA',
  Westport: 'CT',
  Stuttgart: 'Germany',
  Munich: 'Germany',
  München: 'Germany',
  Leipzig: 'Germany',
  Frankfurt: 'Germany',
  Vienna: 'Austria',
  Wien: 'Austria',
  Zürich: 'Switzerland',
  Zurich: 'Switzerland',
  Düsseldorf: 'Germany',
  Stockholm: 'Sweden',
  Copenhagen: 'Denmark',
  Tokyo: 'Japan',
  Toronto: 'Canada',
  Piscataway: 'NJ',
  'New Brunswick': 'NJ',
  Hillsdale: 'NJ',
  'Boca Raton': 'FL',
  'San Diego': 'CA',
  'Los Alamitos': 'CA',
  'Ann Arbor': 'MI',
  Ithaca: 'NY',
  Armonk: 'NY',
  Bethesda: 'MD',
  Reston: 'VA',
  Champaign: 'IL',
  Boulder: 'CO',
  'Chapel Hill': 'NC',
  Norwood: 'MA',
  Norwell: 'MA',
  Seattle: 'WA',
  Amherst: 'MA',
};

/**
 * A list of places typed as one ("Westport, Conn., London", "Durham, London", BibLaTeX's
 * `location = {Durham and London}` as imported) is cut before the second city: APA 6 (6.30)
 * gives one location, city and state or country, and CMOS 14.135 names the first one listed.
 * A second part that is a city the table knows ("London") starts the next place; "London,
 * England" keeps its country.
 */
function firstPlace(place: string): string {
  const parts = place.split(',').map((s) => s.trim());
  const next = parts.findIndex((p, i) => i > 0 && ownEntry(REGION, p) !== undefined && !US_STATES.has(p));
  return next > 0 ? parts.slice(0, next).join(', ') : place;
}

/**
 * The place as APA 6 prints it (6.30): the qualifiers as `withoutUsa` reads them ("Mount
 * Pleasant (MI)" → "Mount Pleasant, MI", "Reading, Mass." → "Reading, MA"), and a bare city
 * named by one place only gets its state or country ("New York" → "New York, NY").
 * @example apa6Place('Geneva') // 'Geneva, Switzerland'
 */
export function apa6Place(place: string | undefined): string | undefined {
  if (!place) return place;
  const parts = partsOf(firstPlace(place));
  const region = parts.length === 1 ? ownEntry(REGION, parts[0] ?? '') : undefined;
  return region ? `${parts[0]}, ${region}` : parts.join(', ');
}
