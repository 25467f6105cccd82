import type { Locale } from '../model/language.js';
import type { Person } from '../model/publication.js';
import { inGenitive } from '../parts/declension.js';

/**
 * Names printed after «под ред.», «за ред.», «пер.» stand in the genitive («под ред.
 * А. А. Майбуровой»), but a record keeps the nominative: the styles decline them again
 * (parts/declension.ts), and a genitive kept as it is would be declined twice
 * («Майбуровой» → «Майбуровой» is right only by chance; «Потаповой» → «Потапового»).
 *
 * No library turns a genitive back (lvovich and petrovich only decline), so the surname is
 * found the other way round: each nominative the endings allow is declined by the engine's
 * own rule, and the one whose genitive is the printed form is taken. Where none is, the name
 * stays as printed — the same caution as the declension's.
 */

/**
 * Genitive endings of surnames and the nominative endings they may come from, most likely
 * first: Достоевского → Достоевский, Толстого → Толстой, Ивановой → Иванова, Ковальської →
 * Ковальська, Иванова → Иванов, Бондаренка → Бондаренко, Коваля → Коваль, Гордія → Гордій,
 * Бондаря → Бондар, Сковороды/Сковороди → Сковорода.
 */
const ENDINGS: [genitive: string, nominatives: string[]][] = [
  ['ого', ['ий', 'ой', 'ый']],
  ['его', ['ий']],
  ['ой', ['а', 'ая']],
  ['ої', ['а']],
  ['а', ['', 'о']],
  ['я', ['ь', 'й', '']],
  ['ы', ['а']],
  ['и', ['а', 'я']],
  ['і', ['а', 'я']],
];

/**
 * Nominatives a printed genitive surname may come from, in the order of ENDINGS; a stem in a
 * consonant and «к» takes «-о» first, since nouns do not end in «-нк» but the -енко and -ко
 * surnames are legion (Бондаренка → Бондаренко, Франка → Франко; Ткачука → Ткачук).
 */
function candidates(surname: string): string[] {
  const lower = surname.toLocaleLowerCase('ru');
  return ENDINGS.filter(([genitive]) => lower.endsWith(genitive)).flatMap(([genitive, nominatives]) => {
    const stem = surname.slice(0, surname.length - genitive.length);
    const ko = genitive === 'а' && /[^аеєиіїоуюяыэ]к$/iu.test(stem);
    // «-ой» of a woman: Ивановой → Иванова after -ов/-ев/-ин, else the adjective (Соколовской → Соколовская).
    const adjective = genitive === 'ой' && !/(ов|ев|ёв|ин|ын)$/iu.test(stem);
    return (ko ? ['о', ''] : adjective ? ['ая', 'а'] : nominatives).map((n) => stem + n);
  });
}

/** A patronymic that tells the declension "a man" and nothing else (the same in Russian and Ukrainian). */
const MALE_PATRONYMIC = 'Петрович';

const isInitial = (text: unknown) => text === undefined || text === null || /^\p{Lu}\.?$/u.test(String(text).trim());

/**
 * The person as a record keeps them: the surname in the nominative when the printed one is
 * the genitive of exactly that nominative by the engine's declension; unchanged otherwise
 * (a name written out in full, a Latin name, an indeclinable surname, an unsure case).
 * @example inNominative({ surname: 'Майбуровой', name: 'И.', fathername: 'Н.' }, 'ru').surname // 'Майбурова'
 */
export function inNominative(person: Person, locale: Locale): Person {
  const surname = typeof person.surname === 'string' ? person.surname.trim() : '';
  if (locale === 'en' || !/^[\p{Script=Cyrillic}'’ʼ-]+$/u.test(surname)) return person;
  if (!isInitial(person.name) || !isInitial(person.fathername)) return person;
  const parts = surname.split('-');
  const options = parts.map((part) => [...candidates(part), part]);
  // Each half of a double surname declines on its own (Римского-Корсакова → Римский-Корсаков).
  const combos = options.reduce<string[][]>((acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])), [[]]);
  // First as the record tells the gender; then as a man's: a surname in -о or a consonant
  // declines only for a man («за ред. А. Бондаренка» is Бондаренко's, a woman's stays «Бондаренко»).
  for (const hint of [{}, { fathername: MALE_PATRONYMIC }]) {
    for (const combo of combos) {
      const nominative = combo.join('-');
      if (nominative === surname) continue;
      if (inGenitive({ ...person, ...hint, surname: nominative }, locale).surname === surname)
        return { ...person, surname: nominative };
    }
  }
  return person;
}
