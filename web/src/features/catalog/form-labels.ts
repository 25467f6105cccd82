import type { Category, Character, Kind } from './model.js';

/** The language the list of works is written in (the attestation forms are Russian and Ukrainian). */
export type FormLanguage = 'ru' | 'ua' | 'en';

export interface FormLabels {
  heading: string;
  of: string;
  columns: [string, string, string, string, string, string];
  categories: Record<Category, string>;
  characters: Record<Character, string>;
  kinds: Record<Kind, string>;
  pages: string;
  applicant: string;
  verified: string;
}

/**
 * The words of the form «Список научных трудов» (RU) / «Список наукових праць» (UA), which
 * belong to the document, not to the interface: a Ukrainian form says «друк.» whatever
 * language the screen is in. English is a translation for foreign files.
 */
export const FORM_LABELS: Record<FormLanguage, FormLabels> = {
  ru: {
    heading: 'СПИСОК',
    of: 'научных трудов',
    columns: [
      '№ п/п',
      'Наименование работы, ее вид',
      'Форма работы',
      'Выходные данные',
      'Объем в п. л. или с.',
      'Соавторы',
    ],
    categories: {
      scientific: 'а) научные работы',
      patent: 'б) авторские свидетельства, дипломы, патенты',
      educational: 'в) учебно-методические работы',
    },
    characters: { printed: 'печ.', manuscript: 'рукоп.', electronic: 'электр.' },
    kinds: {
      article: 'статья',
      theses: 'тезисы доклада',
      monograph: 'монография',
      textbook: 'учебное пособие',
      chapter: 'глава в монографии',
      conferencePaper: 'доклад',
      patent: 'патент',
      certificate: 'авторское свидетельство',
      dissertation: 'диссертация',
      autoreferat: 'автореферат диссертации',
      other: 'работа',
    },
    pages: 'с.',
    applicant: 'Соискатель',
    verified: 'Список верен: ученый секретарь',
  },
  ua: {
    heading: 'СПИСОК',
    of: 'наукових праць',
    columns: ['№ з/п', 'Назва', 'Характер роботи', 'Вихідні дані', 'Обсяг (сторінок / друк. арк.)', 'Співавтори'],
    categories: {
      scientific: 'а) наукові праці',
      patent: 'б) авторські свідоцтва, дипломи, патенти',
      educational: 'в) навчально-методичні праці',
    },
    characters: { printed: 'друк.', manuscript: 'рукоп.', electronic: 'електр.' },
    kinds: {
      article: 'стаття',
      theses: 'тези доповіді',
      monograph: 'монографія',
      textbook: 'навчальний посібник',
      chapter: 'розділ у монографії',
      conferencePaper: 'доповідь',
      patent: 'патент',
      certificate: 'авторське свідоцтво',
      dissertation: 'дисертація',
      autoreferat: 'автореферат дисертації',
      other: 'праця',
    },
    pages: 'с.',
    applicant: 'Здобувач',
    verified: 'Список засвідчую: учений секретар',
  },
  en: {
    heading: 'LIST',
    of: 'of scientific works',
    columns: [
      'No.',
      'Title and kind of work',
      'Form',
      'Publication details',
      'Volume (pages or printed sheets)',
      'Co-authors',
    ],
    categories: {
      scientific: 'a) scientific works',
      patent: "b) patents and inventor's certificates",
      educational: 'c) teaching works',
    },
    characters: { printed: 'printed', manuscript: 'manuscript', electronic: 'electronic' },
    kinds: {
      article: 'article',
      theses: 'conference abstract',
      monograph: 'monograph',
      textbook: 'textbook',
      chapter: 'book chapter',
      conferencePaper: 'conference paper',
      patent: 'patent',
      certificate: "inventor's certificate",
      dissertation: 'dissertation',
      autoreferat: 'dissertation abstract',
      other: 'work',
    },
    pages: 'p.',
    applicant: 'Applicant',
    verified: 'List verified: academic secretary',
  },
};
