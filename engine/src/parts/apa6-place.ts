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
};

/**
 * The place as APA 6 prints it: "New York" → "New York, NY", "London" → "London, England".
 * @example apa6Place('Geneva') // 'Geneva, Switzerland'
 */
export function apa6Place(place: string | undefined): string | undefined {
  if (!place) return place;
  // Citing Medicine's "Mount Pleasant (MI)" names the state in parentheses: APA's "Mount Pleasant, MI".
  const bracketed = /^(.+?)\s*\(([A-Z]{2})\)$/.exec(place.trim());
  if (bracketed) return `${bracketed[1]}, ${bracketed[2]}`;
  const region = REGION[place.trim()];
  return region ? `${place.trim()}, ${region}` : place;
}
