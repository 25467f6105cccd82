import { getGender, inclineFirstname, inclineLastname, inclineMiddlename } from 'lvovich';
import type { Locale } from '../model/language.js';
import type { Person } from '../model/publication.js';
import { str } from './fields.js';
import { withCapitalsUndone, withInitialsApart } from './names.js';

/**
 * Names after «под ред.», «под редакцией», «пер.», «за ред.», «за редакцією» stand in the
 * genitive, as in the standards' examples (GOST 7.1-2003, A: «/ под ред. В. В. Иванова»;
 * DSTU 8302:2015, A: «/ за ред. В. П. Бондаренка»). Only the surname declines (initials do
 * not), and only a Cyrillic surname in a Russian or Ukrainian record: a Latin name is
 * quoted as written. Where the grammar depends on the person's gender and nothing in the
 * record tells it (initials only, a surname that is the same for both), the name stays in
 * the nominative: an undeclined name is a small blemish, a wrongly declined one an error.
 *
 * Russian uses `lvovich` (petrovich's rules, with gender detection by first name, patronymic
 * and surname). Ukrainian uses the rules below: the npm `shevchenko` declines Ukrainian
 * names with a neural network (2 MB of code, a third of a second to load, up to 100 ms a
 * name), which the engine cannot afford (docs/performance.md), and it only ever needs the
 * genitive of a surname.
 */

const CYRILLIC_WORD = /^[\p{Script=Cyrillic}'’ʼ-]+$/u;

type Gender = 'male' | 'female' | undefined;

/** A Ukrainian person's gender from the patronymic, the given name or the surname's suffix. */
function ukrainianGender(person: Person): Gender {
  const middle = str(person.fathername)?.toLocaleLowerCase('uk');
  if (middle && !middle.endsWith('.')) {
    if (/(ович|евич|йович|іч)$/.test(middle)) return 'male';
    if (/(івна|ївна|овна|евна)$/.test(middle)) return 'female';
  }
  const given = str(person.name)?.toLocaleLowerCase('uk');
  if (given && !given.endsWith('.') && given.length > 1) {
    // Men's names in -а/-я are few; women's names end in -а/-я (Ольга, Ірина, Наталія).
    if (/^(микола|ілля|кузьма|хома|лука|сава|фома|микита|никита|данила|юда|яків)$/.test(given)) return 'male';
    if (/[ая]$/.test(given)) return 'female';
    if (/^(любов|нінель|руф|агнес)$/.test(given)) return 'female';
    return 'male';
  }
  const surname = str(person.surname)?.toLocaleLowerCase('uk') ?? '';
  if (/(ський|цький|зький|ов|ев|єв|ін|їн)$/.test(surname)) return 'male';
  if (/(ська|цька|зька|ова|ева|єва|іна|їна)$/.test(surname) || ADJECTIVAL_FEMININE.test(surname)) return 'female';
  return undefined;
}

/**
 * Surnames that do not decline in Ukrainian, whoever bears them: those in -ово, -аго (-яго) and
 * -их (-іх), old genitive forms (Український правопис 2019 on surnames: «Дурново», «Живаго»,
 * «Черних», «Седих»), never «за ред. І. Черниха»; a Russian spelling in -ых with them.
 */
const UKRAINIAN_INDECLINABLE = /(?:ово|аго|яго|их|іх|ых)$/u;
/** Nouns in -их, -іх that are surnames too and decline as the nouns: «Горіх → Горіха». */
const NOUN_IN_IKH = /(?:горіх|сміх|успіх|поспіх|міх|мних|жмих)$/u;

/**
 * Women's surnames that are adjectives of the hard group, the feminine of men's -ий («Біла» of
 * «Білий»), decline as adjectives: «Біла → Білої», «Кучерява → Кучерявої», never «Біли». A
 * surname in -а cannot say whether it is an adjective («Біла») or a noun («Береза → Берези»),
 * so this is a closed list of the common adjectives such surnames are; a rarer one declines as
 * a noun (the known limit).
 */
const ADJECTIVAL_FEMININE =
  /^(?:біла|чорна|сива|руда|гола|довга|крива|кучерява|головата|бородата|горбата|носата|мала|велика|стара|молода|глуха|сліпа|кругла|жовта|зелена|швидка|тиха|прудка|весела|добра|сіра|багата|лиса|горда|смілива|щаслива|правдива)$/u;

/**
 * First parts of double surnames that are no surname on their own and so do not decline
 * (the rule as Грамота.ру states it, gramota.ru/spravka/vopros/289625: the first part of a
 * Russian double surname declines «если она сама по себе» is a surname; «Бонч-Бруевичем»,
 * «Демут-Малиновскому», «Сен-Симоном» in Розенталь's handbooks; «Мак-Дональда»): «под ред.
 * В. Д. Бонч-Бруевича», never «Бонча-Бруевича». A closed list: a first part that is a surname
 * itself («Римского-Корсакова», «Квітки-Основ’яненка») declines.
 */
const FIXED_FIRST_PART = /^(?:бонч|демут|грумм|сен|сент|мак|ван|фон|тер|де|дю|ле|ла|эль|аль|ибн|абу|жан|дон)$/iu;

/** A double surname's first part and the rest, when that first part does not decline. */
function fixedFirstPart(surname: string): [string, string] | undefined {
  const dash = surname.indexOf('-');
  const head = surname.slice(0, dash);
  return dash > 0 && FIXED_FIRST_PART.test(head) ? [head, surname.slice(dash + 1)] : undefined;
}

/** The genitive of one part of a Ukrainian surname, or undefined when unsure. */
function ukrainianGenitivePart(word: string, gender: Gender): string | undefined {
  const lower = word.toLocaleLowerCase('uk');
  const keep = (stem: number, ending: string) => `${word.slice(0, word.length - stem)}${ending}`;
  if (UKRAINIAN_INDECLINABLE.test(lower) && !NOUN_IN_IKH.test(lower)) return word;
  // Adjectival surnames: Грушевський → Грушевського, Ковальська → Ковальської.
  if (/ий$/.test(lower)) return gender === 'female' ? undefined : keep(2, 'ого');
  // -ній may be adjectival (Крайній → Крайнього) or a noun (Корній → Корнія): unsure.
  if (/ній$/.test(lower)) return undefined;
  if (/(ська|цька|зька|ова|ева|єва|іна|їна)$/.test(lower) || ADJECTIVAL_FEMININE.test(lower))
    return gender === 'male' ? undefined : keep(1, 'ої');
  if (/[^aeiouаеєиіїоуюя]а$/.test(lower) && gender !== undefined) {
    // Сковорода → Сковороди, Українка → Українки, after a sibilant -і: Гуржа → Гуржі.
    return /[жчшщ]а$/.test(lower) ? keep(1, 'і') : keep(1, 'и');
  }
  if (/я$/.test(lower) && gender !== undefined) return keep(1, 'і');
  // Women's surnames in -о or a consonant do not decline (Олени Шевченко, Ірини Коваль); with
  // the gender unknown, unsure.
  if (gender !== 'male') return gender === 'female' ? word : undefined;
  if (/о$/.test(lower)) return keep(1, 'а'); // Шевченко → Шевченка, Франко → Франка
  const alternating = ukrainianAlternatingGenitive(word, lower);
  if (alternating) return alternating;
  if (/ь$/.test(lower)) return keep(1, 'я'); // Коваль → Коваля
  if (/[аеиіоуїєюя]й$/.test(lower)) return keep(1, 'я'); // Гордій → Гордія
  // Nouns of the mixed group: Бондар → Бондаря, Кобзар → Кобзаря (but Захар → Захара).
  if (/(бондар|кобзар|лікар|писар|гончар|пушкар|шинкар|косар|токар|паламар|слюсар)$/.test(lower)) return `${word}я`;
  if (/[бвгґджзклмнпрстфхцчшщ]$/.test(lower)) return `${word}а`; // Ткачук → Ткачука, Петров → Петрова
  return undefined;
}

/**
 * Men's surnames that decline as the common nouns they are, with the vowel that drops or
 * alternates (Правопис 2019, § 142: «Заєць — Зайця», «Лебідь — Лебедя», «Кривоніс —
 * Кривоноса», «Журавель — Журавля», «Соловей — Солов’я»): -ець loses its е (Кравець →
 * Кравця, Горобець → Горобця, Стрілець → Стрільця), except after two consonants, where
 * the word could not be said without it (Швець → Швеця, which § 142's earlier editions give
 * beside Шевця; Чернець → Чернеця, «не Ченця»).
 */
function ukrainianAlternatingGenitive(word: string, lower: string): string | undefined {
  const stem = (n: number) => word.slice(0, word.length - n);
  if (/[аеиіоуїєюя]єць$/.test(lower)) return `${stem(3)}йця`; // Заєць → Зайця, Коломієць → Коломійця
  if (/[аеиіоуїєюя]лець$/.test(lower)) return `${stem(3)}ьця`; // Стрілець → Стрільця
  if (/[аеиіоуїєюя][бвгґджзкмнпрстфхцчшщ]ець$/.test(lower)) return `${stem(3)}ця`; // Кравець → Кравця
  if (/ніс$/.test(lower)) return `${stem(2)}оса`; // Кривоніс → Кривоноса
  if (lower === 'лебідь') return `${stem(3)}едя`;
  if (lower === 'журавель') return `${stem(3)}ля`;
  if (lower === 'соловей') return `${stem(3)}в’я`;
  return undefined;
}

/** The genitive of a Ukrainian given name («Віктор» → «Віктора», «Олена» → «Олени»), or undefined. */
function ukrainianGivenGenitive(word: string, gender: Gender): string | undefined {
  const lower = word.toLocaleLowerCase('uk');
  const keep = (stem: number, ending: string) => `${word.slice(0, word.length - stem)}${ending}`;
  if (lower === 'любов') return `${word}і`;
  if (/(ігор|лазар)$/.test(lower)) return `${word}я`;
  if (/[аеиіоуїєюя]я$/.test(lower)) return keep(1, 'ї'); // Марія → Марії
  if (/ля$/.test(lower) && gender === 'male') return keep(2, 'лі'); // Ілля → Іллі
  if (/я$/.test(lower)) return keep(1, 'і'); // Таня → Тані
  if (/[жчшщ]а$/.test(lower)) return keep(1, 'і');
  if (/а$/.test(lower)) return keep(1, 'и'); // Олена → Олени, Микола → Миколи
  if (gender !== 'male') return undefined;
  if (/о$/.test(lower)) return keep(1, 'а'); // Петро → Петра
  if (/[ьй]$/.test(lower)) return keep(1, 'я'); // Василь → Василя, Андрій → Андрія
  if (/[бвгґджзклмнпрстфхцчшщ]$/.test(lower)) return `${word}а`; // Віктор → Віктора
  return undefined;
}

/** The genitive of a Ukrainian patronymic («Петрович» → «Петровича», «Петрівна» → «Петрівни»). */
function ukrainianPatronymicGenitive(word: string): string | undefined {
  const lower = word.toLocaleLowerCase('uk');
  if (/ич$/.test(lower)) return `${word}а`;
  if (/вна$/.test(lower)) return `${word.slice(0, -1)}и`;
  return undefined;
}

/** A given name or patronymic written out in full (not an initial). */
const spelledOut = (text: string | undefined): text is string =>
  text !== undefined && !text.endsWith('.') && text.length > 1 && CYRILLIC_WORD.test(text);

function ukrainianGenitive(person: Person): Person | undefined {
  const surname = str(person.surname);
  if (!surname) return undefined;
  const gender = ukrainianGender(person);
  const fixed = fixedFirstPart(surname);
  const declined = (fixed ? fixed[1] : surname).split('-').map((p) => ukrainianGenitivePart(p, gender));
  if (fixed) declined.unshift(fixed[0]);
  if (declined.some((d) => d === undefined)) return undefined;
  const out: Person = { ...person, surname: declined.join('-') };
  const given = str(person.name);
  if (spelledOut(given)) {
    const g = ukrainianGivenGenitive(given, gender);
    if (!g) return undefined;
    out.name = g;
  }
  const middle = str(person.fathername);
  if (spelledOut(middle)) {
    const m = ukrainianPatronymicGenitive(middle);
    if (!m) return undefined;
    out.fathername = m;
  }
  return out;
}

function russianGenitive(person: Person): Person | undefined {
  const surname = str(person.surname);
  if (!surname) return undefined;
  const given = str(person.name);
  const middle = str(person.fathername);
  const first = spelledOut(given) ? given : null;
  const patronymic = spelledOut(middle) ? middle : null;
  // Initials tell nothing of the gender; lvovich then decides by the surname alone, and a double
  // surname by the part that tells it: «Ильина-Седых» is a woman's, «М. А. Ильиной-Седых».
  const gender = [surname, ...surname.split('-')]
    .map((last) => getGender({ first, middle: patronymic, last }))
    .find((g) => g !== 'androgynous');
  if (!gender) return undefined;
  const fixed = fixedFirstPart(surname);
  const declined = fixed
    ? `${fixed[0]}-${inclineLastname(fixed[1], 'genitive', gender) || fixed[1]}`
    : inclineLastname(surname, 'genitive', gender);
  const out: Person = { ...person, surname: declined || surname };
  if (first) out.name = inclineFirstname(first, 'genitive', gender) || first;
  if (patronymic) out.fathername = inclineMiddlename(patronymic, 'genitive', gender) || patronymic;
  // A given name the rules leave as it is, though it declines, would read half declined.
  if (first && out.name === first && /[аяь]$/.test(first)) return undefined;
  return out;
}

/**
 * The person in the genitive for a Russian («И. И. Иванова», «Ивана Ивановича Иванова») or
 * Ukrainian («В. П. Бондаренка», «Віктора Петровича Бондаренка») record; unchanged in
 * English, for Latin names, and when unsure.
 * @example inGenitive({ surname: 'Иванов', name: 'И.', fathername: 'И.' }, 'ru').surname // 'Иванова'
 */
export function inGenitive(typed: Person, locale: Locale): Person {
  // Read as `formatName` reads it: «ПЕТРЕНКО» is Петренко, «Петренко І.П.» a surname and initials.
  const person = withCapitalsUndone(withInitialsApart(typed));
  const surname = str(person.surname);
  if (locale === 'en' || !surname || !CYRILLIC_WORD.test(surname)) return person;
  return (locale === 'ru' ? russianGenitive(person) : ukrainianGenitive(person)) ?? person;
}
