import * as lists from './proper-nouns-en.js';

/** The dictionary's word lists as sets, built at the first title (about 5 ms), not at every start. */
let sets: Record<keyof typeof lists, Set<string>> | undefined;
const wordSets = () => {
  sets ??= {
    PROPER_NOUNS: new Set(lists.PROPER_NOUNS.split(' ')),
    GIVEN_NAMES: new Set(lists.GIVEN_NAMES.split(' ')),
    AMBIGUOUS_NAMES: new Set(lists.AMBIGUOUS_NAMES.split(' ')),
    CAPITALISED_WORDS: new Set(lists.CAPITALISED_WORDS.split(' ')),
  };
  return sets;
};

/**
 * Proper nouns and adjectives that keep their capital in a lowered title: continents, seas,
 * countries and peoples, languages, months and days (APA 7, 6.14, 6.16; APA 6, 4.16). A
 * title-case title gives no other sign of a proper noun, so a name not listed here is lowered.
 */
const PROPER = new Set(
  (
    'Africa African America American Americas Anglo Antarctic Antarctica Arab Arabic Arctic Asia Asian Atlantic ' +
    'Australia Australian Austria Austrian Belgium Brazil Brazilian Britain British Buddhist Canada Canadian Caribbean Catholic ' +
    'China Chinese Christian Christianity Dutch Egypt Egyptian England English Europe European France French ' +
    'German Germany Greece Greek Hispanic Holland India Indian Indonesia Iran Iraq Ireland Irish Islam Islamic ' +
    'Israel Italian Italy Japan Japanese Jewish Korea Korean Latin Latino Mediterranean Mexican Mexico Muslim ' +
    'Netherlands Norway Norwegian Pacific Poland Polish Portugal Portuguese Roman Rome Russia Russian Scandinavia ' +
    'Scandinavian Scotland Scottish Soviet Spain Spanish Sweden Swedish Swiss Switzerland Turkey Turkish Ukraine ' +
    'Ukrainian Vietnam Wales Welsh Jew Jews Hindu Protestant God Bible Internet ' +
    'January February March April May June July August September October November December ' +
    'Monday Tuesday Wednesday Thursday Friday Saturday Sunday ' +
    'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Hawaii Idaho Illinois ' +
    'Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri ' +
    'Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington ' +
    'Wisconsin Wyoming London Paris Berlin Moscow Kyiv Tokyo Beijing Chicago Boston Toronto Sydney Frankish ' +
    'Victorian Elizabethan Renaissance Medieval Byzantine Ottoman Persian Hebrew Sanskrit Nordic Baltic Balkan ' +
    // Scientists' names in the terms of research titles and names of programming languages that
    // the dictionary lacks ("Kalman filter", "Voronoi diagrams", "Fortran programs"; session 8).
    'Markovian Boolean Euclidean Riemannian Kalman Lyapunov Navier Stokes Schrödinger Petri Hopfield Kolmogorov ' +
    'Nyquist Voronoi Delaunay Wiener Fortran Prolog Lisp Java Python Pompidou'
  ).split(' '),
);
/** Names of more than one word (“El Salvador”, “New York”): every word keeps its capital. */
const MULTIWORD = [
  'New York',
  'New Zealand',
  'New Jersey',
  'New Mexico',
  'New England',
  'New Orleans',
  'New Hampshire',
  'New Delhi',
  'New Guinea',
  'Rhode Island',
  'Third Reich',
  'New South Wales',
  'Hong Kong',
  'Sri Lanka',
  'South Africa',
  'North America',
  'South America',
  'Latin America',
  'Middle East',
  'United States',
  'United Kingdom',
  'United Nations',
  'Saudi Arabia',
  'Soviet Union',
  'European Union',
  'Great Britain',
  'Northern Ireland',
  'North Korea',
  'South Korea',
  'World War',
  'Cold War',
  'Mexico City',
  'New York City',
  'Kansas City',
  'Salt Lake City',
  'Vatican City',
  'Quebec City',
  'Panama City',
  'Guatemala City',
].map((n) => n.split(' '));
/** A capitalised particle that opens a place's name with the next word (“El Salvador”, “Los Angeles”). */
const NAME_OPENER = new Set('El La Los Las San Santa São Saint St.'.split(' '));
/** A title before a name keeps its capital and the name's (“Lord Byron”, “King Lear”, APA 7, 6.16). */
const HONORIFIC = new Set(
  'Lord Lady Sir Dame King Queen Prince Princess Pope President Emperor General Dr. Mr. Mrs. Ms.'.split(' '),
);
/** A proper noun: one listed here or one SCOWL's English dictionary knows only with a capital ("Aristotle", "Orkney"). */
/**
 * The dictionary's capital-only entries that are common nouns in a scientific title: "titania"
 * (titanium dioxide) is a moon and a fairy queen to SCOWL, and was kept as "Multilayered Titania".
 */
const COMMON_NOUNS = new Set(['Titania']);
export const isProper = (core: string): boolean =>
  PROPER.has(core) || (wordSets().PROPER_NOUNS.has(core) && !COMMON_NOUNS.has(core));
/** A word that opens a region's name before a proper noun ("West Africa", "Central America"). */
const COMPASS = new Set('North South East West Central Northern Southern Eastern Western Upper Lower'.split(' '));
/** The common noun that ends a place's or body's name after a proper noun ("Mexico City", "Roman Empire"). */
const NAME_END = new Set(
  'City River Sea Ocean Island Islands Mountains Lake Bay Valley Empire Republic Kingdom Peninsula Canal Strait Gulf Coast Church County'.split(
    ' ',
  ),
);
/** Nouns that end a realm's name after any capitalised word ("Song Dynasty", "Mughal Empire"). */
const REALM = new Set(['Dynasty', 'Empire']);
/** Endings of common nouns and adjectives, rare in surnames the dictionary does not know. */
export const COMMON_NOUN_ENDING =
  /(?:s|ing|ity|tion|sion|ment|ness|ism|ogy|ance|ence|ship|hood|ure|ant|ent|ive|ous|ary|ery|ory|ize|ise|ate|istic)$/;
/** Particles typed lower-case inside a name ("ibn Bajja", "van Gogh"): no sign of sentence case. */
const PARTICLES = new Set('ibn bin abu al el de del della der di du da van von dos das'.split(' '));
/** "Ibn", "Abu" typed with a capital open a name with the next word ("Ibn Rushd"). */
const ARABIC_PARTICLE = new Set(['Ibn', 'Abu', 'Bin']);
/** An Arabic article or "Ibn" joined to a name by a hyphen ("Al-Farabi", "Ibn-Sina"): a name. */
const ARABIC_NAME = /^(?:Al|El|Ibn|Abu)-\p{Lu}/u;

/**
 * The word cores of a title that are people's and places' names (APA 7, 6.14, 6.16; APA 6, 4.16):
 * a proper noun of the dictionary; a given name that is also a word ("John", "Mark") before a
 * proper noun ("John Wayne"); the next capitalised word after a given name ("Moses Narboni",
 * "Edward Meredith Cope") or a lower-case particle ("ibn Bajja"); a compass word before a proper
 * noun ("West Africa") and a place's noun after one ("Mexico City", "New York City"); both
 * words around a lower-case particle ("Machado de Assis").
 */
function personalNames(cores: string[], kept: Set<number>, raw: string[]): void {
  const capitalised = (core: string) => CAPITALISED.test(core) && core.length > 1;
  // After a given name: a proper noun, a word that is also a surname ("Smith"), or a word that
  // does not look like a common noun ("Narboni", "Cope"; not "Reading", "Facts", "Restaurant").
  const surname = (core: string) =>
    capitalised(core) && (isProper(core) || wordSets().CAPITALISED_WORDS.has(core) || !COMMON_NOUN_ENDING.test(core));
  const proper = (i: number) => isProper(cores[i] ?? '') || kept.has(i);
  // "Christian" and "Georgia" are given names too, but here an adjective or a place: not before a surname.
  const given = (core: string) =>
    !PROPER.has(core) && (wordSets().GIVEN_NAMES.has(core) || wordSets().AMBIGUOUS_NAMES.has(core));
  cores.forEach((core, i) => {
    const next = cores[i + 1] ?? '';
    if ((isProper(core) && (core !== 'May' || isMonthMay(cores, i))) || ARABIC_NAME.test(core)) kept.add(i);
    if ((wordSets().AMBIGUOUS_NAMES.has(core) || COMPASS.has(core)) && isProper(next)) kept.add(i).add(i + 1);
    if (ARABIC_PARTICLE.has(core) && capitalised(next)) kept.add(i).add(i + 1);
    // A given name after a kept first name is the surname ("Primo Levi"): a verb after it is no
    // further name ("Reading Primo Levi reading Dante").
    const fullName = kept.has(i - 1) && /ing$/.test(next);
    if (
      (given(core) && (isProper(core) || kept.has(i)) && surname(next) && !fullName) ||
      (PARTICLES.has(core) && capitalised(next))
    )
      kept.add(i + 1);
    if (NAME_END.has(next) && proper(i)) kept.add(i + 1);
    // "Dynasty" and "Empire" after any capitalised word end a name: "Song Dynasty" (which
    // the dictionary takes for a common noun), "Mughal Empire", and the compass word before
    // it: "the Northern Song Dynasty" (before, "Northern song dynasty").
    if (REALM.has(next) && capitalised(core)) {
      kept.add(i).add(i + 1);
      if (COMPASS.has(cores[i - 1] ?? '')) kept.add(i - 1);
    }
    // A name that ends a title or clause after "of" or "by" is the author's or the subject's:
    // "The Iliad of Homer", "The Gospel of Mark" (a given name the dictionary knows as a word too).
    if (
      /^(?:of|by)$/.test(cores[i - 1] ?? '') &&
      wordSets().AMBIGUOUS_NAMES.has(core) &&
      (i === cores.length - 1 || MINOR.has(next) || /[:;,.?!—]$/.test(raw[i] ?? ''))
    )
      kept.add(i);
    // A capitalised word before a given name that is only a name is the first of a name pair:
    // "Reading Primo Levi", "Pier Paolo Pasolini" (names the dictionary does not know).
    if (
      i > 0 &&
      !/[:;,.?!—]$/.test(raw[i] ?? '') &&
      wordSets().GIVEN_NAMES.has(next) &&
      isProper(next) &&
      capitalised(core) &&
      !COMMON_NOUN_ENDING.test(core) &&
      !MINOR.has(core.toLocaleLowerCase())
    )
      kept.add(i);
    // The same noun before "of" and a proper noun opens the name: "Gulf of Mexico", "Bay of Bengal",
    // "Church of England" (before, "The gulf of Mexico basin").
    if (NAME_END.has(core) && next === 'of' && isProper(cores[i + 2] ?? '')) kept.add(i);
    // A capitalised word before such a particle is the name's first part ("Machado de Assis", "Rio de Janeiro").
    if (PARTICLES.has(core) && capitalised(next) && i > 0 && capitalised(cores[i - 1] ?? '')) kept.add(i - 1);
  });
}

/** The word cores of a title that belong to a name of more than one word. */
function multiwordNames(cores: string[], raw: string[]): Set<number> {
  const kept = new Set<number>();
  cores.forEach((core, i) => {
    const next = cores[i + 1] ?? '';
    if (i > 0 && (NAME_OPENER.has(core) || HONORIFIC.has(core)) && /^\p{Lu}/u.test(next)) kept.add(i).add(i + 1);
    // After an initial the word is a surname: "W. B. Yeats", "T.S. Eliot".
    if (/^(?:\p{Lu}\.)+$/u.test(core) && /^\p{Lu}/u.test(next)) kept.add(i + 1);
    for (const name of MULTIWORD) {
      if (!name.every((w, k) => cores[i + k] === w)) continue;
      for (let k = 0; k < name.length; k++) kept.add(i + k);
    }
  });
  personalNames(cores, kept, raw);
  return kept;
}
/**
 * Words title case leaves lower-case (articles, conjunctions, prepositions; "its", often typed so):
 * a lower-case one does not show sentence case. Typed with a capital ("Studies In") they are lowered.
 */
const MINOR = new Set(
  (
    'a an the and but or nor for so yet as at by down from in into like near of off on onto out over past per ' +
    'than till to up upon via vs versus with about above across after against along among around before behind ' +
    'below beneath beside between beyond during except inside outside since through throughout toward towards ' +
    'under underneath until within without its'
  ).split(' '),
);
/** A word typed with a capital and the rest lower-case, possibly hyphenated ("Large-Scale"). */
const CAPITALISED = /^\p{Lu}\p{Ll}*(?:-\p{L}[\p{Ll}]*)*$/u;
/** Letters and digits joined by hyphens: each element is judged alone ("Digital-to-RF"). */
const COMPOUND = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;
const LOWER = /^\p{Ll}[\p{Ll}-]*$/u;
const POSSESSIVE = /['’]s$/u;
const BREAK_AFTER = /[:?!—]$|[^A-Z]\.$/;

/** One element lowered unless it is a proper noun, an initialism or a single letter ("V", "E"). */
const lowerElement = (part: string): string =>
  isProper(part) || !/^\p{Lu}\p{Ll}+$/u.test(part) ? part : part.toLocaleLowerCase();

/**
 * Whether a title is typed in title case: every content word after the first starts with a
 * capital (a lower-case one shows the title is already in sentence case, its capitals proper
 * nouns), and there is at least one.
 */
function isTitleCased(words: string[]): boolean {
  let capitals = 0;
  for (const [i, raw] of words.entries()) {
    const core = raw.replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '');
    if (i === 0 || core === '' || !/\p{L}/u.test(core)) continue;
    if (LOWER.test(core) && !MINOR.has(core) && !PARTICLES.has(core)) return false;
    if (CAPITALISED.test(core) && core.length > 1) capitals++;
  }
  return capitals > 0;
}

/**
 * An article and one capitalised word is the name of a work, “The Iliad”, “The Decameron” (as
 * Cite Them Right prints Homer's), which the dictionary cannot tell from a common noun.
 */
const isArticleAndName = (words: string[]): boolean =>
  words.length === 2 && /^(?:The|A|An)$/.test(words[0] ?? '') && /^\p{Lu}\p{Ll}+$/u.test(words[1] ?? '');

/**
 * Sentence case for an English title typed in title case (APA 7, 6.17; APA 6, 4.15): the first
 * word, the first word after a colon, dash, question or exclamation mark or a full stop, and
 * proper nouns keep their capitals; other capitalised words are lowered, each element of a
 * hyphenated compound too ("Large-Scale" → "Large-scale", "large-scale"). Words with a capital
 * inside, initialisms, digits, single letters, possessives ("Hemingway's") and anything inside
 * quotation marks (a title within the title) stay as typed. A title with a lower-case content
 * word is taken to be in sentence case already and returned unchanged. `lowerAfterColon` lowers
 * the first word after a colon like any other (Citing Medicine: "a telephone survey of …").
 * @example sentenceCase('Partial Symmetries of Weak Interactions') // 'Partial symmetries of weak interactions'
 */
export function sentenceCase(title: string, opts: { lowerAfterColon?: boolean } = {}): string {
  // An em dash typed closed ("Diagrams—A survey") parts words as a space does.
  const tokens = title.split(/(\s+|—)/);
  const words = tokens.filter((t) => t.trim() !== '');
  if (!isTitleCased(words) || isArticleAndName(words)) return title;
  const names = multiwordNames(
    words.map((w) => w.replace(/^[“‘"'([]+|[”’"'),:;!?\]]+$/g, '')),
    words,
  );
  let keepNext = true;
  let quoted = false;
  let index = -1;
  return tokens
    .map((token) => {
      if (token.trim() === '') return token;
      index++;
      const lead = token.match(/^[“‘"'([]*/)?.[0] ?? '';
      const core = token.slice(lead.length).replace(/[”’"'),.:;!?—\]]+$/, '');
      const tail = token.slice(lead.length + core.length);
      // Single marks quote too ('The Great Gatsby', ‘Bartleby’); an apostrophe inside a word is no mark.
      const opensQuote = /[“"‘']/.test(lead);
      const keep = keepNext || quoted || opensQuote;
      if (opensQuote) quoted = true;
      if (/[”"’']/.test(tail) || (opensQuote && /[”"](?=\P{L}|$)/u.test(core))) quoted = false;
      keepNext = BREAK_AFTER.test(token.replace(/[”’"')\]]+$/, '')) || token === '—' || token === '–';
      // Citing Medicine opens a subtitle in lower case (`lowerAfterColon`); APA keeps its capital.
      if (opts.lowerAfterColon && /:$/.test(token)) keepNext = false;
      if (quoted || names.has(index) || (POSSESSIVE.test(core) && !isCommonPossessive(core))) return token;
      if (isHyphenatedName(core)) return token;
      // A minor word typed in capitals between two title-cased words is a typing slip, lowered:
      // "Regulation OF Splicing" (an initialism beside a minor word, "in AT patients", stays).
      if (!keep && isCapitalsSlip(words, index)) return `${lead}${core.toLocaleLowerCase()}${tail}`;
      if (COMPOUND.test(core)) {
        // A compound opening the title or a subtitle keeps only its first capital ("Large-scale").
        const [head = '', ...rest] = core.split('-');
        return `${lead}${[keep ? head : lowerElement(head), ...rest.map(lowerElement)].join('-')}${tail}`;
      }
      if (!keep && POSSESSIVE.test(core)) return `${lead}${core[0]?.toLocaleLowerCase()}${core.slice(1)}${tail}`;
      if (keep || !CAPITALISED.test(core)) return token;
      if (MINOR.has(core.toLocaleLowerCase()) || (core === 'May' && !isMonthMay(words, index)))
        return `${lead}${core.toLocaleLowerCase()}${tail}`;
      return `${lead}${core.split('-').map(lowerElement).join('-')}${tail}`;
    })
    .join('');
}

/** Plural nouns whose possessive opens many titles ("Women's health", "Children's books"). */
const POSSESSIVE_PLURALS = new Set(['Women', 'Men', 'Children', 'People']);
/**
 * Endings no surname has ("Nation's", "Society's"); the wider COMMON_NOUN_ENDING would take
 * "Jones's", "Grant's", "Tate's" for common nouns, and a lowered surname is the worse mistake.
 */
const POSSESSIVE_COMMON_ENDING = /(?:tion|sion|ity|ment|ness|ism|ogy|ship|hood|vore)$/;
/**
 * Agent and kin nouns whose possessive opens titles ("A Reader's Guide", "The Doctor's
 * Dilemma"), listed rather than read from "-er"/"-or", which are also the endings of many
 * surnames ("Kessler's", "Taylor's law").
 */
const AGENT_NOUNS = new Set(
  (
    'Reader Writer Author Teacher Doctor User Player Worker Consumer Customer Leader Manager Editor ' +
    'Translator Designer Developer Programmer Researcher Learner Speaker Listener Viewer Beginner Owner ' +
    'Mother Father Brother Sister Daughter Partner Driver Farmer Soldier Prisoner Stranger Traveller ' +
    'Traveler Reviewer Survivor Investor Minister Officer Actor Director Donor Sailor Visitor Professor ' +
    'Ancestor Creator Inventor Operator Collector Observer Philosopher Historian Scientist Engineer Child'
  ).split(' '),
);
/**
 * A possessive of a common noun, lowered like any other word (APA 7, 6.17: "The omnivore's
 * dilemma"): its stem is no name the dictionary knows and ends like a common noun or an agent
 * noun ("Omnivore", "Reader", "Author"). A stem the dictionary does not know otherwise
 * ("Koza's", "Palladio's") is taken for a surname and kept.
 */
const isCommonPossessive = (core: string): boolean => {
  const stem = core.replace(POSSESSIVE, '');
  if (!/^\p{Lu}\p{Ll}+$/u.test(stem) || isProper(stem)) return false;
  const { GIVEN_NAMES, AMBIGUOUS_NAMES, CAPITALISED_WORDS } = wordSets();
  if (GIVEN_NAMES.has(stem) || AMBIGUOUS_NAMES.has(stem) || CAPITALISED_WORDS.has(stem)) return false;
  return POSSESSIVE_PLURALS.has(stem) || POSSESSIVE_COMMON_ENDING.test(stem) || AGENT_NOUNS.has(stem);
};

/**
 * A hyphenated name: every element capitalised, one a given name, none a minor word or a
 * common noun by its ending ("Moby-Dick", "Jean-Paul"; not "Large-Scale", "Mark-Up", "English-Language").
 */
const isHyphenatedName = (core: string): boolean => {
  const parts = core.split('-');
  if (parts.length < 2 || !parts.every((p) => /^\p{Lu}\p{Ll}+$/u.test(p))) return false;
  if (parts.some((p) => MINOR.has(p.toLocaleLowerCase()) || COMMON_NOUN_ENDING.test(p))) return false;
  const { GIVEN_NAMES, AMBIGUOUS_NAMES } = wordSets();
  return parts.some((p) => GIVEN_NAMES.has(p) || AMBIGUOUS_NAMES.has(p));
};

/** A minor word typed in capitals ("OF") between two title-cased content words. */
const isCapitalsSlip = (words: string[], index: number): boolean => {
  const core = (w: string | undefined) => (w ?? '').replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '');
  const word = core(words[index]);
  const titled = (w: string) => CAPITALISED.test(w) && w.length > 1 && !MINOR.has(w.toLocaleLowerCase());
  return (
    /^\p{Lu}{2,}$/u.test(word) &&
    MINOR.has(word.toLocaleLowerCase()) &&
    titled(core(words[index - 1])) &&
    titled(core(words[index + 1]))
  );
};

/** Words before a month: "in May", "early May", "since May". */
const BEFORE_MONTH = /^(?:in|of|early|late|mid|since|until|till|by|from|during|last|next|this)$/i;

/**
 * "May" is the month beside a number or after a word that introduces one ("May 2010", "4 May",
 * "in May"); else it is the verb, lowered like any other word: "containers may alter the serum
 * concentration" (before, kept as the month's capital).
 */
const isMonthMay = (words: string[], index: number): boolean => {
  const core = (w: string | undefined) => (w ?? '').replace(/^[“‘"'([]+|[”’"'),.:;!?\]]+$/g, '');
  const previous = core(words[index - 1]);
  return /^\d/.test(core(words[index + 1])) || /\d$/.test(previous) || BEFORE_MONTH.test(previous);
};

/**
 * The first word of each subtitle in lower case, for the styles that write a subtitle on from
 * its colon in running case (Cite Them Right: “Doing your research project: a guide for
 * first-time researchers”): a capitalised word after a colon is lowered unless it is a proper
 * noun (`isProper`, a given name) or opens a name of several capitalised words, or is a title
 * before a name; initialisms, words with inner capitals and single letters stay. Meant for a title already in sentence case (after `sentenceCase`).
 * @example subtitleOpenerLowered('Media effects: Advances in theory') // 'Media effects: advances in theory'
 */
export function subtitleOpenerLowered(title: string): string {
  return title.replace(
    /(:\s+)([“‘"'(]?)(\p{Lu})(\p{Ll}*)(?![\p{L}\p{N}'’.])(?=(\s+\p{Lu})?)/gu,
    (whole, mark: string, open: string, head: string, tail: string, nextCapital?: string) => {
      const word = `${head}${tail}`;
      // A single capital is a letter or "I", except the article "A"; a word before another
      // capitalised one opens a name ("Harriette Colenso", "New Zealand").
      const minor = MINOR.has(word.toLocaleLowerCase());
      if ((tail === '' && word !== 'A') || (nextCapital && !minor)) return whole;
      if (isProper(word) || wordSets().GIVEN_NAMES.has(word) || HONORIFIC.has(word) || NAME_OPENER.has(word))
        return whole;
      return `${mark}${open}${head.toLocaleLowerCase()}${tail}`;
    },
  );
}
