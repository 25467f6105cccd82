import { labelsFor } from '../locales/index.js';
import { capitalised } from '../parts/capitalise.js';
import { str } from '../parts/fields.js';
import { withParts } from '../parts/host.js';
import {
  areas,
  capitalise,
  extentArea,
  headed,
  lowerFirst,
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
  abstractOrganisation,
  dissertationAbbreviated,
  dissertationCity,
  isoDate,
  patentDates,
  priority,
  replacesAndIntroducedWith,
  standardDesignation,
  standardDeveloper,
} from '../parts/national-special.js';
import { classificationOf, patentWord } from '../parts/patent-terms.js';
import { cat, field, group, type Piece, seq } from '../template/piece.js';
import type { Style } from './style.js';

/**
 * DSTU 8302:2015 «Інформація та документація. Бібліографічне посилання. Загальні
 * положення та правила складання». Rules and divergences: docs/styles/dstu.md.
 */
const opts: NationalOptions = {
  // DSTU 8302:2015, 4.7: the area dash may be replaced by a full stop; Ukrainian practice does.
  areaSeparator: '. ',
  // DSTU 8302:2015: 1–3 authors in the heading «Прізвище І. Б.», not repeated after " / ";
  // 4 or more → title first and «/ І. Б. Прізвище та ін.», as STYLE-NOTES pins it and the Book
  // Chamber states it («За наявності більш як трьох авторів … лише про першого автора зі
  // скороченням «та ін.»»); the standard's own four-author example lists all four, which
  // GOST 7.1-2003 permits (docs/styles/dstu.md).
  responsibility: {
    headingMax: 3,
    headingAll: true,
    headingSeparator: ' ',
    repeat: false,
    listMax: 3,
    etAlFirst: 1,
    bracketMarker: false,
    fullWords: false,
  },
  materialDesignation: false,
  contentType: false,
  // Places in full, Russian ones too («Київ», «Москва», never «К.», «М.»): DSTU 8302:2015's
  // examples and the guides that reproduce them write every place in full (docs/styles/dstu.md);
  // an abbreviation typed in the record is spelt out.
  abbreviatePlaces: false,
  placesInFull: true,
  urlPrefix: 'url',
  articlePagesDigitsOnly: false,
  abbreviateMonths: true,
  volumeTitleSeparator: ' : ',
  issueNumberAfterDate: true,
  // A monthly issue with no number is told by its month: «// Time. 2019. Mar. P. 22–27.»
  issueMonth: true,
  omitHostPublisher: true,
  // «URL: … (дата звернення: DD.MM.YYYY)» for every record (STYLE-NOTES, dstu): the note is the list's.
  accessDateLocale: 'uk',
  // «// Host / за ред. … Київ, 2020. (Series). С. 101–118.»: the host's series is part of its description.
  hostSeriesBeforePages: true,
  // «Грушевський М. С. Історія України — Руси. Київ, 1995. Т. 2. С. 72.» (DSTU 8302:2015, 4.6; 5.5.10).
  volumeBeforeCitedPages: true,
};

const { first, access } = nationalPieces(opts);
/**
 * Appendix A: «Іванов І. І., Петров П. П. Title // Journal. 2019. Т. 5, № 2. С. 10–20.»;
 * «Title : у 3 т. Т. II : Volume / ред. … 2-ге вид. Київ : Наука, 2019. 320 с. (Series).»;
 * «… // Proceedings : матеріали конф. (Київ, 10–12 травня 2020 р.). Київ, 2020. С. 10–20.»
 */
const { article, book, part } = nationalLayouts(opts);

/**
 * A dissertation or its abstract gives its city and year alone, «Київ, 2019», whatever the record
 * types as its publisher (a university, a department, a repository or database): the Book
 * Chamber-checked examples print no publisher and a dissertation names no institution
 * (docs/styles/dstu.md); before, «Berkeley : Computer Science Division, University of California,
 * 1984» printed one where the place was known, «[S. l.], 2012» none where it was not.
 */
const withoutPublisher =
  (piece: Piece): Piece =>
  (pub, ctx) =>
    piece({ ...pub, outputData: { ...pub.outputData, publisher: undefined } }, ctx);

/**
 * «Андріїшина К. І. Title : автореф. дис. … канд. філол. наук : 10.02.04 / Київський
 * національний лінгвістичний університет. Київ, 2019. 20 с.»; a dissertation names no
 * institution: «Title : дис. … канд. техн. наук : 05.13.06. Харків, 2012. 150 с.».
 */
const dissertation = areas(opts, [
  headed(
    opts,
    cat(
      titleArea(opts, [dissertationAbbreviated, field((pub) => str(pub.specialData?.codeSpecialty))]),
      responsibilityArea(opts, [field(abstractOrganisation)]),
    ),
  ),
  withoutPublisher(manuscriptPublicationArea(opts, dissertationCity)),
  extentArea,
  access,
]);

/**
 * «[На заміну ДСТУ 3582-97 ; чинний від 2013-08-22]» (DSTU 8302:2015, Додаток А), the date
 * YYYY-MM-DD as the standard and STYLE-NOTES write it (docs/styles/dstu.md). The bracket is the
 * list's own note, in Ukrainian whatever the standard's language: the Book Chamber-checked template
 * «[Чинний від дата набуття чинності]» serves «як українські, так і міжнародні стандарти»
 * («ISO 690:2021. … [На заміну ISO 690:2010 ; чинний від 2021-06-01]», never «[Replaces …; introduced …]»).
 */
const UK_LABELS = labelsFor('uk');
const validity: Piece = (pub, ctx) =>
  group(replacesAndIntroducedWith(isoDate), { prefix: '[', suffix: ']' })(pub, { ...ctx, labels: UK_LABELS });

/** Appendix A: «ДСТУ 8302:2015. Title. [Чинний від 2016-07-01]. Вид. офіц. Київ : Publ, 2016. 16 с.» */
const standard = areas(opts, [
  seq(' ', [
    group(standardDesignation, { suffix: '.' }),
    cat(titleArea(opts, [titleInfo]), responsibilityArea(opts, [standardDeveloper])),
  ]),
  validity,
  field((pub) => {
    const note = str(pub.infoStandart);
    return note ? capitalise(note) : undefined;
  }),
  publicationArea(opts),
  extentArea,
  access,
]);

/**
 * «Title : пат. 93790 Україна : F27B 3/04. № u 2014 05724 ; заявл. 27.05.2014 ; опубл.
 * 10.10.2014, Бюл. № 19. 2 с.»: the IPC code bare, as STYLE-NOTES («: <IPC>.») and the Book
 * Chamber-checked examples write it (docs/styles/dstu.md).
 */
const patentInfo: Piece = field((pub, ctx) => {
  // The number without a country code or kind code typed into it, the country named in the
  // record's language («пат. 2187888 Российская Федерация», never «пат. 2187888 C2 RU», nor
  // «pat. US 20020103498 United States»), as gost and gost2018 print it (parts/national-patent-number.ts).
  const number = nationalPatentNumber(pub);
  // Inside the title area the document name is lower-case: «: пат. 38374 Україна».
  const head = [lowerFirst(patentWord(pub, ctx.labels, true)), number, nationalPatentCountry(pub, ctx.locale)]
    .filter(Boolean)
    .join(' ');
  return [head, classificationOf(pub, ctx.labels, false)].filter(Boolean).join(' : ');
});
const applicantDstu: Piece = field((pub) => str(pub.specialData?.organization));
// An area opens with a capital letter: «Опубл. 01.08.2002» when no application number leads.
const patent = areas(opts, [
  first([patentInfo], [applicantDstu]),
  capitalised(patentDates(' ; ')),
  priority,
  extentArea,
  access,
]);

/** Appendix A: «Title // Site. 2019. URL: … (дата звернення: 12.03.2020).»; a page dated to the day «2019. 12 берез.» (`pageDate`). */
const web = withSiteOnce(
  areas(opts, [cat(first([titleInfo]), hostArea), publicationArea(opts), pageDate(opts), access]),
);

export const dstu: Style = {
  id: 'dstu',
  name: 'DSTU 8302:2015',
  transliterable: false,
  finalStop: true,
  layouts: withParts({ article, book, conference: part, dissertation, standard, patent, web }, part),
};
