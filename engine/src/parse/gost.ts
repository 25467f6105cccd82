import { localeOf } from '../model/language.js';
import type { Person } from '../model/publication.js';
import { endsInAbbreviation } from './abbreviation.js';
import { hostConference } from './conference-bracket.js';
import { CUT, type Draft, MEDIUM, tidy } from './draft.js';
import { cleanContainer, findPlace, publicationZone } from './host.js';
import { imprintStart } from './imprint.js';
import { type Leading, leadingNames, namesOf } from './leading-names.js';
import { mononymHeading } from './mononyms.js';
import { inNominative } from './nominative.js';
import { splitTitleForm } from './title-form.js';

/**
 * GOST 7.1-2003, GOST R 7.0.100-2018 and DSTU 8302:2015 descriptions: the heading, the title
 * zone (` : ` other title information, ` = ` parallel title), ` / ` responsibility, ` // ` host
 * and the ` – ` zones (GOST 7.1, 5.1.1).
 */

/**
 * ". – " (GOST 7.1, 5.1.1) or a spaced en dash; a spaced em dash alone is title text (ISO
 * titles); ". –1998", ". –Томск" typed without its space; a dash after a cut-out piece, whose stop went with
 * it («— 16-е изд. — М.»).
 */
const ZONE_DASH = /\s?\.\s?[–—]\s|\s–\s|\.[–—]\s?|\.\s[–—](?=\d|\p{Lu}\p{Ll})|(?<=\uE000)\s?—\s/gu;

/**
 * Splits GOST/DSTU zones: `. – `, ` – `, `.–` — never inside brackets: `(1805 – 2014)`,
 * `(ХIХ – ХХI ст.)`; without `bareDash`, only at a dash after a full stop.
 */
export function zones(s: string, bareDash = true): string[] {
  const parts: string[] = [];
  let from = 0;
  for (const m of s.matchAll(ZONE_DASH)) {
    const afterStop = m[0].includes('.') || s[m.index - 1] === CUT || s[m.index] === CUT;
    if (!bareDash && !afterStop) continue;
    // A dash typed inside a title is followed by lower case or a name ("А. Мариенгоф - Н. Клюев");
    // a zone begins with a place, a year, a number or a label ("- М.: РУДН, 2010").
    if (!afterStop && /^(?:\p{Ll}|\p{Lu}\.\s?\p{Lu}\p{Ll}{2,})/u.test(s.slice(m.index + m[0].length))) continue;
    // …and before the responsibility's slash every bare dash is: «…у середовищі MS Excel - 2010 : навч. посіб. / І. Л. Лебедєва».
    if (!afterStop && /\s\/\s/u.test(s.slice(m.index))) continue;
    const before = s.slice(0, m.index);
    if ((before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0)) continue;
    // «… 1934 г. – М.», «… навч. посіб. – К.»: the stop of an abbreviation is its own, not the dash's.
    const stop = /^\s?\./u.test(m[0]) && endsInAbbreviation(`${s.slice(from, m.index)}.`);
    parts.push(`${s.slice(from, m.index)}${stop ? '.' : ''}`);
    from = m.index + m[0].length;
  }
  parts.push(s.slice(from));
  return parts.map((z) => z.trim()).filter((z) => z.replace(/[\uE000\s.,;:]/g, ''));
}

/** Role words after which names stand in the genitive («под ред. А. А. Петровой», «за ред. В. П. Бондаренка», «пер. с англ. И. И. Иванова»). */
const GENITIVE_MARK = /^(?:под\s+(?:общ\.\s+|науч\.\s+)?ред|(?:за|під)\s+(?:заг\.\s+|наук\.\s+)?ред|пер\.|переклад)/iu;

/**
 * The editors' role words: «под (общ.) ред.», «за (заг.) ред.», «під заг. ред.», and the
 * nominative «Гл. ред.», «Отв. ред.», «Відп. ред.», «Отв. редактор и составитель».
 */
const EDITOR_MARK =
  /^(?:под\s+(?:общ\.\s+|науч\.\s+)?ред\.|(?:за|під)\s+(?:заг\.\s+|наук\.\s+)?ред\.|(?:гл|голов|отв|відп|науч|наук)\.\s+ред(?:\.|актор\p{L}*)(?:\s+(?:и|і)\s+(?:составитель|упорядник))?|ред\.|(?:главный|ответственный|головний|відповідальний)\s+редактор|ed\.\s+by|ed\.|eds\.|edited\s+by|editors?|editor-in-chief)\s*:?\s*/iu;

/** An editor's degree and rank before the name: «докт. филол. наук, проф. Н. Ю. Шведовой». */
const RANK = /^(?:(?:докт|д-ра|канд|проф|акад|доц|чл\.-корр?)\.?(?:\s+\p{Ll}+\.)*(?:\s+наук)?,?\s+)+/u;

/** A university, institute or academy named in the responsibility. */
const INSTITUTION =
  /(?<![\p{L}])(?:ун-т|университет\p{L}*|університет\p{L}*|ин-т|ін-т|институт\p{L}*|інститут\p{L}*|академи\p{L}*|академі\p{L}*|акад\.)/iu;

export function responsibility(resp: string, d: Draft): void {
  for (const group of resp.split(/\s;\s|;\s/)) {
    const g = group.replace(/[[\]]/g, '').trim();
    // Compilers are the record's other contributors (role 2), which GOST prints as «сост.», not editors.
    const compilerMark = /^(?:авт\.-сост\.|сост\.|упоряд\.|укл\.|уклад\.|compiled\s+by|comp\.)\s*:?\s*/iu;
    const translatorMark =
      /^(?:пер\.\s+с\s+\p{L}+\.?|пер\.|переклад|transl\.|translated\s+by|translators?|trans\.)\s*:?\s*/iu;
    // «под ред.», «за ред.», «пер.» govern the genitive; the record keeps the nominative.
    const declined = GENITIVE_MARK.test(g);
    const asRecorded = (people: Person[]) =>
      declined ? people.map((p) => inNominative(p, localeOf(d.language), d.authors)) : people;
    if (EDITOR_MARK.test(g)) {
      // The year a list runs into the statement («Под общ. ред. Г.Ю. Гуляева, 2017») is no name.
      const names = namesOf(
        g
          .replace(EDITOR_MARK, '')
          .replace(RANK, '')
          .replace(/,\s*(?:1[5-9]\d\d|20\d\d)\.?$/u, ''),
      );
      if (names) d.editors.push(...asRecorded(names.people));
      continue;
    }
    if (compilerMark.test(g)) {
      const names = namesOf(g.replace(compilerMark, ''));
      if (names) d.compilers.push(...names.people);
      continue;
    }
    if (translatorMark.test(g)) {
      const names = namesOf(g.replace(translatorMark, ''));
      if (names) d.translators.push(...asRecorded(names.people));
      continue;
    }
    // «; Харк. нац. ун-т ім. В. Н. Каразіна», «; Моск. гос. ун-т»: the body the work comes from;
    // a library record's «[Место защиты: Моск. гос. ун-т]» names the same body (RSL catalogue).
    if (INSTITUTION.test(g) && !namesOf(g)) {
      d.institution ??= tidy(g.replace(/^\[?\s*(?:Место защиты|Місце захисту)\s*:\s*/iu, ''));
      continue;
    }
    // DSTU runs the responsibility into the next zone: "/ P. R. Murray et al. 4th ed. …".
    const whole = namesOf(g);
    const lead = whole ? undefined : leadingNames(g, false);
    const names = whole ?? (lead ? { people: lead.people, etAl: lead.etAl } : undefined);
    // The heading already names one author in full form; the statement repeats it
    // ("Kabir Jahangir M." after a dissertation) — keep the heading unless the list is longer.
    if (names && (d.authors.length < names.people.length || (d.authors.length === 0 && names.people.length))) {
      d.authors = names.people;
      d.etAl = d.etAl || names.etAl;
      d.confidence.authors = 0.9;
    } else if (names) fillGivenNames(d.authors, names.people);
  }
}

/** A given name written as its initial ("П." or "П"). */
const isInitial = (given: string | null | undefined) => !given || /^\p{Lu}\.?$/u.test(given);

/**
 * The heading gives initials, the statement of responsibility the same persons in full
 * («Петров П.П. … / Петров Петр Петрович ; [Место защиты: …]», as library catalogues write a
 * dissertation): the fuller given names are kept, since a style that prints them needs them
 * and one that prints initials makes them again. Only where surname and initials agree.
 */
function fillGivenNames(heading: Person[], statement: Person[]): void {
  heading.forEach((person, i) => {
    const full = statement[i];
    if (!full || full.surname?.toLowerCase() !== person.surname?.toLowerCase()) return;
    for (const key of ['name', 'fathername'] as const) {
      const [short, long] = [person[key], full[key]];
      if (!isInitial(short) || !long || isInitial(long)) continue;
      if (short && short[0] !== long[0]) return;
    }
    for (const key of ['name', 'fathername'] as const) {
      const long = full[key];
      if (long && !isInitial(long) && isInitial(person[key])) person[key] = long;
    }
  });
}

/**
 * A heading without initials that the responsibility repeats: «Ха Ван Хай. Некоторые … / Ха Ван
 * Хай» (a Vietnamese name, written in full), «Ошо. Title / Ошо». A heading names the surname
 * first (GOST 7.1-2003, 4.1), so the first word is the surname and the rest the given names.
 * Before, the name was read into the title.
 */
function repeatedHeading(main: string, resp: string): Leading | undefined {
  const name = resp.replace(/[\s.,;]+$/u, '').trim();
  if (!name || !main.startsWith(`${name}.`) || !/^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,3}$/u.test(name))
    return undefined;
  const [surname, ...given] = name.split(/\s+/u);
  return {
    people: [{ surname, ...(given.length ? { name: given.join(' ') } : {}) }],
    etAl: false,
    editors: false,
    length: name.length + 1,
  };
}

/** Title, other title information (` : `) and parallel title (` = `) of a GOST/DSTU title zone. */
export function titleZone(s: string, d: Draft): void {
  // A labelled piece cut out of the zone (a dissertation statement, «Т. 1») ends the title.
  const raw = s.replace(MEDIUM, ' ');
  const pieces = raw.split(CUT);
  const at = pieces.findIndex((p) => /\p{L}/u.test(p));
  let t = pieces[at] ?? raw;
  // «Собрание сочинений. Т. 4. Детская психология»: after the volume's number, its own title (GOST 7.1, 4.3.3).
  const after = pieces[at + 1];
  if (
    d.volume &&
    !d.dissertation &&
    after &&
    /[.]\s*$/u.test(t) &&
    /^\.\s+\p{Lu}/u.test(after) &&
    !/\d{4}/u.test(after)
  )
    d.volumeTitle = tidy(after);
  const parallel = /\s=\s(.+)$/u.exec(t);
  if (parallel) {
    d.parallel = tidy(parallel[1]);
    t = t.slice(0, parallel.index);
  }
  const info = /\s:\s(.+)$/u.exec(t);
  if (info) {
    d.info = tidy(info[1]);
    t = t.slice(0, info.index);
  }
  // "Педагогика иностранного языка: учебник" — the form of the book, typed without GOST's spaces.
  const form = d.language === 'RU' || d.language === 'UA' ? splitTitleForm(t) : { title: t };
  if (form.form) d.info ??= form.form;
  d.title = tidy(form.title);
  if (d.title) d.confidence.title = 0.9;
}

/** A day and a month, alone in a zone: «4 марта», «23 грудня». */
const ISSUE_DAY = /^(\d{1,2})\s(\p{Ll}{3,9})\.?$/u;

/** GOST 7.1-84's mark of the host after the part's title or responsibility: ". – В кн.:", ". В сб.:". */
const OLDER_HOST_MARK = /(?<=[.\]]\s*(?:[–—]\s)?)(?:В|У)\s(?:кн|сб|зб)\.\s?:\s*/u;

/** Initials and a surname, «А.А. Баркалов», «И.Я. Зеленёва», «H.-X. Xue». */
const INITIALS_NAME = "\\p{Lu}\\.(?:\\s?-?\\p{Lu}\\.)*\\s?\\p{Lu}[\\p{Ll}'’-]+";
/** «// names //»: the responsibility typed with a second pair of slashes before the host. */
const NAMES_BETWEEN_SLASHES = new RegExp(
  `\\s\\/\\/(\\s${INITIALS_NAME}(?:,\\s${INITIALS_NAME})*(?:\\s\\[?(?:и|та)\\s(?:др|ін)\\.\\]?)?\\s)(?=\\/\\/)`,
  'u',
);

/**
 * The authors typed after a second «//» («Синтез управляющих автоматов … // А.А. Баркалов,
 * И.Я. Зеленёва, А.А. Гриценко // Радіоелектроніка, …») are the responsibility, as after «/»;
 * before, they opened the host's name.
 */
export function responsibilityAfterSlashes(s: string): string {
  return s.replace(NAMES_BETWEEN_SLASHES, ' /$1');
}

/** «под ред.», «за ред.», «під ред.» inside a host's name, not after its slash. */
const UNSLASHED_EDITORS = /(?<![/\s])\s+(?=(?:под|за|під)\s+(?:общ\.\s+|заг\.\s+|науч\.\s+|наук\.\s+)?ред\.)/iu;

/** A heading author opening a host: "Топоров В. Н. …", "Бычихина Л. В., Дубянский А. М. …", "А. С. Пушкин. …". */
const HOST_HEADING = /^\s*(?:\p{Lu}[\p{Ll}'’-]+,?\s\p{Lu}\.\s?\p{Lu}\.[\s,]|\p{Lu}\.\s?\p{Lu}\.\s\p{Lu}\p{Ll}+[.,]\s)/u;

export function gostBranch(s: string, d: Draft): void {
  d.gost = true;
  s = responsibilityAfterSlashes(s);
  // The host follows "//", or "В кн.:", "В сб.:", "У зб.:" as GOST 7.1-84 and many lists still write it.
  const older = s.indexOf('//') < 0 ? OLDER_HOST_MARK.exec(s) : null;
  const slashes = older ? older.index : s.indexOf('//');
  const left = slashes >= 0 ? s.slice(0, slashes) : s;
  const host = slashes >= 0 ? s.slice(slashes + (older ? older[0].length : 2)) : '';
  // Before a host there is only the heading, the title and the responsibility: a spaced dash
  // there is title text ("Большой Хабаровск – как он есть // Дальний Восток").
  const leftZones = host ? zones(left, false) : zones(left);
  let first = leftZones[0] ?? '';
  // The imprint typed into the title zone: "Зодчие Хабаровска (1858–2013). Хабаровск : Типография, 2013".
  const imprint = host ? undefined : imprintStart(first);
  const respAt = first.search(/\s\/\s/u);
  if (imprint !== undefined && imprint > 3 && (respAt < 0 || imprint < respAt)) {
    publicationZone(first.slice(imprint), d);
    first = first.slice(0, imprint);
  }
  // The slash of the responsibility, spaced or glued to the title ("…регламентации/ Г.Г. Нугманова").
  const slash = first.search(/\s\/\s|\s\/$|^\/\s|(?<=\p{Ll})\/\s(?=\p{Lu}\.)/u);
  let main = slash >= 0 ? first.slice(0, slash) : first;
  let resp = slash >= 0 ? first.slice(slash + 2) : '';
  // Lists typed without zone dashes run the imprint into the responsibility: "/ А.А. Кушнир. М.: Школьные технологии, 1997".
  // (Only after people: "/ Центр информ. технологий РГБ. Москва : …" is a body's website, kept as it was read.)
  const respImprint = resp && (d.language === 'RU' || d.language === 'UA') ? imprintStart(resp) : undefined;
  const people =
    respImprint !== undefined &&
    (/^\s*\[?(?:пер\.|под\s|за\s|сост\.|укл\.|ред\.|отв\.|авт\.)/iu.test(resp) ||
      Boolean(
        namesOf(
          resp
            .slice(0, respImprint)
            .replace(/[\s.;]+$/u, '')
            .replace(/\s*\[(?:и др|та ін)\.\]$/u, ''),
        ),
      ));
  if (respImprint !== undefined && respImprint > 0 && people) {
    publicationZone(resp.slice(respImprint), d);
    resp = resp.slice(0, respImprint);
  }
  const head = leadingNames(main, false) ?? repeatedHeading(main, resp) ?? mononymHeading(main);
  // Chemistry and biology journals print no title: "Царев С.В., Хаитов М.Р. // Рос. мед. журн. 2009".
  const namesOnly = !head && host && /\p{Lu}\./u.test(main) ? namesOf(main.replace(/[\s.,]+$/u, '')) : undefined;
  if (head) {
    d.authors = head.people;
    d.etAl = head.etAl;
    d.confidence.authors = 0.8;
    main = main.slice(head.length);
  } else if (namesOnly && !namesOnly.editors) {
    d.authors = namesOnly.people;
    d.etAl = namesOnly.etAl;
    d.confidence.authors = 0.8;
    main = '';
  }
  titleZone(main, d);
  if (resp) responsibility(resp, d);
  for (const z of leftZones.slice(1)) publicationZone(z, d) || (d.publisher ? undefined : undefined);
  if (host) {
    d.inHost = true;
    const hostZones = zones(host);
    const [hostHeadZone = '', ...afterCut] = (hostZones[0] ?? '').split(CUT);
    let container = hostHeadZone;
    // The host's imprint after a piece cut out of it: "// Мировое дерево. Т. 1. М.: Рукописные памятники, 2010".
    for (const cut of afterCut) {
      const piece = cut.trimStart();
      const imprint = findPlace(piece);
      if (imprint && !/\p{L}{3,}/u.test(piece.slice(0, imprint.start))) publicationZone(piece.slice(imprint.start), d);
    }
    // DSTU runs the host into its imprint: "// Host. Berlin : Springer, 2007. P. 97–108".
    const imprint = findPlace(container);
    if (imprint && imprint.start > 3) {
      publicationZone(container.slice(imprint.start), d);
      container = container.slice(0, imprint.start);
    }
    // …or the journal's place and year: "// Вопросы истории. М., 1985. № 3", "// Праці. К. : Наук. думка, 1990".
    const placeYear = d.language === 'RU' || d.language === 'UA' ? imprintStart(container, 0, true) : undefined;
    if (placeYear !== undefined && placeYear > 3) {
      publicationZone(container.slice(placeYear), d);
      container = container.slice(0, placeYear);
    }
    // The host's own title zone: "Journal : info / resp" — keep the title only; the editors'
    // statement typed without its slash is the responsibility too («// Энциклопедический словарь под ред. Брокгауза Ф. А.»).
    const [hostTitle, hostResp] = container.replace(UNSLASHED_EDITORS, ' / ').split(/\s\/\s/u);
    const hostInfo = /\s:\s/u.exec(hostTitle ?? '');
    let title = hostInfo ? hostTitle!.slice(0, hostInfo.index) : (hostTitle ?? '');
    // The conference the host records, with its place and days (conference-bracket.ts).
    const conference = hostInfo ? hostConference(hostTitle!.slice(hostInfo.index + hostInfo[0].length)) : undefined;
    if (conference) {
      d.info ??= conference.info;
      d.held = conference.held;
    }
    // A host with its own heading: "// Топоров В. Н. Мировое дерево…" — the author is not its title.
    const hostHead = HOST_HEADING.test(title) ? leadingNames(title, false) : undefined;
    // …followed by a title of its own ("// Фонд Е. В. Головина" is a name, not a heading and "Головина").
    if (hostHead?.people.length && /\p{L}{2,}[\s,.:]+\p{L}{2,}/u.test(title.slice(hostHead.length)))
      title = title.slice(hostHead.length);
    // A host's title in quotes followed by what it is: "«Фармацевтический кластер …», сборник материалов …".
    const quoted = /^\s*«([^«»]{3,300})»\s*[,:]\s+\p{L}/u.exec(title);
    if (quoted) title = quoted[1]!;
    d.container = cleanContainer(title);
    // "// Aliter: научно-теоретический журнал", "// Язык и речь: проблемы и решения: Сб. науч. тр." —
    // what kind of publication the host is, typed without GOST's spaces, is not its title.
    if (d.container && (d.language === 'RU' || d.language === 'UA'))
      d.container = splitTitleForm(d.container, true).title;
    // The host's responsibility names the host's editors, not the part's authors or editors.
    if (hostResp)
      responsibility(hostResp, {
        ...d,
        authors: [],
        editors: d.hostEditors,
        compilers: d.hostEditors,
        confidence: {},
      } as Draft);
    if (d.container) d.confidence.container = 0.9;
    for (const z of hostZones.slice(1)) {
      // A newspaper dates its issue after the year: «// Коммерсант. – 2008. – 4 марта. – С. 3».
      const day = ISSUE_DAY.exec(z);
      if (day) d.issueDay ??= `${day[1]} ${day[2]}`;
      else publicationZone(z, d);
    }
  }
}
