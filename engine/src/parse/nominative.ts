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
const VOWEL_END = /[аеєиіїоуюяыэ]$/iu;

function candidates(surname: string): string[] {
  const lower = surname.toLocaleLowerCase('ru');
  return ENDINGS.filter(([genitive]) => lower.endsWith(genitive)).flatMap(([genitive, nominatives]) => {
    const stem = surname.slice(0, surname.length - genitive.length);
    const ko = genitive === 'а' && /[^аеєиіїоуюяыэ]к$/iu.test(stem);
    // «-ой» of a woman: Ивановой → Иванова after -ов/-ев/-ин, else the adjective (Соколовской → Соколовская).
    const adjective = genitive === 'ой' && !/(ов|ев|ёв|ин|ын)$/iu.test(stem);
    // «-я» after a vowel comes from «-й» (Гордія ← Гордій, Смолия ← Смолий), after a consonant
    // from «-ь» (Коваля ← Коваль): no surname ends in a vowel and «ь», which the declension
    // would accept («Смолиь» declines to «Смолия» too).
    const ya = genitive === 'я' && (VOWEL_END.test(stem) ? ['й', ''] : ['ь', '']);
    return (ko ? ['о', ''] : adjective ? ['ая', 'а'] : ya || nominatives).map((n) => stem + n);
  });
}

/** A patronymic that tells the declension "a man" and nothing else (the same in Russian and Ukrainian). */
const MALE_PATRONYMIC = 'Петрович';

const isInitial = (text: unknown) => text === undefined || text === null || /^\p{Lu}\.?$/u.test(String(text).trim());

/**
 * A man's genitive in «-а» after a consonant may come from a surname in that consonant or in
 * «-о» (Ukrainian declines both: Задихайла ← Задихайл or Задихайло). The stem settles it only
 * after -ов/-ев/-ин (Петрова ← Петров), a vowel and «к» (Ткачука ← Ткачук) or a consonant and
 * «к» (Бондаренка ← Бондаренко, `candidates`); otherwise the surname is unsure.
 */
const SETTLED_STEM = /(?:[оеєё]в|[иіы]н|[аеєиіїоуюяы]к|[^аеєиіїоуюяыэ]к)$/iu;

const sameInitials = (a: Person, b: Person) =>
  [a.name, a.fathername].map((x) => String(x ?? '').trim()[0]).join() ===
  [b.name, b.fathername].map((x) => String(x ?? '').trim()[0]).join();

/**
 * The person as a record keeps them: the surname in the nominative when the printed one is
 * the genitive of exactly that nominative by the engine's declension; unchanged otherwise
 * (a name written out in full, a Latin name, an indeclinable surname, an unsure case).
 * `known` are the other people the reference names in the nominative (its authors): one with
 * the same initials whose genitive is the printed form settles the case («Д. В. Задихайло …;
 * за ред. Д.В. Задихайла»).
 * @example inNominative({ surname: 'Майбуровой', name: 'И.', fathername: 'Н.' }, 'ru').surname // 'Майбурова'
 */
export function inNominative(person: Person, locale: Locale, known: Person[] = []): Person {
  const surname = typeof person.surname === 'string' ? person.surname.trim() : '';
  if (locale === 'en' || !/^[\p{Script=Cyrillic}'’ʼ-]+$/u.test(surname)) return person;
  if (!isInitial(person.name) || !isInitial(person.fathername)) return person;
  const declinesTo = (nominative: string, hint: Partial<Person> = {}) =>
    nominative !== surname && inGenitive({ ...person, ...hint, surname: nominative }, locale).surname === surname;
  for (const other of known) {
    const theirs = typeof other.surname === 'string' ? other.surname.trim() : '';
    if (
      theirs &&
      sameInitials(person, other) &&
      (declinesTo(theirs) || declinesTo(theirs, { fathername: MALE_PATRONYMIC }))
    )
      return { ...person, surname: theirs };
  }
  const parts = surname.split('-');
  const options = parts.map((part) => [...candidates(part), part]);
  // Each half of a double surname declines on its own (Римского-Корсакова → Римский-Корсаков).
  const combos = options.reduce<string[][]>((acc, opts) => acc.flatMap((a) => opts.map((o) => [...a, o])), [[]]);
  // First as the record tells the gender; then as a man's: a surname in -о or a consonant
  // declines only for a man («за ред. А. Бондаренка» is Бондаренко's, a woman's stays «Бондаренко»).
  for (const hint of [{}, { fathername: MALE_PATRONYMIC }]) {
    const found = combos.map((combo) => combo.join('-')).filter((nominative) => declinesTo(nominative, hint));
    if (!found.length) continue;
    const stem = surname.slice(0, -1);
    const unsure = found.includes(stem) && found.includes(`${stem}о`) && !SETTLED_STEM.test(stem);
    return unsure ? person : { ...person, surname: found[0]! };
  }
  return person;
}
