import { urlOf } from '../parts/access.js';
import { capitalised } from '../parts/capitalise.js';
import { numericDate } from '../parts/dates.js';
import { str } from '../parts/fields.js';
import { withParts } from '../parts/host.js';
import {
  areas,
  capitalise,
  extentArea,
  headed,
  manuscriptPublicationArea,
  type NationalOptions,
  pageDate,
  publicationArea,
  responsibilityArea,
  titleArea,
} from '../parts/national-areas.js';
import { hostArea, nationalLayouts, nationalPieces, titleInfo } from '../parts/national-layouts.js';
import { nationalPatentCountry, nationalPatentNumber } from '../parts/national-patent-number.js';
import { withSiteOnce } from '../parts/national-site-once.js';
import {
  applicantAs,
  dissertationAbbreviated,
  dissertationAuthorFull,
  dissertationCity,
  dissertationOrganisation,
  patentDates,
  priorityInDates,
  replacesAndIntroduced,
  standardDesignation,
  standardDeveloper,
} from '../parts/national-special.js';
import { classificationOf, patentWord } from '../parts/patent-terms.js';
import { inventors } from '../parts/responsibility.js';
import { englishThesis } from '../parts/thesis-english.js';
import { cat, field, group, type Piece, seq } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * GOST 7.1-2003 «Библиографическая запись. Библиографическое описание» (with GOST
 * 7.82-2001 for electronic resources). Rules and divergences: docs/styles/gost.md.
 */
const opts: NationalOptions = {
  areaSeparator: '. – ',
  // GOST 7.1-2003, 4.1.2 and 4.3.6.2 (spec §5): 1–3 authors → heading with the first and all
  // of them after " / "; 4 or more → no heading, the first and «[и др.]».
  responsibility: {
    headingMax: 3,
    headingAll: false,
    headingSeparator: ', ',
    repeat: true,
    listMax: 3,
    etAlFirst: 1,
    bracketMarker: true,
    fullWords: false,
  },
  materialDesignation: true,
  contentType: false,
  abbreviatePlaces: true,
  urlPrefix: 'access',
  articlePagesDigitsOnly: false,
  abbreviateMonths: true,
  volumeTitleSeparator: '. ',
  volumeInTitleProper: true,
  issueNumberAfterDate: true,
  markUnknownPublisher: true,
  shortPublishers: true,
  omitHostPublisher: true,
  notes: true,
};

const { first, access, notes } = nationalPieces(opts);
/**
 * GOST 7.1-2003, 7.2 (component parts): «… / … // Журнал. – 2019. – Т. 5, № 2. – С. 10–20.»;
 * A.1 and 6.2.7.1: «Title [Текст]. В 2 т. Т. I. Volume / … – 2-е изд. – М. : Publ, 2019. – 320 с. – (Series).»;
 * A.2: «… // Proceedings : материалы конф. (Москва, 10–12 мая 2020 г.). – М. : Publ, 2020. – С. 10–20.»
 */
const { article, book, part } = nationalLayouts(opts);

/**
 * GOST 7.1-2003, A.2 (dissertations): «Белозеров, И. В. Title [Текст] : дис. … канд. ист.
 * наук : 07.00.02 / Белозеров Иван Валентинович. – М., 2002. – 215 с.»
 */
/**
 * The date of the defence (`specialData.date`, docs/model.md) closes the other title
 * information, «: 07.00.02 : защищена 22.01.2002» (GOST 7.1-2003, 5.2.5.4 and A, Белозеров:
 * «… : дис. ... канд. ист. наук : 07.00.02 : защищена 22.01.02 : утв. 15.07.02»; DD.MM.YYYY,
 * spec §5); an English thesis, described in its own words (parts/thesis-english.ts), has none.
 */
const defended: Piece = field((pub, ctx) => {
  const date = numericDate(pub.specialData?.date);
  return date && !englishThesis(pub, ctx) ? `${ctx.labels.national.defended} ${date}` : undefined;
});

const dissertation = areas(opts, [
  headed(
    opts,
    cat(
      titleArea(opts, [dissertationAbbreviated, field((pub) => str(pub.specialData?.codeSpecialty)), defended]),
      group(seq(' ; ', [dissertationAuthorFull, field(dissertationOrganisation)]), { prefix: ' / ' }),
    ),
  ),
  manuscriptPublicationArea(opts, dissertationCity),
  extentArea,
  ...notes,
  access,
]);

/**
 * GOST 7.1-2003, A.5: «ГОСТ Р 51771–2001. Title [Текст]. – Введ. 2002–01–01. – М. : Изд-во
 * стандартов, 2001. – 27 с.»; «ГОСТ 7.53–2001. Title [Текст]. – Взамен ГОСТ 7.53–86 ; введ.
 * 2002–07–01. – …»; a note such as «офиц. изд.» is other title information (4.2.5).
 */
const standard = areas(opts, [
  seq(' ', [
    group(standardDesignation, { suffix: '.' }),
    cat(
      titleArea(opts, [titleInfo, field((pub) => str(pub.infoStandart))]),
      responsibilityArea(opts, [standardDeveloper]),
    ),
  ]),
  replacesAndIntroduced,
  publicationArea(opts),
  extentArea,
  ...notes,
  access,
]);

/**
 * GOST 7.1-2003, A.5 (patents): «Пат. 2187888 Российская Федерация, МПК H04B 1/38.
 * Title [Текст] / Чугаева В. И. ; заявитель Org. – № 2000131736 ; заявл. 18.12.2000 ;
 * опубл. 20.08.2002, Бюл. № 23. – 3 с.»; an application's priority closes the same area
 * («… ; приоритет 09.04.1999, № 09/289,037 (США)», Заявка 1095735).
 */
const patentHeading: Piece = field((pub, ctx) => {
  const number = nationalPatentNumber(pub);
  const head = [capitalise(patentWord(pub, ctx.labels, true)), number, nationalPatentCountry(pub, ctx.locale)]
    .filter(Boolean)
    .join(' ');
  return [head, classificationOf(pub, ctx.labels)].filter(Boolean).join(', ');
});
const patent = areas(opts, [
  seq(' ', [
    group(patentHeading, { suffix: '.' }),
    cat(titleArea(opts, []), group(seq(' ; ', [inventors(opts.responsibility), applicantAs(true)]), { prefix: ' / ' })),
  ]),
  // An area opens with a capital letter: «– Опубл. 01.08.2002» when no application number leads.
  capitalised(seq(' ; ', [patentDates(' ; '), priorityInDates])),
  extentArea,
  ...notes,
  access,
]);

/**
 * GOST 7.82-2001, 5 and A: «Title [Электронный ресурс] / … // Site. – 2006. – 25 янв. – Режим
 * доступа: URL (дата обращения: …). – Загл. с экрана.» (a page dated to the day: `pageDate`); the site
 * named once (`withSiteOnce`).
 */
const web = withSiteOnce(
  areas(opts, [
    cat(first([titleInfo]), hostArea),
    publicationArea(opts),
    pageDate(opts),
    access,
    field((pub, ctx) => (urlOf(pub) ? ctx.labels.national.titleFromScreen : undefined)),
    ...notes,
  ]),
);

export const gost: Style = {
  id: 'gost',
  name: 'GOST 7.1-2003',
  transliterable: false,
  finalStop: true,
  layouts: withParts({ article, book, conference: part, dissertation, standard, patent, web }, part),
};
