import {
  validate as engineValidate,
  type PublicationInput,
  type SourceType,
  sourceTypeOf,
  typeIdOf,
} from '@referent/engine';
import { normalisePages } from './candidates.js';
import { defaultValue, FIELDS, type FieldDef, fieldsFor, PART_TYPES } from './fields.js';
import { EDITED_KEY } from './records.js';

/** Contributor roles of spec §3 a person can hold (5, organisations, have a list of their own). */
export const PERSON_ROLES = [1, 2, 3, 4] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export interface PersonRow {
  role: PersonRole;
  surname: string;
  name: string;
  fathername: string;
}

/** What step 2 holds while a person types: strings only, so nothing typed is lost. */
export interface RecordForm {
  type: SourceType;
  /** '' lets the engine detect it from the script. */
  language: '' | 'EN' | 'RU' | 'UA';
  values: Record<string, string>;
  people: PersonRow[];
  organisations: string[];
  /** Editors of the host ("Published in"); role is not asked (always editors). */
  hostEditors?: PersonRow[];
  /**
   * What the record holds that the form has no input for (a volume's own title from an
   * import, a status note…): kept as it was, so opening and saving a record loses nothing.
   */
  extra?: Record<string, unknown>;
}

export function emptyForm(type: SourceType = 'article'): RecordForm {
  return {
    type,
    language: '',
    values: {},
    people: [{ role: 1, surname: '', name: '', fathername: '' }],
    organisations: [],
  };
}

const blank = (v: string | undefined) => (v ?? '').trim() === '';

type Tree = Record<string | number, unknown>;

const isTree = (v: unknown): v is Tree => v !== null && typeof v === 'object';

/** `over` laid on `base`: objects and lists merged by key or index, anything else replaced. */
function merged(base: unknown, over: unknown): unknown {
  if (!isTree(base) || !isTree(over)) return over === undefined ? base : over;
  const out = (Array.isArray(base) ? [...base] : { ...base }) as Tree;
  for (const [k, v] of Object.entries(over)) out[k] = merged(out[k], v);
  return out;
}

/** A copy without one path; containers left empty by it go too. */
function without(source: unknown, path: readonly (string | number)[]): unknown {
  if (!isTree(source) || path.length === 0) return undefined;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (!(head in source)) return source;
  const copy = (Array.isArray(source) ? [...source] : { ...source }) as Tree;
  const inner = rest.length ? without(copy[head], rest) : undefined;
  if (inner === undefined || (isTree(inner) && Object.keys(inner).length === 0)) {
    if (Array.isArray(copy) && typeof head === 'number') (copy as unknown[])[head] = undefined;
    else delete copy[head];
  } else copy[head] = inner;
  return Array.isArray(copy) && copy.every((x) => x === undefined) ? undefined : copy;
}

/** Paths the form itself writes for a type: everything else in a record is kept in `extra`. */
const formPaths = (type: SourceType): readonly (readonly (string | number)[])[] => [
  ...FIELDS.filter((f) => f.types.includes(type)).map((f) => f.path),
  ['idTypePublication'],
  ['language'],
  ['authors'],
  ['accessData', 'type'],
  ['host', 'editors'],
  // Edited texts belong to the old fields: the editor keeps them only when asked (issue 16).
  [EDITED_KEY],
];

function setPath(target: Tree, path: readonly (string | number)[], value: unknown): void {
  let node: Tree = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = value;
      return;
    }
    const nextIsIndex = typeof path[i + 1] === 'number';
    node[key] ??= nextIsIndex ? [] : {};
    node = node[key] as Tree;
  });
}

function getPath(source: unknown, path: readonly (string | number)[]): unknown {
  let node: unknown = source;
  for (const key of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[key];
  }
  return node;
}

/** Spec §5: a DOI looks like 10.xxxx/xxxxx. */
export const DOI = /^(?:https?:\/\/(?:dx\.)?doi\.org\/)?10\.\d{4,9}\/\S+$/i;
const URL_LIKE = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d+)?(?:[/?#]\S*)?$/i;

/**
 * The form as the spec's Publication. Empty inputs are left out; the link's type is
 * `doi` when it looks like one, else `url`.
 */
export function publicationOf(form: RecordForm, styles: readonly string[]): PublicationInput {
  const pub: Tree = { idTypePublication: typeIdOf(form.type) };
  const editors = (form.hostEditors ?? []).filter((p) => !blank(p.surname) || !blank(p.name) || !blank(p.fathername));
  if (editors.length && (PART_TYPES as readonly string[]).includes(form.type)) {
    setPath(
      pub,
      ['host', 'editors'],
      editors.map((p) => ({
        surname: p.surname.trim(),
        ...(blank(p.name) ? {} : { name: p.name.trim() }),
        ...(blank(p.fathername) ? {} : { fathername: p.fathername.trim() }),
      })),
    );
  }
  if (form.language) pub.language = form.language;
  for (const f of fieldsFor(form.type, styles)) {
    const typed = form.values[f.id]?.trim() || defaultValue(f);
    const value = f.kind === 'pages' ? normalisePages(typed) : f.kind === 'date' ? isoDate(typed) : typed;
    if (!value) continue;
    setPath(pub, f.path, f.id === 'dissertation' ? value === 'true' : value);
  }
  const link = form.values.link?.trim();
  if (link && fieldsFor(form.type, styles).some((f) => f.id === 'link')) {
    setPath(pub, ['accessData', 'type'], DOI.test(link) ? 'doi' : 'url');
  }
  const authors: Record<string, unknown[]> = {};
  for (const p of form.people) {
    if (blank(p.surname) && blank(p.name) && blank(p.fathername)) continue;
    const person = {
      surname: p.surname.trim(),
      ...(blank(p.name) ? {} : { name: p.name.trim() }),
      ...(blank(p.fathername) ? {} : { fathername: p.fathername.trim() }),
      role: p.role,
    };
    const list = authors[String(p.role)] ?? [];
    list.push(person);
    authors[String(p.role)] = list;
  }
  const orgs = form.organisations.map((o) => o.trim()).filter(Boolean);
  if (orgs.length) authors['5'] = orgs.map((name) => ({ name, role: 5 }));
  if (Object.keys(authors).length) pub.authors = authors;
  return (form.extra ? merged(form.extra, pub) : pub) as PublicationInput;
}

/** The inverse of publicationOf, for editing a stored record or filling from a parse or lookup. */
export function formOf(publication: unknown): RecordForm {
  const pub = (publication ?? {}) as Tree;
  const type = sourceTypeOf(Number(pub.idTypePublication)) ?? 'article';
  const values: Record<string, string> = {};
  for (const f of FIELDS) {
    if (!f.types.includes(type) || values[f.id]) continue;
    const value = getPath(pub, f.path);
    if (value !== undefined && value !== null && value !== '') values[f.id] = String(value);
  }
  const people: PersonRow[] = [];
  const organisations: string[] = [];
  const authors = (pub.authors ?? {}) as Record<string, unknown>;
  for (const [role, list] of Object.entries(authors)) {
    if (!Array.isArray(list)) continue;
    for (const item of list as Tree[]) {
      if (role === '5') {
        if (item.name) organisations.push(String(item.name));
        continue;
      }
      const r = Number(role);
      people.push({
        role: (PERSON_ROLES as readonly number[]).includes(r) ? (r as PersonRole) : 1,
        surname: String(item.surname ?? ''),
        name: String(item.name ?? ''),
        fathername: String(item.fathername ?? ''),
      });
    }
  }
  const language = ['EN', 'RU', 'UA'].includes(String(pub.language)) ? (pub.language as RecordForm['language']) : '';
  const host = isTree(pub.host) ? pub.host : {};
  const hostEditors: PersonRow[] = (Array.isArray(host.editors) ? (host.editors as Tree[]) : []).map((p) => ({
    role: 3,
    surname: String(p?.surname ?? ''),
    name: String(p?.name ?? ''),
    fathername: String(p?.fathername ?? ''),
  }));
  let extra: unknown = pub;
  for (const path of formPaths(type)) extra = without(extra, path);
  return {
    type,
    language,
    values,
    people: people.length ? people : emptyForm().people,
    organisations,
    ...(hostEditors.length ? { hostEditors } : {}),
    ...(isTree(extra) && Object.keys(extra).length ? { extra: extra as Record<string, unknown> } : {}),
  };
}

/** A problem found at a field: the key of its message under `biblio.errors`. */
export interface FieldError {
  field: string;
  message: 'required' | 'length' | 'pages' | 'link' | 'year' | 'date' | 'surname' | 'styles' | 'isbn' | 'issn';
}

export const MIN_LENGTH = 3;
export const MAX_LENGTH = 1000;

/**
 * A date as the Publication stores it (YYYY-MM-DD or YYYY-MM): the Russian and Ukrainian
 * way of writing one, DD.MM.YYYY (or MM.YYYY), is taken too, so the date fields are plain text
 * with the interface language's pattern rather than the browser's own date picker, whose
 * format follows the browser's language, not the page's.
 */
export function isoDate(value: string): string {
  const v = value.trim();
  const day = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (day) return `${day[3]}-${day[2]?.padStart(2, '0')}-${day[1]?.padStart(2, '0')}`;
  const month = /^(\d{1,2})\.(\d{4})$/.exec(v);
  if (month) return `${month[2]}-${month[1]?.padStart(2, '0')}`;
  return v;
}

/** A month, YYYY-MM: a periodical's issue date may be one (docs/api.md, record rules). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function check(f: FieldDef, value: string, newspaper: boolean): FieldError['message'] | undefined {
  const v = value.trim();
  if (!v) return f.required || (f.newspaperOnly && newspaper) ? 'required' : undefined;
  if (v.length > MAX_LENGTH) return 'length';
  switch (f.kind) {
    case 'text':
      return v.length < MIN_LENGTH ? 'length' : undefined;
    case 'year':
      return /^\d{4}$/.test(v) ? undefined : 'year';
    case 'pages':
      // A pasted range keeps its en or em dash; it is saved with a hyphen (normalisePages).
      return /^\d+(?:-\d+)?$/.test(normalisePages(v)) ? undefined : 'pages';
    case 'date': {
      const iso = isoDate(v);
      if (f.month && MONTH.test(iso)) return undefined;
      return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(Date.parse(iso)) ? undefined : 'date';
    }
    case 'link':
      return DOI.test(v) || URL_LIKE.test(v) ? undefined : 'link';
    default:
      return undefined;
  }
}

/**
 * Spec §5 at the field: lengths 3–1000, pages digits and hyphen, URL or DOI, year and
 * title required (and the issue date of a newspaper), a person needs a surname or is
 * removed, defence place for dissertations, YYYY-MM-DD dates, at least one style.
 */
export function validate(form: RecordForm, styles: readonly string[]): FieldError[] {
  const errors: FieldError[] = [];
  if (styles.length === 0) errors.push({ field: 'styles', message: 'styles' });
  const newspaper = form.values.periodicalType === '3';
  // A part may carry its year as its host's (docs/model.md), as the engine's check allows.
  const hostYear = !blank(form.values.inYear) && (PART_TYPES as readonly string[]).includes(form.type);
  for (const f of fieldsFor(form.type, styles)) {
    const message = check(f, form.values[f.id] ?? '', newspaper);
    if (message && !(f.id === 'year' && message === 'required' && hostYear)) errors.push({ field: f.id, message });
  }
  (form.hostEditors ?? []).forEach((p, i) => {
    const any = !blank(p.surname) || !blank(p.name) || !blank(p.fathername);
    if (any && blank(p.surname)) errors.push({ field: `editor-${i}-surname`, message: 'surname' });
  });
  form.people.forEach((p, i) => {
    const any = !blank(p.surname) || !blank(p.name) || !blank(p.fathername);
    if (any && blank(p.surname)) errors.push({ field: `person-${i}-surname`, message: 'surname' });
    else if (p.surname.length > MAX_LENGTH) errors.push({ field: `person-${i}-surname`, message: 'length' });
  });
  // The engine's own §5 checks of the publication (engine/src/validate.ts), at the field they name.
  const byPath = new Map(fieldsFor(form.type, styles).map((f) => [f.path.join('.'), f.id]));
  const RULES: Record<string, FieldError['message']> = {
    required: 'required',
    length: 'length',
    pages: 'pages',
    url: 'link',
    // javascript:, file: … (the engine's `scheme` rule): shown as an invalid address.
    scheme: 'link',
    doi: 'link',
    date: 'date',
    year: 'year',
    // The check digit of an ISBN or ISSN (ISO 2108, ISO 3297).
    isbn: 'isbn',
    issn: 'issn',
  };
  for (const issue of engineValidate(publicationOf(form, styles), styles)) {
    // A host editor's row is named like an author's: editor-{i}-surname.
    const editor = /^host\.editors\.(\d+)\.surname$/.exec(issue.field)?.[1];
    const field = editor === undefined ? byPath.get(issue.field) : `editor-${editor}-surname`;
    const message = editor === undefined ? RULES[issue.rule] : 'surname';
    if (issue.severity !== 'error' || !field || !message) continue;
    if (!errors.some((e) => e.field === field)) errors.push({ field, message });
  }
  form.organisations.forEach((o, i) => {
    if (blank(o)) errors.push({ field: `org-${i}`, message: 'required' });
    else if (o.length > MAX_LENGTH) errors.push({ field: `org-${i}`, message: 'length' });
  });
  return errors;
}

/** Whether anything was typed (spec §2: creation screens warn before data is lost). */
export function isDirty(form: RecordForm): boolean {
  return (
    Object.values(form.values).some((v) => !blank(v)) ||
    (form.hostEditors ?? []).some((p) => !blank(p.surname)) ||
    form.people.some((p) => !blank(p.surname) || !blank(p.name) || !blank(p.fathername)) ||
    form.organisations.some((o) => !blank(o))
  );
}
