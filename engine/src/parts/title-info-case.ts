import { fromCapitals, inCapitals } from './national-caps.js';

/**
 * Other title information begins with a lower-case letter in the national styles: «Основы
 * права : учебное пособие», «… : монография», «// Сборник : материалы конференции». GOST
 * 7.1-2003, 4.11.1 and GOST R 7.0.100-2018, 4.10.1: capitals begin each area, the general
 * material designation and any title; «все остальные элементы записывают со строчной буквы»
 * (DSTU 8302:2015 takes the elements from ДСТУ ГОСТ 7.1:2006, the same rule). Records often
 * type «Учебное пособие» as on the title page.
 *
 * Only a word that names the kind of document is lowered: the same slot also holds another
 * title (5.2.5.6: «И дольше века длится день : (Буранный полустанок)», written with a capital)
 * and proper names («: Москва – Петушки»), which keep theirs. «Федеральный закон» keeps its
 * capital as the standard's own appendix prints it. English information is left as typed.
 */

/** Stems of the Russian and Ukrainian words that name a kind of document. */
const KIND_STEMS = [
  // Russian
  'учеб',
  'пособ',
  'монограф',
  'сборник',
  'сб.',
  'материал',
  'тез',
  'справочн',
  'словар',
  'энциклопед',
  'хрестомат',
  'практикум',
  'курс ',
  'лекци',
  'методическ',
  'метод.',
  'руководств',
  'очерк',
  'повест',
  'рассказ',
  'стихи',
  'стихотворен',
  'поэм',
  'доклад',
  'статьи',
  'научн',
  'науч.',
  'альбом',
  'атлас',
  'каталог',
  'указател',
  'библиограф',
  'диссертац',
  'автореферат',
  'отчет',
  'отчёт',
  'конспект',
  'избранн',
  'труды',
  'тр.',
  'переписк',
  'воспоминан',
  'дневник',
  'программ',
  'межвуз',
  'междунар',
  'всеросс',
  'юбилейн',
  'практическ',
  'краткий',
  'аналит',
  'информац',
  'темат',
  'проблемн',
  // Ukrainian
  'підручн',
  'підр.',
  'посіб',
  'навч',
  'збірн',
  'зб.',
  'матеріал',
  'довідн',
  'словн',
  'енциклопед',
  'лекці',
  'нарис',
  'повіст',
  'оповідан',
  'вірш',
  'доповід',
  'статт',
  'наук',
  'покажч',
  'бібліограф',
  'дисертац',
  'звіт',
  'вибран',
  'праці',
  'спогад',
  'щоденник',
  'міжнар',
  'всеукр',
  'практичн',
];

/** Short kinds that must stand as whole words: «роман», «в 2 т.», «у 3 т.». */
const KIND_WORDS = /^(?:романы?(?![а-яё])|[ву] \d)/u;

/** The other title information with its first letter lowered when it begins with a kind of document. */
export function otherTitleInfoCase(typed: string | undefined): string | undefined {
  const info = typed && !/\p{Ll}/u.test(typed) ? fromCyrillicCapitals(typed) : typed;
  if (!info) return info;
  const bracket = info.startsWith('[') ? 1 : 0;
  const first = info.charAt(bracket);
  // Only a capital followed by a lower-case letter (not «НИИ», «МГУ», "A"), Cyrillic only.
  if (!/[А-ЯЁІЇЄҐ]/u.test(first) || !/^[а-яёіїєґ'ʼ.\- ]/u.test(info.charAt(bracket + 1))) return info;
  const lowered = info.charAt(bracket).toLocaleLowerCase('ru') + info.slice(bracket + 1);
  if (!KIND_WORDS.test(lowered) && !KIND_STEMS.some((stem) => lowered.startsWith(stem))) return info;
  return info.slice(0, bracket) + lowered;
}

/**
 * Information typed in capitals throughout («УЧЕБНОЕ ПОСОБИЕ», «МОНОГРАФИЯ»), as title pages print
 * it, written with the capitals of the language (GOST 7.1-2003, 4.11.1; `parts/national-caps.ts`);
 * a single word only when it names a kind of document (one in capitals may be an acronym, «НИИ»).
 */
function fromCyrillicCapitals(info: string): string {
  if (!/[А-ЯЁІЇЄҐ]/u.test(info)) return info;
  if (inCapitals(info)) return fromCapitals(info, 'ru') ?? info;
  const lower = info.toLocaleLowerCase('ru');
  const kind = KIND_WORDS.test(lower) || KIND_STEMS.some((stem) => lower.startsWith(stem));
  return /^[\p{L}.-]+$/u.test(info) && kind ? lower : info;
}

/** A title typed with its other title information after " : " («Сборник : Материалы конф.»), the information lowered as above. */
export function titleWithInfoCase(title: string | undefined): string | undefined {
  const at = title?.indexOf(' : ') ?? -1;
  if (!title || at < 0) return title;
  return `${title.slice(0, at + 3)}${otherTitleInfoCase(title.slice(at + 3))}`;
}
