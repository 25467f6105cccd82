/**
 * A publisher's name in the short form of the Russian standards' publication area (GOST R
 * 7.0.100-2018, 5.5.4: «Сведения об издательской функции, выраженные словами «издательство»,
 * «издатель», «издательская группа», «издательский дом» и т. п., опускают при наличии
 * тематического названия. Сведения о форме юридического лица … (НКО, ФГБУН, АО, ПАО, Ltd, Inc.,
 * GmbH и т. д.), как правило, опускают»: «Издательство «Экономика»» → «Экономика», «Издательский
 * дом «Алиса»» → «Алиса», «ПАО «ЕВРО-АДРЕС»» → «ЕВРО-АДРЕС», «Издательство Уральского университета»
 * → «Изд-во Урал. ун-та»; GOST 7.1-2003, 5.5.3.1: «в краткой форме»).
 */

/** Words of the publishing function before a quoted (thematic) name, Russian and Ukrainian. */
const FUNCTION_WORD =
  /^(?:издательство|изд-во|издательский\s+дом|изд\.\s*дом|издательская\s+группа|издательский\s+центр|издатель|видавництво|вид-во|видавничий\s+дім|видавнича\s+група|видавничий\s+центр|видавець)\s+(?=(?:[А-ЯЁІЇЄҐ]{2,6}\s+){0,3}[«"“])/iu;

/**
 * A legal form before a quoted name: an abbreviation in capitals, «ООО», «ПАО», «ФГБОУ ВО», «ДП»,
 * «ТОВ», or the publishing house's own «ИД» — one to three such words, then the name in quotes.
 */
const FORM_BEFORE_QUOTE = /^(?:[А-ЯЁІЇЄҐ]{2,6}\s+){1,3}(?=[«"“])/u;

/** A legal form after a Latin name: "Springer-Verlag GmbH", "Wiley, Inc.", "Elsevier Ltd". */
const LATIN_FORM = /,?\s+(?:Ltd\.?|Inc\.?|GmbH|LLC|L\.L\.C\.|PLC|plc)$/u;

/** The name inside one pair of quotation marks that holds the whole of it: «Экономика», "Наука". */
const WHOLLY_QUOTED = /^[«"“](.+)[»"”]$/u;

/** Whether the quotation marks of a value pair up from the first to the last («А «Б»» yes, «А» и «Б» no). */
function quotesPairWhole(value: string): boolean {
  let depth = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charAt(i);
    if (c === '«' || c === '“') depth++;
    else if (c === '»' || c === '”') depth--;
    if (depth === 0 && i < value.length - 1) return false;
  }
  return depth === 0;
}

/** A comma before a second publisher with its own legal form: «ООО «А», ООО «Б»». */
const NEXT_PUBLISHER = /,\s*(?=(?:[А-ЯЁІЇЄҐ]{2,6}\s+){1,3}[«"“])/u;

const strippedOnce = (value: string): string => value.replace(FORM_BEFORE_QUOTE, '').replace(FUNCTION_WORD, '');

/** Whether a value is one name wholly inside one pair of quotation marks. */
function whollyQuoted(value: string): string | undefined {
  const inner = WHOLLY_QUOTED.exec(value)?.[1];
  // Straight quotes cannot nest: one pair only ("Наука", never "А" и "Б").
  if (inner === undefined) return undefined;
  return (value.startsWith('"') ? !inner.includes('"') : quotesPairWhole(value)) ? inner.trim() : undefined;
}

/**
 * The short form of one publisher's name; a name with nothing to shorten is returned as typed.
 * A legal form or a function word goes only when the quoted name is all that follows it:
 * «ФГБУ «Медико-генетический научный центр» РАМН» stays as typed rather than lose its form and
 * keep an orphaned pair of quotes. Two publishers typed with a comma between them, each with its
 * own legal form, are shortened one by one and joined as the area joins publishers (« : »).
 * @example shortPublisher('Издательский дом «Вильямс»') // 'Вильямс'
 * @example shortPublisher('ООО «Издательство «Питер»»') // 'Питер'
 * @example shortPublisher('Издательство Уральского университета') // 'Изд-во Уральского университета'
 */
export function shortPublisher(name: string): string {
  const names = name.split(NEXT_PUBLISHER);
  if (names.length > 1) return names.map(shortPublisher).join(' : ');
  let value = name.trim();
  for (let pass = 0; pass < 4; pass++) {
    const before = value;
    value = value.replace(LATIN_FORM, '');
    let stripped = value;
    for (let next = strippedOnce(stripped); next !== stripped; next = strippedOnce(stripped)) stripped = next;
    const inner = whollyQuoted(stripped);
    if (inner !== undefined) value = inner;
    if (value === before) break;
  }
  // Without a thematic name the function word stays, abbreviated as GOST R 7.0.12 does.
  value = value
    .replace(/^Издательство(?=\s)/u, 'Изд-во')
    .replace(/^Издательский дом(?=\s)/u, 'Изд. дом')
    .replace(/^Видавництво(?=\s)/u, 'Вид-во');
  return value || name.trim();
}
