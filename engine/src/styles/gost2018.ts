import { containerOf, personsOf, str } from '../parts/fields.js';
import { withParts } from '../parts/host.js';
import {
  accessArea,
  areas,
  contentType,
  extentArea,
  headed,
  manuscriptPublicationArea,
  type NationalOptions,
  pageDate,
  publicationArea,
  responsibilityArea,
  titleArea,
} from '../parts/national-areas.js';
import { nationalLayouts, nationalPieces, titleInfo } from '../parts/national-layouts.js';
import { nationalPatentCountry, nationalPatentNumber } from '../parts/national-patent-number.js';
import { withSiteOnce } from '../parts/national-site-once.js';
import {
  applicant,
  defencePlaceNote,
  dissertationAuthorFull,
  dissertationCity,
  dissertationFull,
  dissertationOrganisation,
  introducedFull,
  patentDates,
  priority,
  replaces,
  specialtyFull,
  standardDesignation,
  standardDeveloperStated,
} from '../parts/national-special.js';
import { classificationOf, patentWord } from '../parts/patent-terms.js';
import { inventors } from '../parts/responsibility.js';
import { isSitePage } from '../parts/site-page.js';
import { cleanTitle } from '../parts/title.js';
import { cat, field, group, type Piece, seq, when } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * GOST R 7.0.100-2018 «Библиографическая запись. Библиографическое описание. Общие
 * требования и правила составления». Rules and divergences: docs/styles/gost2018.md.
 */
const opts: NationalOptions = {
  areaSeparator: '. – ',
  // GOST R 7.0.100-2018, 4.5 and 5.3.6.3 (spec §5): 1–3 authors → heading with the first and
  // all after " / "; exactly 4 → no heading, all four; 5 or more → the first three and «[и др.]».
  responsibility: {
    headingMax: 3,
    headingAll: false,
    headingSeparator: ', ',
    repeat: true,
    listMax: 4,
    etAlFirst: 3,
    bracketMarker: true,
    fullWords: true,
  },
  materialDesignation: false,
  contentType: true,
  abbreviatePlaces: false,
  placesInFull: true,
  urlPrefix: 'url',
  articlePagesDigitsOnly: true,
  volumeTitleSeparator: ' : ',
  volumeInTitleProper: true,
  // A: «// Крымская правда. — 2017. — 25 нояб. (№ 217). — С. 2», «// Новая газета. — 2017. — 22 дек. (№ 143)».
  issueNumberAfterDate: true,
  markUnknownPublisher: true,
  shortPublishers: true,
  notes: true,
  isbn: true,
};

const { first, access, withContentType, notes } = nationalPieces(opts);
/**
 * A.3: «Аксенова, Е. И. Title / Е. И. Аксенова. – Текст : непосредственный // Journal. – 2014. – № 3. – С. 10–12.»;
 * A.1: «Title : в 3 т. Т. II : Volume / … ; редактор … – 2-е изд. – Москва : Наука, 2019. – 320 с. – (Series). – Текст : непосредственный.»;
 * A.3: «… – Текст : непосредственный // Proceedings : материалы … (Москва, 10–12 мая 2020 г.). – Москва : Publ, 2020. – С. 10–20.»
 */
const { article, book, part } = nationalLayouts(opts);

/**
 * A.2: «Вишняков, И. В. Title : специальность 08.00.13 «…» : диссертация на соискание
 * ученой степени кандидата экономических наук / Вишняков Илья Владимирович ; Org. –
 * Москва, 2002. – 234 с. – Текст : непосредственный.» (spec §5: the DOI of a
 * dissertation is printed bare, without the resolver).
 */
const dissertation = areas(opts, [
  headed(
    opts,
    cat(
      titleArea(opts, [specialtyFull, dissertationFull]),
      group(seq(' ; ', [dissertationAuthorFull, field(dissertationOrganisation)]), { prefix: ' / ' }),
    ),
  ),
  manuscriptPublicationArea(opts, dissertationCity),
  extentArea,
  ...notes,
  defencePlaceNote,
  accessArea(opts, true),
  contentType,
]);

/**
 * A.6: «ГОСТ Р 7.0.100–2018. Title : национальный стандарт Российской Федерации :
 * издание официальное : дата введения 01.07.2019 / разработан … – Москва :
 * Стандартинформ, 2018. – 124 с. – Текст : непосредственный.»
 */
const standard = areas(opts, [
  seq(' ', [
    group(standardDesignation, { suffix: '.' }),
    cat(
      titleArea(opts, [titleInfo, field((pub) => str(pub.infoStandart)), replaces(true), introducedFull]),
      responsibilityArea(opts, [standardDeveloperStated]),
    ),
  ]),
  publicationArea(opts),
  extentArea,
  ...notes,
  access,
  contentType,
]);

/**
 * A.7: «Патент № 2637215 Российская Федерация, МПК B02C 19/16. Вибрационная мельница :
 * № 2017105030 : заявл. 15.02.2017 : опубл. 01.12.2017 / Артеменко К. И., Богданов Н. Э. ;
 * заявитель БГТУ. – 4 с. – Текст : непосредственный.»
 */
const patentHeading: Piece = field((pub, ctx) => {
  const number = nationalPatentNumber(pub);
  const head = [
    patentWord(pub, ctx.labels, false),
    number ? `${ctx.labels.number} ${number}` : undefined,
    nationalPatentCountry(pub, ctx.locale),
  ]
    .filter(Boolean)
    .join(' ');
  return [head, classificationOf(pub, ctx.labels)].filter(Boolean).join(', ');
});
const patent = areas(opts, [
  seq(' ', [
    group(patentHeading, { suffix: '.' }),
    cat(
      titleArea(opts, [patentDates(' : ')]),
      group(seq(' ; ', [inventors(opts.responsibility), applicant]), { prefix: ' / ' }),
    ),
  ]),
  priority,
  extentArea,
  ...notes,
  access,
  contentType,
]);

/**
 * A.4 (electronic resources): a page of a site «Title. – Текст : электронный // Site :
 * [сайт]. – 2018. – 2 февраля. – URL: … (дата обращения: 22.05.2018).»; a whole resource ends with
 * the content type.
 */
const site: Piece = field((pub, ctx) => {
  // A stop typed after the site's name («Фонтанка.ру.») is not its own: «: [сайт]» follows.
  const name = cleanTitle(containerOf(pub));
  // «[сайт]» is supplied only when the site's name carries no other title information of its
  // own (7.3.3 and A: «// Министерство труда … : официальный сайт», «// Высшая школа экономики : [сайт]»).
  if (!name || name.includes(' : ')) return name;
  return `${name} : ${ctx.labels.national.website}`;
});
/**
 * A whole website (no host, no personal author) is called «[сайт]» as other title
 * information unless the record gives its own (A.4: «Российская государственная библиотека :
 * [сайт]. – Москва, 1999– . – URL: …»); a page of a site whose site is not named is a part,
 * never «[сайт]» (A.4 gives «: [сайт]» only to the whole resource; parts/site-page.ts).
 */
const siteInfo: Piece = field((pub, ctx) => {
  const own = str(pub.title?.infoAbouteTitle);
  if (own || personsOf(pub, '1').length || isSitePage(pub)) return own;
  return ctx.labels.national.website;
});
const web = withSiteOnce(
  when(
    (pub) => containerOf(pub) !== undefined,
    areas(opts, [
      cat(withContentType(first([titleInfo])), group(site, { prefix: ' // ' })),
      publicationArea(opts),
      // A page dated to the day gives the day and month after the year (A, p. 64: «// Газета.ru :
      // [сайт]. — 2018. — 2 февр. — URL: …»), the month in full (spec §5).
      pageDate(opts),
      access,
      ...notes,
    ]),
    areas(opts, [first([siteInfo]), publicationArea(opts), ...notes, access, contentType]),
  ),
);

export const gost2018: Style = {
  id: 'gost2018',
  name: 'GOST R 7.0.100-2018',
  transliterable: false,
  finalStop: true,
  layouts: withParts({ article, book, conference: part, dissertation, standard, patent, web }, part),
};
