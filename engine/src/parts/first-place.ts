/**
 * Cities that publishers name beside another one ("Berlin, Heidelberg", "Durham and London",
 * "Princeton and Oxford"): after the first city, one of these starts a second place, not the
 * first one's state or country. "New York" and "Washington" are also states, so they count as a
 * second city only after a city of this list ("Berlin, New York", not "Ithaca, New York").
 */
const CITIES = new Set(
  (
    'London|New York|Berlin|Heidelberg|Paris|Oxford|Boston|Tokyo|Dordrecht|Basel|Wien|Vienna|Zürich|Zurich|' +
    'Stuttgart|München|Munich|Leipzig|Amsterdam|Singapore|Hong Kong|Sydney|Melbourne|Toronto|Philadelphia|' +
    'Chichester|Hoboken|Weinheim|Cham|New Delhi|Delhi|Milan|Milano|Madrid|Barcelona|Moscow|Beijing|Shanghai|' +
    'Frankfurt|Hamburg|Köln|Cologne|Düsseldorf|Bern|Geneva|Genève|Brussels|Bruxelles|Copenhagen|Stockholm|' +
    'Oslo|Helsinki|Warsaw|Warszawa|Prague|Praha|Budapest|Rome|Roma|Edinburgh|Glasgow|Dublin|Chicago|' +
    'Los Angeles|San Francisco|San Diego|Baltimore|Washington|Malden|Abingdon|Thousand Oaks|Sebastopol|' +
    'Upper Saddle River|Englewood Cliffs|New Haven|Princeton|Kyiv|Kiev|Москва|М.|Санкт-Петербург|' +
    'СПб.|Ленинград|Киев|Київ|Минск|Мінськ|Харків|Харьков|Львів|Одеса|Одесса'
  ).split('|'),
);
const ALSO_STATES = new Set(['New York', 'Washington']);

const isSecondCity = (part: string, before: string): boolean =>
  CITIES.has(part) && (!ALSO_STATES.has(part) || CITIES.has(before));

/**
 * The first place of a record that names several, with its own state or country: "Durham,
 * London" → "Durham", "Westport, CT, London" → "Westport, CT", «М. ; СПб.» → «М.». The
 * international styles name one place (Citing Medicine 2, "Place of Publication": the first
 * named; the ACS Style Guide and IEEE Reference Guide give one city with its state or country);
 * before, a second city read as the first one's state, "Durham (London)", "Berlin, NY".
 * @example firstPlace('Berlin, Heidelberg') // 'Berlin'
 */
export function firstPlace(place: string | undefined): string | undefined {
  if (!place) return place;
  const head = place.split(/\s*;\s*/)[0] ?? place;
  const pieces = head.split(/(\s*,\s*|\s+(?:and|&)\s+)/);
  let kept = pieces[0] ?? '';
  for (let i = 1; i + 1 < pieces.length; i += 2) {
    const part = (pieces[i + 1] ?? '').trim();
    if (isSecondCity(part, (pieces[i - 1] ?? '').trim())) break;
    kept += `${pieces[i]}${pieces[i + 1]}`;
  }
  return kept.trim() || place;
}
