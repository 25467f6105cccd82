import { labelsFor } from '../locales/index.js';
import type { Locale } from '../model/language.js';
import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { cat, field, group, linked, type Piece, seq, when } from '../template/piece.js';
import { doiOf, doiUrl, urlOf } from './access.js';
import { monthDateRange } from './date-range.js';
import { numericDate, parseDate, publishedDateOf, yearOfRecord } from './dates.js';
import {
  containerOf,
  editionOf,
  issueOf,
  numberOf,
  pagesOf,
  placeOf,
  publisherOf,
  str,
  titleOf,
  volumeOf,
} from './fields.js';
import { upperFirst as capitalise, lowerFirst } from './first-letter.js';
import { formulatedTitle } from './formulated-title.js';
import { hostInfoOf, hostSeriesOf, hostTitleOf } from './host.js';
import { fromCapitals, withCapitalFirst } from './national-caps.js';
import { electronicCarrier } from './national-carrier.js';
import { isUnpublished } from './national-unpublished.js';
import { ordinal } from './ordinal.js';
import { areaPageLabel, labelledPages } from './page-label.js';
import { formatPages } from './pages.js';
import { abbreviatePlace, expandPlace } from './place-abbreviation.js';
import { shortPublisher } from './publisher-short.js';
import { heading, type ResponsibilityOptions, statement } from './responsibility.js';
import { withoutStrayStop } from './stray-stop.js';
import { cleanTitle } from './title.js';
import { otherTitleInfoCase, titleWithInfoCase } from './title-info-case.js';
import { labelledVolume } from './volume-label.js';

/**
 * The areas shared by the three national standards — GOST 7.1-2003 (gost), GOST R
 * 7.0.100-2018 (gost2018) and DSTU 8302:2015 (dstu) — parameterised by the style's
 * options, so each style file only chooses and orders them.
 */
export interface NationalOptions {
  /** Between areas: ". – " (GOST 7.1-2003, 4.1.4; GOST R 7.0.100-2018, 4.4) or ". " (DSTU 8302:2015, 4.7). */
  areaSeparator: string;
  responsibility: ResponsibilityOptions;
  /** GOST 7.1-2003, 4.2.4: general material designation «[Текст]» after the title proper. */
  materialDesignation: boolean;
  /** GOST R 7.0.100-2018, 5.5: content type «Текст : непосредственный» / «Текст : электронный». */
  contentType: boolean;
  /** GOST 7.1-2003, 4.6.3.1: «М.», «СПб.». */
  abbreviatePlaces: boolean;
  /** GOST R 7.0.100-2018, appendix A, and DSTU 8302:2015, Додаток А: places in full, an abbreviation typed in the record («М.», «К.») spelt out. */
  placesInFull?: boolean;
  /** How an online address is introduced: «Режим доступа: » (GOST 7.82-2001) or "URL: ". */
  urlPrefix: 'access' | 'url';
  /** Spec §5: in gost2018 articles non-digit characters other than a hyphen are stripped. */
  articlePagesDigitsOnly: boolean;
  /** Multi-volume: «Т. II. Title» (GOST 7.1-2003, 4.3.3) or «Т. II : Title». */
  volumeTitleSeparator: string;
  /**
   * GOST 7.1-2003, 6.2.7.1 and GOST R 7.0.100-2018, 6.2.6.1: one volume described under the
   * common title takes as its title proper the common title, its other title information, the
   * number of volumes, the volume's number and its own title, «separated by full stops» (GOST
   * 7.1-2003, A: «Справочник домашнего врача [Текст]. В 3 ч. Ч. 2. Детские болезни / Владимир
   * Казьмин»); otherwise «: в 3 т.» stays other title information.
   */
  volumeInTitleProper?: boolean;
  /**
   * A month after a day abbreviated, «21–22 нояб. 2002 г.», «30 трав.» (GOST 7.1-2003 and
   * DSTU 8302:2015 abbreviate by GOST 7.12-93 / DSTU 3582:2013); gost2018 writes it in full (spec §5).
   */
  abbreviateMonths?: boolean;
  /**
   * A dated issue gives its number in parentheses after the date, in the same area (GOST
   * 7.1-2003, A: «// Век. — 2002. — 14—20 июня (№ 18). — С. 9», «// Кн. обозрение. — 2002. —
   * 11 марта (№ 10—11). — С. 2»); otherwise the number is an area of its own.
   */
  issueNumberAfterDate?: boolean;
  /**
   * GOST 7.1-2003, 7.3.9: the imprint of a part's host gives, «as a rule», its place and year
   * and omits the publisher («// Избранное : Дух и история : пер. с нем. — М., 1995. — С. 7—19»;
   * A: «// Социальная власть языка : сб. науч. тр. / … — Воронеж, 2001. — С. 101—106»).
   */
  omitHostPublisher?: boolean;
  /**
   * An issue dated to the month only, with no volume, issue or number to tell it by (a monthly
   * magazine: "Wired, May 2004"), gives its month after the year, «2004. Трав.», as a newspaper
   * gives its day («2017. 1 листоп.»): the date is then the issue's only designation, as a
   * newspaper's is. Off: only a day is cited.
   */
  issueMonth?: boolean;
  /**
   * The access note's date label in the list's language whatever the record's, «(дата звернення:
   * 09.01.2023)» after an English or Russian address in a Ukrainian list: the note is the
   * list's own (GOST 7.1-2003, 4.9: separate elements «на языке библиографирующего учреждения»),
   * as STYLE-NOTES pins the dstu form and the Book Chamber-checked template writes it. Off: the
   * record's language («accessed», «дата обращения»).
   */
  accessDateLocale?: Locale;
  /**
   * A part's host series before the part's pages, «// Host / ed. … Київ, 2020. (Series). С. 101–118.»:
   * the series area belongs to the description of the identifying resource, which comes before the
   * location of the part (GOST R 7.0.100-2018, 7.1.4 «Сведения о составной части ресурса // Сведения
   * об идентифицирующем ресурсе. — Сведения о местоположении составной части в ресурсе», 7.3.9 the
   * series area among the identifying resource's; A: «// Архитектура Сталинграда … — Волгоград :
   * ВолГАСУ, 2014. — ISBN … — Раздел 1. — С. 8–61»; GOST 7.1-2003, 7.1.10 the same scheme). Off: after the pages.
   */
  hostSeriesBeforePages?: boolean;
  /**
   * A book that cites pages of one of its volumes gives the volume after the imprint, before the
   * pages, as the location in the whole work and as a part's host volume is given (DSTU 8302:2015,
   * 4.6: «Грушевський М. С. Історія України — Руси. Київ, 1995. Т. 2. С. 72.»; 5.5.10:
   * «Енциклопедія історії України : у 10 т. / … Київ : Наук. думка, 2005. Т. 9. С. 36—37.»).
   * Off, or with an extent: in the title area, «: у 10 т. Т. IX».
   */
  volumeBeforeCitedPages?: boolean;
  /**
   * A book whose place is known but publisher not says so, «М. : [б. и.], 2002»: the publisher
   * is a mandatory element of GOST 7.1-2003's and GOST R 7.0.100-2018's publication area. DSTU
   * 8302:2015's references print the place alone («Львів, 2017. 153 с.», its examples).
   */
  markUnknownPublisher?: boolean;
  /**
   * The record's note (`note`, spec §3) in the notes area: a whole resource's before its
   * address and content type («– 361 с. – Библиогр.: с. 296–335. – Текст : непосредственный»,
   * GOST R 7.0.100-2018, A, Аврамова; «– Москва. – Обновляется в течение суток. – URL: …»,
   * Правительство Российской Федерации), a part's at the end (7.5: «– С. 23–25. – Библиогр.:
   * с. 25», GOST 7.1-2003, A, Боголюбов; «– URL: …. – Дата публикации: 21.04.2017», A, Бахтурина).
   */
  notes?: boolean;
  /**
   * The ISBN of the record (`outputData.isbn`; a part's `host.isbn`) in the area of the resource
   * identifier: a book's after its notes, «– 100 экз. – ISBN 978-5-9973-4489-4. – Текст :
   * непосредственный.», a part's host's after the host's imprint, «– Волгоград : ВолГАСУ, 2014. –
   * ISBN … – Раздел 1. – С. 8–61» (GOST R 7.0.100-2018, 5.9.3: the international standard number is
   * a mandatory element; A, pp. 57–58 and 63, every book and the part Янушкина). DSTU 8302:2015's
   * references may leave it out, and do.
   */
  isbn?: boolean;
  /**
   * Publishers in their short form, «Издательский дом «Вильямс»» → «Вильямс», «ООО «Вершина»» →
   * «Вершина» (GOST R 7.0.100-2018, 5.5.4; GOST 7.1-2003, 5.5.3.1; `parts/publisher-short.ts`).
   */
  shortPublishers?: boolean;
}

/** A label that opens an area takes a capital, one inside the title area a small letter (parts/first-letter.ts). */
export { capitalise, lowerFirst };

/**
 * A record is electronic when it has a URL (a DOI alone does not make a print item electronic)
 * or is a local electronic resource, its carrier named as its extent («1 CD-ROM», parts/national-carrier.ts).
 */
export const isOnline = (pub: Publication, ctx: Context): boolean =>
  urlOf(pub) !== undefined || ctx.type === 'web' || electronicCarrier(pub) !== undefined;

/**
 * The title proper without its trailing full stop (spec §5); one typed in capitals throughout
 * takes the language's capitals (GOST 7.1-2003, 4.11.1; `parts/national-caps.ts`); a record
 * without one gets a formulated title, «[Статья]».
 */
export const titleProper: Piece = field(
  (pub, ctx) => withCapitalFirst(cleanTitle(fromCapitals(titleOf(pub), ctx.locale))) ?? formulatedTitle(pub, ctx),
);

/** Parallel titles after " = " (GOST R 7.0.100-2018, 5.3.4). */
export const parallelTitles: Piece = field((pub) =>
  (pub.title?.parallelTitles ?? [])
    .map((p) => cleanTitle(str(p?.text)))
    .filter(Boolean)
    .join(' = '),
);

/** The record's note as typed (GOST R 7.0.100-2018, 5.8; GOST 7.1-2003, 7.5), for styles with `notes`. */
export const noteArea: Piece = field((pub) => str(pub.note));

/** «[Текст]» / «[Электронный ресурс]» (GOST 7.1-2003, 4.2.4; GOST 7.82-2001, 5.2). */
export const materialDesignation: Piece = (pub, ctx) => [
  { text: `[${isOnline(pub, ctx) ? ctx.labels.electronicResource : ctx.labels.text}]` },
];

/** «Текст : непосредственный» / «Текст : электронный» (GOST R 7.0.100-2018, 5.5.2). */
export const contentType: Piece = (pub, ctx) => [
  { text: isOnline(pub, ctx) ? ctx.labels.textElectronic : ctx.labels.textDirect },
];

/** «в 3 т.» / «у 3 т.» / "in 3 vols." of a multi-volume book (GOST R 7.0.100-2018, 5.3.5). */
function inVolumesText(pub: Publication, ctx: Context): string | undefined {
  // A count typed with its words («в 3 т.», «3 тт.», "3 vols.") keeps only the number.
  const count = str(pub.series?.countVolume)
    ?.replace(/^(?:в|у|in)\s+/iu, '')
    .replace(/\s*(?:т\.|тт\.|тома|томах|томів|vols?\.|volumes)$/iu, '');
  if (!count) return undefined;
  const n = ctx.labels.national;
  // A count of parts or books typed with its word keeps it, «в 3 ч.», «в 2 кн.» (GOST 7.1-2003,
  // A: «Справочник домашнего врача [Текст]. В 3 ч. Ч. 2. Детские болезни»), never «в 3 ч. т.».
  if (/^\d+\s+\p{L}/u.test(count)) return `${n.inVolumesBefore} ${count}`;
  return `${n.inVolumesBefore} ${count} ${n.inVolumesAfter}`;
}
export const inVolumes: Piece = field(inVolumesText);

/**
 * The title area: title proper, material designation, parallel titles, then other title
 * information after " : " (GOST R 7.0.100-2018, 5.3: prescribed punctuation " = ", " : ").
 */
export function titleArea(opts: NationalOptions, info: Piece[]): Piece {
  return cat(
    titleProper,
    opts.materialDesignation ? group(materialDesignation, { prefix: ' ' }) : () => [],
    group(parallelTitles, { prefix: ' = ' }),
    group(seq(' : ', info), { prefix: ' : ' }),
  );
}

/**
 * The part a record describes when it names no series and no volume: its issue is the number of
 * the part, in the title proper of a one-level description, «Title [Текст]. Вып. 8 / …», «Ч. 2» of
 * proceedings (GOST 7.1-2003, 6.2.7.1 and A: «Справочник домашнего врача [Текст]. В 3 ч. Ч. 2.
 * Детские болезни»; «Вопросы инженерной сейсмологии … Вып. 35 : Прогнозирование землетрясений»).
 * A number with no series title is no series area (5.7.2: the series' title and the number
 * under which the item stands in it), so never «– (вып. 8)» or «– (вып. Ч. 2)». An English
 * record's lone number stays the report number it is, "(No. 99-02)" (`seriesNumberOf`).
 */
export function ownPartOf(pub: Publication, ctx: Context): string | undefined {
  if (ctx.locale === 'en' || containerOf(pub) || volumeOf(pub)) return undefined;
  const issue = issueOf(pub);
  const number = bareNumber(numberOf(pub));
  if (issue && !number) return labelledIssue(issue, false, ctx);
  // A number alone, «№ 5 (9)», as the item gives it (GOST 7.1-2003, A: «№ 49 (497) : 11 окт. 2000 г.»).
  if (number && !issue) return `${ctx.labels.number} ${number}`;
  return undefined;
}

/** The volume's number and title: «Т. II» (roman numerals, spec §5), «XIX век»; else the record's own part, «Вып. 8». */
const volumeParts: Piece[] = [
  field((pub, ctx) => {
    const v = volumeOf(pub);
    return v ? labelledVolume(v, ctx, { roman: true }) : ownPartOf(pub, ctx);
  }),
  field((pub) => cleanTitle(str(pub.title?.nameVolume))),
];

/**
 * The volume a book's cited pages are in, after the imprint: «Київ, 1995. Т. 2. С. 72.», «Т. 9 :
 * Volume title», as typed, as a part's host volume (`volumeBeforeCitedPages`).
 */
export const citedVolume: Piece = seq(' : ', [
  field((pub, ctx) => {
    const v = volumeOf(pub);
    return v ? labelledVolume(v, ctx) : undefined;
  }),
  field((pub) => cleanTitle(str(pub.title?.nameVolume))),
]);

/** The style gives this book's volume with its cited pages, not in the title area (`volumeBeforeCitedPages`). */
export const volumeWithCitedPages =
  (opts: NationalOptions) =>
  (pub: Publication): boolean =>
    opts.volumeBeforeCitedPages === true && volumeOf(pub) !== undefined && citesPages(pub);

/** A volume of a multi-volume book: «. Т. II. Volume title». */
export function volumeOfSet(opts: NationalOptions): Piece {
  return group(seq(opts.volumeTitleSeparator, volumeParts), { prefix: '. ' });
}

/**
 * «. Учебник. В 3 т. Т. II. XIX век» inside the title proper (see `volumeInTitleProper`): the
 * common title's other title information, the number of volumes, the volume and its title,
 * each after a full stop (GOST R 7.0.100-2018, 6.2.6.1 and A: «Инженерные системы и
 * сооружения. Учебное пособие. В 3 частях. Часть 1. Отопление и вентиляция»).
 */
export function volumeInTitleProper(opts: NationalOptions): Piece {
  const info = field((pub) => {
    const text = str(pub.title?.infoAbouteTitle);
    return text ? capitalise(text) : undefined;
  });
  // Proceedings keep their conference's place and dates after its other title information, as
  // when no volume is given: «Материалы Всерос. науч. конф. (Томск, 10–12 мая 2020 г.). Т. II».
  const infoWithConference = when(
    (pub, ctx) => ctx.type === 'conference' && str(pub.title?.infoAbouteTitle) !== undefined,
    cat(info, conferenceWhereWhen(opts)),
    info,
  );
  return cat(
    // Without title information they follow the title proper: «Proceedings [Text] (Toulon, 24–26 Apr. 2017). In 3 vols.».
    when(isUninformedConference, conferenceWhereWhen(opts), () => []),
    volumeStatement(infoWithConference),
  );
}

/** Whole proceedings (parts/host.ts) whose record gives no other title information. */
export const isUninformedConference = (pub: Publication, ctx: Context): boolean =>
  ctx.type === 'conference' && !str(pub.title?.infoAbouteTitle);

/** «. Учебник. В 3 т. Т. II. XIX век»: the information, the count of volumes, the volume and its title. */
function volumeStatement(info: Piece): Piece {
  return group(
    seq('. ', [
      info,
      field((pub, ctx) => {
        const count = inVolumesText(pub, ctx);
        return count ? capitalise(count) : undefined;
      }),
      ...volumeParts,
    ]),
    { prefix: '. ' },
  );
}

/** The heading followed by its full stop, then a space. */
export function headed(opts: NationalOptions, rest: Piece): Piece {
  return seq(' ', [group(heading(opts.responsibility), { suffix: '.' }), rest]);
}

/** The statement of responsibility after " / ". */
export function responsibilityArea(opts: NationalOptions, extra: Piece[] = []): Piece {
  return group(seq(' ; ', [statement(opts.responsibility), ...extra]), { prefix: ' / ' });
}

/**
 * «2-е изд.», «2-ге вид.», "2nd ed." (spec §5 ordinals); a worded edition is kept as it is.
 * `get` reads another edition (a part's host's).
 */
export function editionAreaOf(get: (pub: Publication) => string | undefined): Piece {
  return field((pub, ctx) => {
    const e = get(pub);
    if (!e) return undefined;
    if (/^\d+$/.test(e)) return `${ordinal(e, ctx.locale)} ${ctx.labels.edition}`;
    // A bare ordinal («2-е», «3-тє», "2nd") takes the edition word it lacks: «2-е изд.».
    if (/^\d+(?:-?[а-яёіїєґ]{1,3}|st|nd|rd|th)\.?$/iu.test(e)) return `${e.replace(/\.$/, '')} ${ctx.labels.edition}`;
    // So does one English word naming the kind of edition ("Expanded", "Rev.", "3rd digital"): "Expanded ed.", as
    // the edition statement carries its word (GOST R 7.0.100-2018, 5.3.3: «Факс. изд.», «Новая версия», "3. Aufl."),
    // and one Russian or Ukrainian word agreeing with it («третє», «второе», «перероблене»: «Третє вид.»).
    const kindWord =
      ctx.locale === 'en'
        ? /^(?:\d+(?:st|nd|rd|th)\s+)?[a-z]+\.?$/i.test(e) && !/\b(?:ed|edition|version|reprint)\.?$/i.test(e)
        : /^[а-яёіїєґ'’]+[еє]$/iu.test(e);
    // The area opens with a capital however the record types it ("second", «третє»; GOST 7.1-2003, 4.11.1).
    return capitalise(kindWord ? `${e.replace(/\.$/, '')} ${ctx.labels.edition}` : e);
  });
}
export const editionArea: Piece = editionAreaOf(editionOf);

/** The year as 4 digits (spec §5); an issue or page dated only by `series.publicDate` gives that year. */
export const yearArea: Piece = field(yearOfRecord);

/** Where the publication area reads its place, publisher and year (a part reads its host's). */
export interface Imprint {
  place: (pub: Publication) => string | undefined;
  publisher: (pub: Publication) => string | undefined;
  year: (pub: Publication) => string | undefined;
}

/** The record's own imprint (`outputData`). */
export const OWN_IMPRINT: Imprint = {
  place: placeOf,
  publisher: publisherOf,
  year: yearOfRecord,
};

/** The place abbreviated (gost), spelt out (gost2018) or as typed (dstu). */
function placeAsWritten(opts: NationalOptions, place: string | undefined, ctx: Context): string | undefined {
  if (opts.abbreviatePlaces) return abbreviatePlace(place, ctx.locale);
  return opts.placesInFull ? expandPlace(place, ctx.locale) : place;
}

/** A list the importers join with "; " (biblatex `location = {Berlin and New York}`, co-publishers). */
const listed = (text: string | undefined): string[] => (text ? text.split(/\s*;\s+/).filter(Boolean) : []);

/**
 * Places and publishers as the national standards join them (GOST 7.1-2003, 4.6.2 and 6.4; GOST
 * R 7.0.100-2018, 5.5; DSTU 8302:2015, 5.5): as many places as publishers pair up, «Berlin :
 * Springer ; New York : Routledge»; otherwise the places are joined by « ; » and the publishers of
 * the place by « : », «М. ; СПб. : Питер», «Berlin : Springer : Routledge»; a place's group of
 * publishers pairs with it too, «М. : Физматлит : Лаб. базовых знаний ; СПб. : Нев. диалект». Before, an imported
 * list printed with the importer's "; ", «Springer; Routledge». A publisher typed the GOST way
 * with a place inside («Наука ; СПб. : Питер») keeps its order, the place written as the style
 * writes places (`typedPlaceWritten`); a publisher's stray stop goes (`withoutStrayStop`).
 */
function placesAndPublishers(opts: NationalOptions, places: string[], publisher: string, ctx: Context): string {
  const publishers = listed(publisher)
    .map((p) => typedPlaceWritten(opts, spacedColons(withoutStrayStop(p) ?? p), ctx))
    .map((p) => (opts.shortPublishers ? p.split(' : ').map(shortPublisher).join(' : ') : p));
  // A publisher typed with its own place («М. : Флинта», a GOST string read whole) needs no «[Б. м.]».
  if (places.length === 0 && publishers[0]?.includes(' : ')) return publishers.join(' ; ');
  const where = places.length > 0 ? places : [`[${ctx.labels.placeUnknown}]`];
  // A place's publishers typed together stay one group, «М. : Физматлит : Лаб. базовых знаний ;
  // СПб. : Нев. диалект» (GOST 7.1-2003, A, Бахвалов); a group opening with a place was typed whole.
  const pairs = where.length > 1 && where.length === publishers.length;
  if (pairs && !publishers.some((p) => where.some((w) => p.startsWith(`${w} : `))))
    return where.map((p, i) => `${p} : ${publishers[i]}`).join(' ; ');
  if (publishers.length < 2 || publishers.some((p) => p.includes(' : ')))
    return `${where.join(' ; ')} : ${publishers.join(' ; ')}`;
  if (where.length === publishers.length) return where.map((p, i) => `${p} : ${publishers[i]}`).join(' ; ');
  return `${where.join(' ; ')} : ${publishers.join(' : ')}`;
}

/**
 * GOST's colon between a place and its publishers or between co-publishers typed without its
 * space before it, «Флинта: наука», «Х.: Дальневосточный институт», is the prescribed « : » (a
 * prescribed sign has a space either side: «Разделительный знак (до и после) отделяют пробелом»,
 * 4.5.1 of the standard's text as https://ajdocs.ru/gsp/3589/7 prints it), and a publisher's
 * name, a proper name, keeps its capital (GOST 7.1-2003, 4.11.1: proper names keep their capitals): so
 * «Москва : Флинта : Наука», and a place so typed is the publisher's place, not «[Б. м.] : Х.: …».
 */
const spacedColons = (publisher: string): string =>
  publisher
    .replace(/(\S):\s+/gu, '$1 : ')
    .replace(
      /(^| : )(\p{Ll})(?=\p{Script=Cyrillic})/gu,
      (_, before: string, letter: string) => before + letter.toLocaleUpperCase('ru'),
    );

/**
 * A place typed inside a publisher the GOST way («… ; М. : Изд-во стандартов») is written as the
 * style writes places: «Москва : Изд-во стандартов» in dstu and gost2018 (places in full), «М.» in gost.
 */
function typedPlaceWritten(opts: NationalOptions, publisher: string, ctx: Context): string {
  const at = publisher.indexOf(' : ');
  if (at < 0) return publisher;
  const place = publisher.slice(0, at);
  return `${placeAsWritten(opts, place, ctx) ?? place}${publisher.slice(at)}`;
}

/** «Москва : Наука, 2019»; a publisher without a place gets «[Б. м.]»; no publisher gives «Москва, 2019». */
export function publicationArea(
  opts: NationalOptions,
  place: (pub: Publication) => string | undefined = placeOf,
  imprint: Imprint = OWN_IMPRINT,
): Piece {
  return (pub, ctx) => {
    const places = listed(place(pub)).map((p) => placeAsWritten(opts, p, ctx) ?? p);
    const publisher = imprint.publisher(pub);
    const year = imprint.year(pub);
    const left = publisher ? placesAndPublishers(opts, places, publisher, ctx) : places.join(' ; ') || undefined;
    const text = [left, year].filter(Boolean).join(', ');
    return text ? [{ text }] : [];
  };
}

/**
 * A manuscript's imprint (a dissertation has no publisher): «Москва, 2010», and with no place
 * known «[Б. м.], 2010» — the place is a mandatory element (GOST 7.1-2003, 6.4; GOST R
 * 7.0.100-2018, 5.5; DSTU 8302:2015, 5.5) and an unknown one is said so, as for a book.
 */
export function manuscriptPublicationArea(
  opts: NationalOptions,
  place: (pub: Publication) => string | undefined,
): Piece {
  const known = publicationArea(opts, place);
  return (pub, ctx) => {
    if (place(pub)) return known(pub, ctx);
    const year = yearOfRecord(pub);
    return year ? [{ text: `[${ctx.labels.placeUnknown}], ${year}` }] : [];
  };
}

/**
 * A book's imprint: where the publisher is a mandatory element an unknown one is said so,
 * «М. : [б. и.], 2002» (`markUnknownPublisher`; "[s. n.]"), and with neither place nor
 * publisher known «[Б. м. : б. и.], 2002» (GOST 7.1-2003's own example «– [Б. м. : б. и.], печ.
 * 2002»), rather than leaving the place or the year alone. An unknown year is left out, never
 * «[б. г.]» (GOST 7.1-2003, 5.5.5.3; GOST R 7.0.100-2018, 5.5.5.4: «Обозначение [б. г.] … не
 * приводят»; the estimated «[2001?]» they prescribe instead is the cataloguer's, not in the
 * record), so a book with nothing known prints «[Б. м. : б. и.]» alone (5.5.3.7's own example).
 * An unpublished document (deposited, a report) has no publisher to mark: «– М., 2002»
 * (parts/national-unpublished.ts).
 */
export function bookPublicationArea(opts: NationalOptions): Piece {
  const known = publicationArea(opts);
  return (pub, ctx) => {
    if (publisherOf(pub) || (placeOf(pub) && !opts.markUnknownPublisher)) return known(pub, ctx);
    // Nor is an unknown place marked: 5.5.2.6 (GOST R 7.0.100-2018, 5.5.3.8), «[б. м.] … не приводят».
    if (isUnpublished(pub)) return known(pub, ctx);
    const { placeUnknown, publisherUnknown } = ctx.labels;
    const place = placeAsWritten(opts, placeOf(pub), ctx);
    const left = place ? `${place} : [${publisherUnknown}]` : `[${placeUnknown} : ${publisherUnknown}]`;
    return [{ text: [left, yearOfRecord(pub)].filter(Boolean).join(', ') }];
  };
}

/**
 * An extent made of several sequences, as typed: «V, 44», «XII, 320, [4]», «344, [1]»
 * (GOST 7.1-2003, 8.1; GOST R 7.0.100-2018, 9.2: roman and arabic sequences and unnumbered
 * pages in brackets are given as in the item); a plain count or range otherwise.
 */
export function extentOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const text = raw.replace(/\s*[сcp]\.?\s*$/iu, '').trim();
  if (/[,[]/.test(text) && /^[\dIVXLCDMivxlcdm[\]\s,]+$/.test(text)) {
    return text
      .replace(/\s*,\s*/g, ', ')
      .replace(/\[\s+/g, '[')
      .replace(/\s+\]/g, ']');
  }
  return formatPages(text, { dash: '–', abbreviate: 'full' });
}

/**
 * An extent typed with a unit inside it, sequences of pages and leaves, «390 с., [24] л. ил.»,
 * «118 с., 8 л. цв. ил.» (GOST 7.1-2003, A, Бочаров; 8.1.x), or counted in units other than pages,
 * the volumes of a whole set «2 т.» (GOST R 7.0.100-2018, A, Голсуорси: «— Москва : Время, 2017. —
 * 2 т. ; 21 см»), is the item's own and printed as typed, never «2 с.».
 */
const OWN_UNITS = /\d\s*(?:с|л|стб|p|pp|S)\.\s*[,+;]|^\s*\d+\s*(?:т|тт|кн|ч|вып|л|vols?|v)\.?\s*$/u;

/**
 * Extent «320 с.» / "320 p.", «V, 44 с.», followed by the illustrations after " : " and
 * accompanying material after " + ", the dimensions after " ; " (`physical.additionMaterial`;
 * GOST 7.1-2003, 8.1–8.4; GOST R 7.0.100-2018, 9: «– 215 с. : ил.», «– 96 с. + 1 электрон. опт.
 * диск», «– 398 с. ; 21 см»).
 */
/**
 * The record's pages are pages cited from the document (a range, or a page typed after its label,
 * «С. 72»), not its extent, «320 с.» (see `extentText`).
 */
export function citesPages(pub: Publication): boolean {
  const [typed] = pagesOf(pub)?.split(/\s+:\s+(.*)/su) ?? [];
  if (typed === undefined || OWN_UNITS.test(typed)) return false;
  const pages = extentOf(typed);
  return pages !== undefined && isPageReference(pages, citedPage(typed));
}

export const extentArea: Piece = field((pub, ctx) => {
  const whole = pagesOf(pub);
  const added = str(pub.physical?.additionMaterial);
  // A carrier typed as the extent is given as typed, «– 1 CD-ROM : зв., цв.», never «1 CD-ROM с.».
  if (whole !== undefined && electronicCarrier(pub) === whole) return [whole, added].filter(Boolean).join(' : ');
  // Illustrations typed with the count, «320 с. : ил.», are the illustration statement (8.2), not lost.
  const [typed, inline] = whole?.split(/\s+:\s+(.*)/su) ?? [];
  const extra = [inline, added].filter(Boolean).join(added && /^[+;]/.test(added) ? ' ' : ', ') || undefined;
  const own = typed !== undefined && OWN_UNITS.test(typed);
  const pages = own ? undefined : extentOf(typed);
  const extent = own ? typed : pages ? extentText(pages, ctx, citedPage(typed)) : undefined;
  if (!extra) return extent;
  // Typed after its own prescribed sign, the dimensions «; 21 см» or accompanying material «+ 1 CD»
  // keep it (8.1: « : » other physical details, « ; » dimensions, « + » accompanying material).
  const [, sign, rest] = /^([+;])\s*(.*)$/su.exec(extra) ?? [undefined, ':', extra];
  return extent ? `${extent} ${sign} ${rest}` : rest;
});

/**
 * A count is an extent «320 с.»; a range can only be the pages cited from the document, so it
 * takes the page-range form of a part, «С. 17–32» / "P. 17–32" (spec §5: "a range gives
 * page-range style"), never «17–32 с.»; so does a page typed after its label («С. 109»).
 */
function extentText(pages: string, ctx: Context, cited = false): string {
  return isPageReference(pages, cited) ? `${ctx.labels.pages} ${pages}` : `${pages} ${ctx.labels.pagesExtent}`;
}

function isPageReference(pages: string, cited: boolean): boolean {
  // Several ranges, «96–103, 251–255», are pages cited as much as one (GOST R 7.0.100-2018, 7.4.2: «С. I–XXXVI, 1–12»).
  return cited || (/^[\dIVXLCDMivxlcdm\s,–]+$/.test(pages) && /\w\s*–\s*\w/.test(pages));
}

/**
 * Pages typed after their label, «С. 109», "P. 12", are the page cited (GOST 7.1-2003, 7.4.1:
 * «С. 17-28»), where a count takes it after the number, «109 с.» (8.1).
 */
export function citedPage(raw: string | undefined): boolean {
  return /^\s*(?:[СCсcPpРрS]|pp)\.\s*\d/u.test(raw ?? '');
}

/** Pages of a part «С. 10–20» / "P. 10–20" (a plain number: «С. 15»). */
export function partPages(digitsOnly: boolean): Piece {
  // «от и до» in full: a range typed elided («167–95») is written out (7.4.1).
  return labelledPages({ dash: '–', digitsOnly, label: areaPageLabel, abbreviate: 'full' });
}

/** The word of a выпуск typed before its number: «Вып. 2», «Вип. 3», "Iss. 4". */
const ISSUE_WORD = /^(?:вып|вип|выпуск|випуск|issue|iss)(?:\.\s*|\s+)/iu;

/**
 * A journal's volume and issue, «Т. 12, № 2» (GOST R 7.0.100-2018, A.3: «// Вопросы истории. –
 * 2019. – № 3. – С. 10–12»; GOST 7.1-2003, A: «– 2001. – № 5. – С. 23–25»; DSTU 8302:2015, A):
 * the issue of a periodical is its number, «№». Only a record that says it is a выпуск keeps
 * «вып.»: one that gives both an issue and a number («Т. 5, вып. 2, № 3»), or an issue typed
 * with its word («Вып. 3»).
 */
export const journalVolumeIssue: Piece = (pub, ctx) => {
  const issue = issueOf(pub);
  if (!issue || numberOf(pub)) return volumeIssueNumber(pub, ctx);
  // A выпуск, or another division typed with its word («Кн. 1/2», GOST R 7.0.100-2018, 7.7.1:
  // «// Библиотечное обозрение. — 1926. — Кн. 1/2. — С. 26—43»), is printed with that word, not «№ Кн. 1/2».
  if (ISSUE_WORD.test(issue) || OTHER_DIVISION(issue)) return volumeIssueNumber(pub, ctx);
  const volume = volumeOf(pub);
  // After the volume the English word is lower-case, "Vol. 521, no. 7553" («№» has no case).
  const number = volume ? ctx.labels.number.toLocaleLowerCase() : ctx.labels.number;
  return [
    {
      // An issue typed with its label («№ 6», "No. 6") is not labelled twice.
      text: [volume ? labelledVolume(volume, ctx) : undefined, `${number} ${bareNumber(issue) ?? issue}`]
        .filter(Boolean)
        .join(', '),
    },
  ];
};

/** «Т. 5, вып. 2, № 3» of a serial or a series (GOST R 7.0.100-2018, 5.7). */
export const volumeIssueNumber: Piece = (pub, ctx) => {
  const volume = volumeOf(pub);
  const text = [volume ? labelledVolume(volume, ctx) : undefined, divisions(pub, ctx, volume !== undefined)]
    .filter(Boolean)
    .join(', ');
  return text ? [{ text }] : [];
};

/**
 * The issue and number after a volume printed elsewhere (a part's host volume), «Т. 1, ч. 2»:
 * the smaller divisions of a volume follow it after a comma (GOST R 7.0.100-2018, 7.6.1.1:
 * «Т. 17, вып. 2»); `inside` tells whether a volume precedes.
 */
export function issueNumberAfter(inside: boolean): Piece {
  return field((pub, ctx) => divisions(pub, ctx, inside));
}

/** «вып. 2, № 3», lower-case `inside` an element that a volume opens. */
function divisions(pub: Publication, ctx: Context, inside: boolean): string | undefined {
  const parts: string[] = [];
  const issue = issueOf(pub);
  const number = bareNumber(numberOf(pub));
  if (issue) parts.push(labelledIssue(issue, inside, ctx));
  // Inside the element the English word is lower-case, "Vol. 474, no. 1", as after a volume in
  // `journalVolumeIssue` (GOST R 7.0.100-2018, 7.6.1.1: "Vol. 18, nr 1"); «№» has no case.
  const lower = inside || parts.length > 0;
  if (number) parts.push(`${lower ? ctx.labels.number.toLocaleLowerCase() : ctx.labels.number} ${number}`);
  return parts.length ? parts.join(', ') : undefined;
}

/** Whether an issue is dated to the day (`series.publicDate` with day and month). */
export const hasIssueDay = (pub: Publication): boolean => {
  const d = parseDate(pub.series?.publicDate);
  return Boolean(d?.day && d.month);
};

/**
 * An issue dated to the month only with nothing else to tell it by (`NationalOptions.issueMonth`):
 * no day, no volume, issue or number.
 */
export const hasIssueMonthOnly = (pub: Publication): boolean => {
  const d = parseDate(pub.series?.publicDate);
  // The month belongs to the year printed before it, as a page's day does (`pageDate`).
  if (!d?.month || d.day || String(d.year) !== yearOfRecord(pub)) return false;
  return !(volumeOf(pub) || issueOf(pub) || numberOf(pub));
};

/**
 * The day and month of a newspaper issue, «12 марта» (GOST R 7.0.100-2018, A.3), «12 нояб.» when
 * abbreviated; with `issueMonth`, the month alone of an issue dated to the month, opening its
 * element with a capital, «Трав.», «Май», "May" (`hasIssueMonthOnly`).
 */
export function issueDate(opts: NationalOptions): Piece {
  return field((pub, ctx) => {
    const d = parseDate(pub.series?.publicDate);
    if (!d?.month) return undefined;
    if (!d.day) {
      if (!opts.issueMonth || !hasIssueMonthOnly(pub)) return undefined;
      // The month names the issue (nominative); English has no case, so its day form serves.
      const table = ctx.locale === 'en' ? ctx.labels.national.monthsGenitiveShort : ctx.labels.monthsShort;
      return capitalise(table[d.month - 1] ?? '');
    }
    const table = opts.abbreviateMonths
      ? ctx.labels.national.monthsGenitiveShort
      : ctx.locale === 'en'
        ? ctx.labels.months
        : ctx.labels.monthsGenitive;
    return `${d.day} ${table[d.month - 1]}`;
  });
}

/**
 * The day and month of a page of a named site dated to the day, after the year: «// Газета.ru :
 * [сайт]. – 2018. – 2 февр.» (GOST R 7.0.100-2018, A, p. 64), «// PROGNOSIS.RU : ежедн.
 * интернет-изд. 2006. 25 янв.» (GOST R 7.0.5-2008, 10.4.4, the reference form of GOST 7.1-2003 /
 * GOST 7.82-2001 descriptions, which DSTU 8302:2015 follows): the host is a serial, so its date
 * reads as a newspaper issue's (GOST 7.1-2003, 7.2). A whole site gives no day.
 */
export function pageDate(opts: NationalOptions): Piece {
  const date = issueDate(opts);
  return (pub, ctx) => {
    // The page's date as the record gives it, `series.publicDate` or else the publication date
    // (`publishedDateOf`), which gives the year too: both are read alike.
    const published = publishedDateOf(pub);
    // The day belongs to the year printed before it: a page dated in another year than the
    // record's gives no day («– 2018. – 8 нояб.» of a 2017 page would misdate it).
    const year = parseDate(published)?.year;
    if (!containerOf(pub) || String(year) !== yearOfRecord(pub)) return [];
    return date({ ...pub, series: { ...pub.series, publicDate: published } }, ctx);
  };
}

/**
 * A division typed with its own word, «Ч. 2», «Кн. 1/2», «Сб. 100», "Pt. 2", «№ 3» (GOST R
 * 7.0.100-2018, 7.6.2: «– Москва : Наука, 2014. – Сб. 100. – С. 5–10»; 7.7.1: «– 1926. – Кн. 1/2»).
 */
const TYPED_DIVISION = /^(?:№|\p{L}{1,8}\.)\s*(?=[\dIVXLCDM[])/u;

/** A division typed with a word that is not the number's own («Кн. 1/2», «Ч. 2», not «№ 3», "No. 3"). */
const OTHER_DIVISION = (issue: string): boolean => TYPED_DIVISION.test(issue) && !/^(?:№|no\.|nr\.?)/iu.test(issue);

/** The part of proceedings (`series.issue` of a conference, docs/model.md): «Ч. 2» / "Pt. 2". */
const PART_WORD = { ru: 'Ч.', uk: 'Ч.', en: 'Pt.' } as const;

/**
 * «Вып. 2» / «т. 5, вып. 2»: an issue after its word, lower-case inside the element (7.6.1.1: «Т. 17,
 * вып. 2»). A выпуск typed with its word is not labelled twice; another division typed with its
 * word keeps it («Ч. 2», never «Вып. Ч. 2»); the issue of a conference's proceedings is its part.
 */
function labelledIssue(issue: string, inside: boolean, ctx: Context): string {
  if (!ISSUE_WORD.test(issue) && TYPED_DIVISION.test(issue)) return inside ? lowerFirst(issue) : capitalise(issue);
  if (ctx.type === 'conference' && !ISSUE_WORD.test(issue)) {
    const part = PART_WORD[ctx.locale];
    return `${inside ? lowerFirst(part) : part} ${issue}`;
  }
  return `${inside ? ctx.labels.national.issueLower : ctx.labels.issue} ${bareIssue(issue)}`;
}

/** An issue typed with its word («Вып. 3», "Issue 6") loses it, so the word is not doubled. */
export function bareIssue(issue: string): string {
  return issue.replace(ISSUE_WORD, '') || issue;
}

/** A number typed with its own label ("No. 72", «№ 5») loses it, so the label is not doubled. */
export function bareNumber(number: string | undefined): string | undefined {
  return number?.replace(/^(?:no|nr|№)\.?\s*(?=\d)/iu, '') || undefined;
}

/**
 * The number within a series after " ; ": «№ 5», «вып. 5» in Russian and Ukrainian lists; in an
 * English record as the item gives it, "No. 72" or a bare "75" (GOST R 7.0.100-2018, 5.7.8.1:
 * «Номер выпуска приводят, как правило, в той форме, в какой он дан в объекте описания»,
 * examples «; вып. 2», «; № 2/2013», «; т. 4, ч. 2»), never the calque "iss. 75" of «вып.».
 */
export function seriesNumberOf(pub: Publication, ctx: Context): string | undefined {
  const number = bareNumber(numberOf(pub));
  // An English number after its series' title stays as typed, "75" or "No. 72" (5.7.8.1; an
  // imported BibTeX `number` is bare: «(Bollingen Series ; 75)», never "; No. 75").
  if (number && ctx.locale === 'en' && (containerOf(pub) ?? hostSeriesOf(pub))) return numberOf(pub)?.trim();
  if (number) return `${ctx.labels.number} ${number}`;
  // An issue typed with its word («Вып. 3») is not labelled twice.
  const issue = issueOf(pub);
  if (!issue) return undefined;
  // A division typed with its word keeps it, lower-case inside the area: «; ч. 2», «; вып. 3».
  if (ctx.locale !== 'en' && TYPED_DIVISION.test(issue)) return lowerFirst(issue);
  // A bare number needs the series' title before it; alone it is labelled, "(No. 99-02)".
  if (ctx.locale === 'en')
    return (containerOf(pub) ?? hostSeriesOf(pub)) ? bareIssue(issue) : `${ctx.labels.number} ${bareIssue(issue)}`;
  return `${ctx.labels.national.issueLower} ${bareIssue(issue)}`;
}

/** A series «(Series ; № 5)» / «(Series ; вып. 5)» (GOST R 7.0.100-2018, 5.7). */
export const seriesArea: Piece = group(
  seq(' ; ', [field(containerOf), field((pub, ctx) => (ownPartOf(pub, ctx) ? undefined : seriesNumberOf(pub, ctx)))]),
  {
    prefix: '(',
    suffix: ')',
  },
);

/**
 * The host of a part after " // ": «Proceedings : info (Place, 10–12 мая 2020 г.)» — its
 * title, other title information and, for a conference, the conference's place and dates
 * (GOST R 7.0.100-2018, A.3; DSTU 8302:2015, A); the record read through `partRecord`.
 */
export function conferenceHost(opts: NationalOptions): Piece {
  return cat(
    field((pub) => withCapitalFirst(titleWithInfoCase(hostTitleOf(pub)))),
    group(
      field((pub, ctx) => otherTitleInfoCase(hostInfoOf(pub, ctx))),
      { prefix: ' : ' },
    ),
    conferenceWhereWhen(opts),
  );
}

/** « (Казань, 10–12 мая 2020 г.)»: a conference's place and dates, after its proceedings' title information. */
export function conferenceWhereWhen(opts: NationalOptions): Piece {
  return group(
    seq(', ', [
      // The conference's city as the publication area writes places (gost2018: in full).
      field((pub, ctx) =>
        opts.placesInFull ? expandPlace(str(pub.specialData?.place), ctx.locale) : str(pub.specialData?.place),
      ),
      field((pub, ctx) =>
        monthDateRange(
          pub.specialData?.date,
          pub.specialData?.dateEnd,
          ctx.labels,
          ctx.locale,
          opts.abbreviateMonths === true,
        ),
      ),
    ]),
    { prefix: ' (', suffix: ')' },
  );
}

/** «(дата обращения: 12.05.2019)». */
const accessDate: Piece = group(
  field((pub) => numericDate(pub.accessData?.accessedDate)),
  { suffix: ')' },
);

/**
 * The online address: «Режим доступа: URL (дата обращения: DD.MM.YYYY)» or «URL: …»;
 * a DOI as «DOI: https://doi.org/…» (spec §5: DOI links are prefixed with a resolver;
 * the access date is shown for URL links only). `bareDoi` prints «DOI: 10.…»
 * (spec §5: gost2018 dissertations). `only` prints the DOI or the URL alone, for a part whose
 * DOI belongs to its own description and its URL to the end (GOST R 7.0.100-2018, 7.2.1.7).
 */
export function accessArea(opts: NationalOptions, bareDoi = false, only?: 'doi' | 'url'): Piece {
  // Trailing punctuation typed after an address is prose, not part of it (it would meet the final full stop).
  const url = (pub: Publication) => urlOf(pub)?.replace(/[.,;:]+$/, '') || undefined;
  return (pub, ctx) => {
    const doi = only === 'url' ? undefined : doiOf(pub);
    if (only === 'doi' && !doi) return [];
    if (doi) {
      const href = doiUrl(doi);
      return [{ text: 'DOI: ' }, { text: bareDoi ? doi : href, href }];
    }
    const u = url(pub);
    if (!u) return [];
    const prefix = opts.urlPrefix === 'access' ? `${ctx.labels.access}: ` : 'URL: ';
    const date = accessDate(pub, ctx);
    const label = (opts.accessDateLocale ? labelsFor(opts.accessDateLocale) : ctx.labels).accessDate;
    const tail = date.length ? [{ text: ` (${label}: ` }, ...date] : [];
    return [{ text: prefix }, ...linked(field(url), url)(pub, ctx), ...tail];
  };
}

/**
 * Joins areas with the style's area separator. The join table (template/join.ts) decides each
 * seam: the ". – " after an area that ends in a stop («вв.», "U.S.") keeps one stop, and a
 * "," ";" or ":" left at an area's end by a missing field gives way to the separator's stop
 * (or to the entry's final stop).
 */
export function areas(opts: NationalOptions, pieces: Piece[]): Piece {
  return seq(opts.areaSeparator, pieces);
}
