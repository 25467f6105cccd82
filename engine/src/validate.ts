import { fieldIssues } from './dispatch.js';
import { languageOf } from './format.js';
import { AUTHOR_ROLES, type AuthorRole } from './model/author-roles.js';
import { type Locale, localeOf } from './model/language.js';
import { parsePublication } from './model/parse-publication.js';
import type { Publication } from './model/publication.js';
import { sourceTypeOf } from './model/source-type.js';
import { isValidIsbn, isValidIssn } from './model/standard-identifier.js';
import { doiOf, hasUnsafeScheme, urlOf } from './parts/access.js';
import { parseDate } from './parts/dates.js';
import { linkOf, str, typeIdOfPublication } from './parts/fields.js';
import { styleById } from './styles/index.js';

/** The rules of spec §5 ("Validation rules", bibliography fields) that `validate` checks. */
export type ValidationRule =
  | 'schema'
  | 'required'
  | 'length'
  | 'pages'
  | 'url'
  | 'scheme'
  | 'doi'
  | 'date'
  | 'year'
  | 'isbn'
  | 'issn'
  | 'style'
  | 'numberField';

/** One broken rule: the field (dotted path), the rule, and a message in the record's language. */
export interface ValidationIssue {
  field: string;
  rule: ValidationRule;
  severity: 'error' | 'warning';
  message: string;
}

/** Messages per language; `{n}` and `{m}` are the limits. */
const MESSAGES: Record<
  Locale,
  Record<Exclude<ValidationRule, 'schema'> | 'authorName' | 'orgName' | 'unknownStyle', string>
> = {
  en: {
    required: 'This field is required',
    length: 'Must be from {n} to {m} characters long',
    pages: 'Pages may hold only digits and a hyphen (100, 15-67)',
    url: 'Not a valid address (example.org/page)',
    scheme: 'Only web (http, https) and e-mail (mailto) addresses or a DOI may be linked',
    doi: 'Not a valid DOI (10.xxxx/xxxxx)',
    date: 'Date must be written YYYY-MM-DD and be a real date',
    year: 'Year must have 4 digits',
    isbn: 'Not a valid ISBN: 10 or 13 digits with a correct check digit, hyphens allowed (978-0-306-40615-7)',
    issn: 'Not a valid ISSN: 8 digits with a correct check digit, the last may be X (0317-8471)',
    style: 'Choose at least one citation style',
    numberField: 'The number field is used only by GOST and DSTU',
    authorName: 'Enter the author’s surname or remove the author',
    orgName: 'Enter the organisation’s name or remove it',
    unknownStyle: 'Unknown citation style',
  },
  ru: {
    required: 'Обязательное поле',
    length: 'Длина поля — от {n} до {m} символов',
    pages: 'Страницы: только цифры и дефис (100, 15-67)',
    url: 'Неверный адрес (example.org/page)',
    scheme: 'Ссылка может быть только веб-адресом (http, https), адресом почты (mailto) или DOI',
    doi: 'Неверный DOI (10.xxxx/xxxxx)',
    date: 'Дата в формате ГГГГ-ММ-ДД и существующая',
    year: 'Год — 4 цифры',
    isbn: 'Неверный ISBN: 10 или 13 цифр с верной контрольной цифрой, дефисы допустимы (978-0-306-40615-7)',
    issn: 'Неверный ISSN: 8 цифр с верной контрольной цифрой, последняя может быть X (0317-8471)',
    style: 'Выберите хотя бы один стиль оформления',
    numberField: 'Поле «номер» используется только в ГОСТ и ДСТУ',
    authorName: 'Укажите фамилию автора или удалите автора',
    orgName: 'Укажите название организации или удалите её',
    unknownStyle: 'Неизвестный стиль оформления',
  },
  uk: {
    required: 'Обовʼязкове поле',
    length: 'Довжина поля — від {n} до {m} символів',
    pages: 'Сторінки: лише цифри та дефіс (100, 15-67)',
    url: 'Неправильна адреса (example.org/page)',
    scheme: 'Посилання може бути лише веб-адресою (http, https), адресою пошти (mailto) або DOI',
    doi: 'Неправильний DOI (10.xxxx/xxxxx)',
    date: 'Дата у форматі РРРР-ММ-ДД та існуюча',
    year: 'Рік — 4 цифри',
    isbn: 'Неправильний ISBN: 10 або 13 цифр із правильною контрольною цифрою, дефіси допустимі (978-0-306-40615-7)',
    issn: 'Неправильний ISSN: 8 цифр із правильною контрольною цифрою, остання може бути X (0317-8471)',
    style: 'Оберіть хоча б один стиль оформлення',
    numberField: 'Поле «номер» використовується лише в ГОСТ і ДСТУ',
    authorName: 'Вкажіть прізвище автора або видаліть автора',
    orgName: 'Вкажіть назву організації або видаліть її',
    unknownStyle: 'Невідомий стиль оформлення',
  },
};

/** Spec §5 and §9: bibliography fields are 3 to 1000 characters long. */
const MIN_LENGTH = 3;
const MAX_LENGTH = 1000;

/**
 * Free-text fields the length rule applies to. Places and personal names are left out:
 * «М.» and «Ли» are correct and shorter than 3 characters (docs/styles/gost.md).
 */
const LENGTH_FIELDS: [string, (p: Publication) => unknown][] = [
  ['title.publicationTitle', (p) => p.title?.publicationTitle],
  ['title.nameVolume', (p) => p.title?.nameVolume],
  ['title.infoAbouteTitle', (p) => p.title?.infoAbouteTitle],
  ['title.detailsForTitle', (p) => p.title?.detailsForTitle],
  ['series.series', (p) => p.series?.series],
  ['host.title', (p) => p.host?.title],
  ['host.nameVolume', (p) => p.host?.nameVolume],
  ['host.series', (p) => p.host?.series],
  ['host.publisher', (p) => p.host?.publisher],
  ['outputData.publisher', (p) => p.outputData?.publisher],
  ['specialData.organization', (p) => p.specialData?.organization],
  ['specialData.specialty', (p) => p.specialData?.specialty],
  ['specialData.defPlace', (p) => p.specialData?.defPlace],
  ['note', (p) => p.note],
];

/**
 * Spec §5: dates are written YYYY-MM-DD. A periodical's issue date may also be a month
 * (YYYY-MM): monthly journals date issues so, and the server and Crossref do too.
 */
const DATE_FIELDS: [string, (p: Publication) => unknown, RegExp?][] = [
  ['accessData.accessedDate', (p) => p.accessData?.accessedDate],
  ['accessData.acceptedDate', (p) => p.accessData?.acceptedDate],
  ['accessData.createDate', (p) => p.accessData?.createDate],
  ['series.publicDate', (p) => p.series?.publicDate, /^\d{4}-\d{2}(-\d{2})?$/],
  ['specialData.date', (p) => p.specialData?.date],
  ['specialData.dateEnd', (p) => p.specialData?.dateEnd],
  ['specialData.applicationDate', (p) => p.specialData?.applicationDate],
  ['specialData.datePublication', (p) => p.specialData?.datePublication],
  ['specialData.priorityApplicationDate', (p) => p.specialData?.priorityApplicationDate],
];

/** Standard identifiers and their check (ISO 2108, ISO 3297): the book's and the host's ISBN, the serial's ISSN. */
const IDENTIFIER_FIELDS: [string, (p: Publication) => unknown, 'isbn' | 'issn'][] = [
  ['outputData.isbn', (p) => p.outputData?.isbn, 'isbn'],
  ['host.isbn', (p) => p.host?.isbn, 'isbn'],
  ['series.issn', (p) => p.series?.issn, 'issn'],
];
const IDENTIFIER_CHECK = { isbn: isValidIsbn, issn: isValidIssn };

const NATIONAL = new Set(['gost', 'gost2018', 'dstu']);

type Add = (
  field: string,
  rule: ValidationRule,
  key?: keyof (typeof MESSAGES)['en'],
  severity?: 'error' | 'warning',
) => void;

/** Spec §5's title and year, which no entry can do without (what `essentialIssues` reports). */
function checkEssential(pub: Publication, add: Add): { year?: string; hostYear?: string } {
  if (!str(pub.title?.publicationTitle)) add('title.publicationTitle', 'required');
  const year = str(pub.outputData?.year);
  const hostYear = str(pub.host?.year);
  // A part may carry its year as its host's (docs/model.md, "Parts of a larger work").
  if (!year && !hostYear) add('outputData.year', 'required');
  return { year, hostYear };
}

function checkRequired(pub: Publication, add: Add): void {
  const { year, hostYear } = checkEssential(pub, add);
  if (year && !/^\d{4}$/.test(year)) add('outputData.year', 'year');
  if (hostYear && !/^\d{4}$/.test(hostYear)) add('host.year', 'year');
  checkHost(pub, add);
  const type = sourceTypeOf(typeIdOfPublication(pub));
  // "Periodical issue date required": a newspaper (periodicalType 3) is identified by its date.
  if (type === 'article' && str(pub.series?.periodicalType) === '3' && !str(pub.series?.publicDate)) {
    add('series.publicDate', 'required');
  }
  if (type === 'dissertation' && !str(pub.specialData?.defPlace)) add('specialData.defPlace', 'required');
  // "Author name or organisation name required, or the fields removed": every entry present needs a name.
  for (const role of AUTHOR_ROLES) checkPeople(pub, role, add);
}

/** A host needs its title; its editors, like authors, need surnames (docs/model.md). */
function checkHost(pub: Publication, add: Add): void {
  const host = pub.host;
  if (!host) return;
  const given = Object.values(host).some((v) => (Array.isArray(v) ? v.length > 0 : str(v) !== undefined));
  if (given && !str(host.title)) add('host.title', 'required');
  (host.editors ?? []).forEach((person, i) => {
    if (!str(person?.surname)) add(`host.editors.${i}.surname`, 'required', 'authorName');
  });
}

function checkPeople(pub: Publication, role: AuthorRole, add: Add): void {
  (pub.authors?.[role] ?? []).forEach((person, i) => {
    if (role === '5') {
      if (!str(person?.name)) add(`authors.5.${i}.name`, 'required', 'orgName');
    } else if (!str(person?.surname)) {
      add(`authors.${role}.${i}.surname`, 'required', 'authorName');
    }
  });
}

function checkShapes(pub: Publication, add: Add): void {
  for (const [field, get] of LENGTH_FIELDS) {
    const value = str(get(pub));
    if (value && (value.length < MIN_LENGTH || value.length > MAX_LENGTH)) add(field, 'length');
  }
  (pub.title?.parallelTitles ?? []).forEach((t, i) => {
    const value = str(t?.text);
    if (value && (value.length < MIN_LENGTH || value.length > MAX_LENGTH))
      add(`title.parallelTitles.${i}.text`, 'length');
  });
  const pages = str(pub.physical?.pages);
  // Digits and a hyphen (spec §5); an en or em dash (or a minus sign), as pasted citations
  // write ranges, counts as one: the parser keeps the dash it read.
  if (pages && !/^\d+(\s*[-‐‑‒–—−]\s*\d+)?$/.test(pages)) add('physical.pages', 'pages');
  const link = linkOf(pub);
  if (link) {
    const isDoiType = str(pub.accessData?.type)?.toLowerCase() === 'doi';
    // javascript:, file:, data: … would become live links in HTML and Word exports.
    if (!doiOf(pub) && hasUnsafeScheme(link)) add('accessData.link', 'scheme');
    else if (isDoiType && !doiOf(pub)) add('accessData.link', 'doi');
    else if (!isDoiType && !urlOf(pub) && !doiOf(pub)) add('accessData.link', 'url');
  }
  for (const [field, get, shape = /^\d{4}-\d{2}-\d{2}$/] of DATE_FIELDS) {
    const value = str(get(pub));
    if (value && (!shape.test(value) || !parseDate(value))) add(field, 'date');
  }
  for (const [field, get, rule] of IDENTIFIER_FIELDS) {
    const value = str(get(pub));
    if (value && !IDENTIFIER_CHECK[rule](value)) add(field, rule);
  }
}

function checkStyles(pub: Publication, styles: readonly string[], add: Add): void {
  if (styles.length === 0) add('styles', 'style');
  for (const id of styles) if (!styleById(id)) add('styles', 'style', 'unknownStyle');
  if (styles.length && str(pub.series?.number) && !styles.some((s) => NATIONAL.has(s))) {
    add('series.number', 'numberField', 'numberField', 'warning');
  }
}

/**
 * Checks a publication against the bibliography rules of spec §5 for the chosen styles
 * and reports each broken rule with its field, in the record's language (given, or
 * detected from its script). Formatting never depends on it: a record with issues still
 * formats what it has.
 * @example validate({ idTypePublication: 4, language: 'RU', title: { publicationTitle: 'Тема' } }, ['gost'])
 * // [{ field: 'outputData.year', rule: 'required', message: 'Обязательное поле', … }, …]
 */
export function validate(publication: unknown, styles: readonly string[]): ValidationIssue[] {
  const parsed = parsePublication(publication);
  if (!parsed.success) {
    return fieldIssues(parsed.error).map((i) => ({ ...i, rule: 'schema', severity: 'error' }));
  }
  const pub = parsed.data;
  const issues: ValidationIssue[] = [];
  const add = adder(pub, issues);
  checkRequired(pub, add);
  checkShapes(pub, add);
  checkStyles(pub, styles, add);
  return issues;
}

/** Each issue's message in the record's language (looked up only when there is an issue). */
function adder(pub: Publication, issues: ValidationIssue[]): Add {
  let messages: (typeof MESSAGES)['en'] | undefined;
  return (field, rule, key, severity = 'error') => {
    messages ??= MESSAGES[localeOf(languageOf(pub))];
    const text = messages[key ?? (rule as keyof typeof messages)] ?? rule;
    issues.push({
      field,
      rule,
      severity,
      message: text.replace('{n}', String(MIN_LENGTH)).replace('{m}', String(MAX_LENGTH)),
    });
  };
}

/**
 * The issues of `validate` that no entry can do without — a missing title or year (rule
 * `required`) — and nothing else: what `referent format` warns of for every record it
 * prints, without the other rules' cost. A record that breaks the schema gives none (the
 * formatter reports it).
 * @example essentialIssues({ idTypePublication: 2, title: { publicationTitle: 'Moby Dick' } }) // [{ field: 'outputData.year', rule: 'required', … }]
 */
export function essentialIssues(publication: unknown): ValidationIssue[] {
  const parsed = parsePublication(publication);
  return parsed.success ? essentialIssuesOf(parsed.data) : [];
}

/** `essentialIssues` of a publication validated already (by `dispatchWithPublication`). */
export function essentialIssuesOf(pub: Publication): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  checkEssential(pub, adder(pub, issues));
  return issues;
}
