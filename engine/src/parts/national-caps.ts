import type { Locale } from '../model/language.js';
import { upperFirst } from './first-letter.js';

/**
 * Titles typed in capitals throughout, as Ukrainian and Russian journals print article titles
 * and as they are copied from there («ІННОВАЦІЙНИЙ РОЗВИТОК ПІДПРИЄМСТВ УКРАЇНИ»), are written
 * with the capitals of the language's grammar: GOST 7.1-2003, 4.11.1 (ДСТУ ГОСТ 7.1:2006, which
 * DSTU 8302:2015, 4.4 follows) uses capital letters by the rules of the language, whatever the
 * source does. What capitals cannot tell is guessed conservatively: the first word and a word
 * after a full stop take a capital, as do the names of countries, regions and cities below;
 * the common abbreviations below and Roman numerals stay in capitals.
 */

/** Abbreviations written in capitals («ЄС», «США», "EU"), kept as typed. */
const ABBREVIATIONS = new Set(
  (
    'ЄС ЕС США ООН НАТО ОБСЄ ОБСЕ СНД СРСР УРСР СССР РФ ВВП ВНП ПДВ НДС ІТ ІКТ ИТ ИКТ ЗМІ СМИ НАН РАН МОН ЗВО ВНЗ ВУЗ ' +
    'ЗСУ АПК ЄСПЛ ЕСПЧ ГМО ДНК РНК ВІЛ ВИЧ СНІД СПИД ШІ ИИ МСФЗ МСФО ТНК ФОП ТОВ ООО ПАТ ПАО АТ АО ДП ГП ОСББ ЖКГ ЖКХ ' +
    'EU UN USA UK NATO GDP IT ICT AI IOT DNA RNA HIV COVID SARS IFRS ESG SME SMES OECD IMF WTO'
  ).split(' '),
);

/** Stems of proper names that keep their capital: countries, regions, cities. */
const PROPER =
  /^(україн|украин|київ|києв|киев|харків|харьков|львів|львов|одес|дніпр|днепр|запоріж|запоріз|запорож|чернівец|луцьк|рівненськ|івано-франк|кропивниць|хмельниц|криворіз|маріупол|московск|моск$|рос$|урал$|сиб$|новосиб|ленинград|санкт|томск|новосибирск|казан|уральск|сибир|кубан|воронеж|саратов|самар|пермск|пермь|перми|омск|иркутск|тюмен|екатеринбург|нижегород|ростов|краснояр|дальневосточ|белгород|курск|тульск|ярослав|волгоград|челябинск|удмурт|башкир|татарст|чуваш|якут|бурят|дагестан|донеч|донецьк|донбас|луганськ|луганс|крим|крым|чернігів|чернігов|полтав|вінниц|винниц|житомир|черкас|суми|сумськ|тернопіл|тернопол|ужгород|закарпат|буковин|чернівц|черновц|херсон|миколаїв|николаев|галич|поділл|волин|слобожан|європ|европ|азі|азии|африк|америк|австрал|росі|росси|польщ|польш|білорус|беларус|молдов|грузі|грузи|німеччин|германи|франці|франци|британі|британи|англі|китай|китаї|японі|япони|туреччин|турци|ізраїл|израил|канад|москв|петербург|ukrain|kyiv|kiev|kharkiv|lviv|odesa|odessa|europ|americ|russia|poland|german|franc|britain|china|japan|canad)/u;

/**
 * Words the journal lists abbreviate (GOST R 7.0.12-2011; ДСТУ 3582:2013): their stop ends no
 * sentence, «ВЕСТН. МОСК. УН-ТА» is «Вестн. Моск. ун-та», not «Вестн. Моск. Ун-та».
 */
const ABBREVIATED_WORDS = new Set(
  (
    'вестн вісн изв вiсн зап учен уч науч техн пед экон екон ист іст филол філол мед хим хім физ фіз мат ' +
    'биол біол геогр геол юрид психол соц полит політ культ журн сб зб вып вип тр гос держ нац акад ' +
    'ун-та ун-ту ун-т ин-та ин-т ін-ту ін-т им ім сер рос моск сиб урал петерб ленингр харьк укр высш вищ ' +
    'учеб навч обл пром инж інж энерг енерг строит'
  ).split(' '),
);

/** A Roman numeral (centuries, volumes): «XIX», "IV". */
const ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

/** A word: letters with inner apostrophes or hyphens («ПОДІЛЛЯ», «ОБ'ЄДНАННЯ», «НАУКОВО-ТЕХНІЧНИЙ»). */
const WORD = /\p{L}+(?:['’ʼ-]\p{L}+)*/gu;

/** True when `text` is typed in capitals throughout: two words of three letters or more and no small letter. */
export function inCapitals(text: string): boolean {
  if (/\p{Ll}/u.test(text)) return false;
  return (text.match(WORD) ?? []).filter((w) => w.length >= 3).length >= 2;
}

/**
 * `text` with the capitals of its language when it is typed in capitals throughout, else as typed.
 * @example fromCapitals('ІННОВАЦІЙНИЙ РОЗВИТОК ПІДПРИЄМСТВ УКРАЇНИ', 'uk') // 'Інноваційний розвиток підприємств України'
 */
export function fromCapitals(text: string | undefined, locale: Locale): string | undefined {
  if (!text || !inCapitals(text)) return text;
  const tag = locale === 'uk' ? 'uk' : locale === 'ru' ? 'ru' : 'en';
  let sentenceStart = true;
  let last = 0;
  let out = '';
  let previous = '';
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const at = match.index ?? 0;
    const between = text.slice(last, at);
    // A series always opens its part of a journal's title: «… ун-та. Сер. 3».
    const series = /^(?:сер|серия|серія)$/u.test(word.toLocaleLowerCase(tag));
    const abbreviationStop = /^\.\s*$/.test(between) && ABBREVIATED_WORDS.has(previous) && !series;
    if (/[.!?]\s*$/.test(between) && !abbreviationStop) sentenceStart = true;
    // A series' title after its word opens with a capital: «Серия: Философия», «Сер. 3, Физика».
    if (/[:,]\s*$/.test(between) && /(?:серия|серія|сер|series|ser)\.?\s*(?:\d+\s*)?[:,]\s*$/iu.test(text.slice(0, at)))
      sentenceStart = true;
    out += between;
    const lower = word.toLocaleLowerCase(tag);
    let written: string;
    if (ABBREVIATIONS.has(word) || ROMAN.test(word)) written = word;
    else if (sentenceStart || PROPER.test(lower)) written = upperFirst(lower);
    else written = lower;
    out += written;
    sentenceStart = false;
    previous = word.toLocaleLowerCase(tag);
    last = at + word.length;
  }
  return out + text.slice(last);
}

/**
 * The first word with its capital when typed all in small letters ("executive compensation as
 * an agency problem", "chemistry of materials"): the title proper and a periodical's or host's
 * title open with a capital by the rules of the language (GOST 7.1-2003, 4.11.1, which DSTU
 * 8302:2015, 4.4 follows). A word with a capital inside ("iPhone", "mRNA", "eBay") stays as typed.
 * @example withCapitalFirst('roxana silt of the Upper Mississippi Valley') // 'Roxana silt of the Upper Mississippi Valley'
 */
export function withCapitalFirst(text: string | undefined): string | undefined {
  const word = text ? /^\p{L}[\p{L}'’ʼ-]*/u.exec(text)?.[0] : undefined;
  if (!text || !word || /\p{Lu}/u.test(word)) return text;
  return upperFirst(text);
}

/**
 * `fromCapitals` for a Russian or Ukrainian record only: the international styles (ieee, acs,
 * vancouver) write such a title with its language's capitals; an English one stays as typed.
 */
export const nationalCapitals = (text: string | undefined, locale: Locale): string | undefined =>
  locale === 'en' ? text : fromCapitals(text, locale);
