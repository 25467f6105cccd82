/**
 * A Russian organisation's name in the instrumental case, after «разработан», «подготовлен»
 * (GOST R 7.0.100-2018, A: «/ разработан Всероссийским научно-исследовательским институтом
 * стандартизации и сертификации в машиностроении (ВНИИНМАШ)», «/ подготовлен Первым Московским
 * государственным медицинским университетом имени И. М. Сеченова …»). Only the leading
 * adjectives and the head noun change; what follows the head (its genitive complements, «имени …»,
 * a parenthesised acronym) is kept. A name that does not open so — an acronym, a quoted name
 * («ООО «Техречсервис»», as the standard prints it), one already declined or a noun the table
 * does not know — is returned unchanged.
 * @example organisationInstrumental('Всероссийский научно-исследовательский институт стандартизации') // 'Всероссийским научно-исследовательским институтом стандартизации'
 */
export function organisationInstrumental(name: string): string {
  const words = name.split(' ');
  const out: string[] = [];
  let i = 0;
  let gender: 'm' | 'f' | 'n' | undefined;
  for (; i < words.length; i++) {
    const adjective = declineAdjective(words[i] ?? '');
    if (!adjective) break;
    out.push(adjective.word);
    gender ??= adjective.gender;
  }
  if (i === 0 && !/^\p{Lu}\p{Ll}/u.test(words[0] ?? '')) return name;
  const head = declineNoun(words[i] ?? '', gender);
  if (!head) return name;
  return [...out, head, ...words.slice(i + 1)].join(' ');
}

const ADJECTIVE: [RegExp, string, 'm' | 'f' | 'n'][] = [
  [/(?<=\p{L}{2})ый$/u, 'ым', 'm'],
  [/(?<=[гкхжшчщ])ий$/u, 'им', 'm'],
  [/(?<=\p{L}{2})ний$/u, 'ним', 'm'],
  [/(?<=\p{L}{2})ой$/u, 'ым', 'm'],
  [/(?<=\p{L}{2})ая$/u, 'ой', 'f'],
  [/(?<=\p{L}{2})яя$/u, 'ей', 'f'],
  [/(?<=\p{L}{2})ое$/u, 'ым', 'n'],
  [/(?<=\p{L}{2})ее$/u, 'им', 'n'],
];

function declineAdjective(word: string): { word: string; gender: 'm' | 'f' | 'n' } | undefined {
  for (const [ending, replacement, gender] of ADJECTIVE)
    if (ending.test(word)) return { word: word.replace(ending, replacement), gender };
  return undefined;
}

/** Head nouns of organisations' names, nominative → instrumental. */
function declineNoun(word: string, gender: 'm' | 'f' | 'n' | undefined): string | undefined {
  if (/(?:институт|университет|центр|комитет|совет|союз|фонд|департамент|отдел|консорциум|завод|банк)$/iu.test(word))
    return gender === 'f' ? undefined : `${word}ом`;
  if (/(?:ство|ние)$/iu.test(word)) return gender && gender !== 'n' ? undefined : `${word}м`;
  if (/(?:ия)$/iu.test(word)) return gender && gender !== 'f' ? undefined : word.replace(/ия$/u, 'ией');
  if (/(?:палата|служба|комиссия|организация|академия|ассоциация|инспекция|библиотека|школа)$/iu.test(word))
    return gender && gender !== 'f' ? undefined : word.replace(/а$/u, 'ой');
  return undefined;
}
