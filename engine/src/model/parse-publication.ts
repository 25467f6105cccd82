import { AUTHOR_ROLES } from './author-roles.js';
import type { Publication } from './publication.js';
import {
  isObject,
  isPlainObject,
  optionIssue,
  type SchemaIssue,
  typeIssue,
  unionIssue,
  unrecognizedIssue,
} from './schema-issue.js';

/**
 * `publicationSchema.safeParse` without zod, in two paths. zod's walk costs about as much as
 * formatting a reference, and nearly every record the engine sees is already plain and valid:
 * JSON objects whose fields are strings, finite numbers, null or absent. Such a record is
 * checked and copied in one pass, into the very object zod would give (the schema's keys
 * first, in its order, then the unknown ones, each object and array a fresh copy). Anything
 * else (a language to normalise, a non-plain object, a wrong type, an odd key) takes the
 * second path, `parsePublicationSlowly`, which follows zod's own walk (its object, union,
 * record and enum rules, key order and messages) for any input. Neither loads zod, so the
 * formatting path does not (a fifth of `referent format`'s start-up). parse-publication.test.ts
 * checks both against `publicationSchema.safeParse` for random valid and invalid records:
 * the same acceptance, the same object, the same issues (code, path, message).
 */

type Kind = 'text' | 'numish' | 'flag' | Shape | { array: Shape };
interface Shape {
  keys: readonly string[];
  kinds: Readonly<Record<string, Kind>>;
  /** Each key's place in `keys`, and its kind. */
  index: ReadonlyMap<string, { at: number; kind: Kind }>;
}

function shape(kinds: Record<string, Kind>): Shape {
  const keys = Object.keys(kinds);
  return { keys, kinds, index: new Map(keys.map((k, at) => [k, { at, kind: kinds[k] as Kind }])) };
}

const person = shape({ surname: 'text', name: 'text', fathername: 'text', role: 'numish', id: 'numish' });

/** The schema of publication.ts, field by field (a unit test checks the keys against it). */
export const FAST_SHAPES = {
  person,
  title: shape({
    publicationTitle: 'text',
    nameVolume: 'text',
    parallelTitles: { array: shape({ text: 'text' }) },
    detailsForTitle: 'text',
    infoAbouteTitle: 'text',
    material: 'text',
    typePublication: 'text',
    standartNumber: { array: shape({ standart: 'text', number: 'text' }) },
  }),
  series: shape({
    series: 'text',
    volume: 'numish',
    issue: 'numish',
    number: 'numish',
    countVolume: 'numish',
    periodicalType: 'numish',
    publicDate: 'text',
    issn: 'text',
  }),
  outputData: shape({ year: 'numish', editionPlace: 'text', publisher: 'text', isbn: 'text' }),
  physical: shape({ pages: 'numish', additionMaterial: 'text' }),
  accessData: shape({ link: 'text', type: 'text', acceptedDate: 'text', createDate: 'text', accessedDate: 'text' }),
  specialData: shape({
    date: 'text',
    dateEnd: 'text',
    place: 'text',
    organization: 'text',
    country: 'text',
    specialty: 'text',
    codeSpecialty: 'text',
    standardNumber: 'text',
    defPlace: 'text',
    dissertation: 'flag',
    idAcademicDegree: 'numish',
    idScience: 'numish',
    patentNumber: 'numish',
    patentType: 'numish',
    patentOffice: 'text',
    classify: 'numish',
    index: 'text',
    subClass: 'text',
    registerNum: 'numish',
    applicationDate: 'text',
    datePublication: 'text',
    buleten: 'numish',
    priorityNumber: 'numish',
    priorityCountry: 'text',
    priorityApplicationDate: 'text',
  }),
  host: shape({
    title: 'text',
    editors: { array: person },
    edition: 'numish',
    volume: 'numish',
    nameVolume: 'text',
    series: 'text',
    editionPlace: 'text',
    publisher: 'text',
    year: 'numish',
    isbn: 'text',
  }),
};

/** Top-level keys in the schema's order; `language`, `authors` and the id are handled apart. */
export const TOP_KEYS = [
  'idTypePublication',
  'language',
  'edition',
  'note',
  'infoStandart',
  'country',
  'title',
  'series',
  'outputData',
  'physical',
  'accessData',
  'specialData',
  'authors',
  'host',
] as const;
const TOP: Readonly<Record<string, Kind>> = {
  edition: 'numish',
  note: 'text',
  infoStandart: 'text',
  country: 'text',
  title: FAST_SHAPES.title,
  series: FAST_SHAPES.series,
  outputData: FAST_SHAPES.outputData,
  physical: FAST_SHAPES.physical,
  accessData: FAST_SHAPES.accessData,
  specialData: FAST_SHAPES.specialData,
  host: FAST_SHAPES.host,
};
const TOP_SET = new Set<string>(TOP_KEYS);
const ROLES = new Set<string>(AUTHOR_ROLES);

/** Thrown (and caught below) when a record needs zod; never escapes this module. */
const SLOW = Symbol('slow');

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function isNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

function scalar(kind: 'text' | 'numish' | 'flag', value: unknown): unknown {
  if (value === null || value === undefined || typeof value === 'string') return value;
  if (kind !== 'text' && isNumber(value)) return value;
  if (kind === 'flag' && typeof value === 'boolean') return value;
  throw SLOW;
}

function value(kind: Kind, v: unknown): unknown {
  if (typeof kind === 'string') return scalar(kind, v);
  if (v === null || v === undefined) return v;
  if ('array' in kind) {
    if (!Array.isArray(v)) throw SLOW;
    const out = new Array(v.length);
    for (let i = 0; i < v.length; i++) out[i] = object(kind.array, v[i]);
    return out;
  }
  return object(kind, v);
}

/** A loose object: the shape's keys that are present, in the shape's order, then the others as given. */
function object(s: Shape, v: unknown): Record<string, unknown> {
  if (!isPlain(v)) throw SLOW;
  const given = Object.keys(v);
  // Records are usually written in the schema's order: then one walk over the keys given
  // copies them in that order (the schema's keys that are present, then the others).
  let last = -1;
  let other = false;
  let ordered = true;
  for (let i = 0; i < given.length; i++) {
    const key = given[i] as string;
    const known = s.index.get(key);
    if (known === undefined) {
      if (key === '__proto__') throw SLOW;
      other = true;
    } else if (other || known.at < last) {
      ordered = false;
      break;
    } else last = known.at;
  }
  if (ordered) {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < given.length; i++) {
      const key = given[i] as string;
      const known = s.index.get(key);
      out[key] = known === undefined ? v[key] : value(known.kind, v[key]);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const key of s.keys) if (key in v) out[key] = value(s.kinds[key] as Kind, v[key]);
  for (const key of Object.keys(v)) {
    if (key === '__proto__') throw SLOW;
    if (!Object.hasOwn(s.kinds, key)) out[key] = v[key];
  }
  return out;
}

function authors(v: unknown): unknown {
  if (v === null || v === undefined) return v;
  if (!isPlain(v)) throw SLOW;
  const out: Record<string, unknown> = {};
  // Role keys are integer-like, so every object lists them in numeric order, as zod does.
  for (const key of Object.keys(v)) {
    if (!ROLES.has(key)) throw SLOW;
    out[key] = value({ array: person }, v[key]);
  }
  return out;
}

function publication(v: unknown): Publication {
  if (!isPlain(v)) throw SLOW;
  const id = v.idTypePublication;
  if (typeof id !== 'string' && !isNumber(id)) throw SLOW;
  const out: Record<string, unknown> = {};
  for (const key of TOP_KEYS) {
    if (!(key in v)) continue;
    const given = v[key];
    if (key === 'idTypePublication') out[key] = id;
    // Only a language already in its normal form; zod's preprocess normalises the rest.
    else if (key === 'language') {
      if (given !== undefined && given !== null && given !== 'EN' && given !== 'RU' && given !== 'UA') throw SLOW;
      out[key] = given;
    } else if (key === 'authors') out[key] = authors(given);
    else out[key] = value(TOP[key] as Kind, given);
  }
  for (const key of Object.keys(v)) {
    if (key === '__proto__') throw SLOW;
    if (!TOP_SET.has(key)) out[key] = v[key];
  }
  return out as Publication;
}

// A record the fast path takes unchanged (only plain `Object.prototype` objects and arrays, the
// values as they are): then zod's record equals it but for key order and identity, and a
// caller that only reads the record (the dispatcher, which formats it) can skip the copy.

function isPlainAsIs(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;
}

function valueAsIs(kind: Kind, v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (typeof kind === 'string') {
    return typeof v === 'string' || (kind !== 'text' && (isNumber(v) || (kind === 'flag' && typeof v === 'boolean')));
  }
  if (!('array' in kind)) return objectAsIs(kind, v);
  if (!Array.isArray(v)) return false;
  for (let i = 0; i < v.length; i++) if (!objectAsIs(kind.array, v[i])) return false;
  return true;
}

function objectAsIs(s: Shape, v: unknown): boolean {
  if (!isPlainAsIs(v)) return false;
  for (const key in v) {
    if (key === '__proto__') return false;
    const known = s.index.get(key);
    if (known !== undefined && !valueAsIs(known.kind, v[key])) return false;
  }
  return true;
}

const PEOPLE: Kind = { array: person };

function publicationAsIs(v: unknown): v is Publication {
  if (!isPlainAsIs(v)) return false;
  const id = v.idTypePublication;
  if (typeof id !== 'string' && !isNumber(id)) return false;
  for (const key in v) {
    if (key === '__proto__') return false;
    const given = v[key];
    if (key === 'language') {
      if (given !== undefined && given !== null && given !== 'EN' && given !== 'RU' && given !== 'UA') return false;
    } else if (key === 'authors') {
      if (given === null || given === undefined) continue;
      if (!isPlainAsIs(given)) return false;
      for (const role in given) if (!ROLES.has(role) || !valueAsIs(PEOPLE, given[role])) return false;
    } else {
      const kind = TOP[key];
      if (kind !== undefined && !valueAsIs(kind, given)) return false;
    }
  }
  return true;
}

/**
 * `parsePublication` for a caller that only reads the record: one the fast path would copy
 * unchanged is returned itself (equal to the copy but for key order, which nothing in
 * formatting reads), without the copy's allocations. parse-publication.test.ts checks that
 * such a record equals `parsePublication`'s; dispatch.test.ts that formatting a deep-frozen
 * record changes nothing.
 */
export function parsePublicationToRead(input: unknown): PublicationParse {
  return publicationAsIs(input) ? { success: true, data: input } : parsePublication(input);
}

export type PublicationParse =
  | { success: true; data: Publication; error?: undefined }
  | { success: false; data?: undefined; error: { issues: SchemaIssue[] } };

/** `publicationSchema.safeParse(input)`: the same acceptance, record and issues, without zod. */
export function parsePublication(input: unknown): PublicationParse {
  try {
    return { success: true, data: publication(input) };
  } catch (e) {
    if (e !== SLOW) throw e;
    return parsePublicationSlowly(input);
  }
}

// The second path: zod's walk for any input. A path is built only for an issue.

type Path = readonly PropertyKey[];
const at = (path: Path, key: PropertyKey): PropertyKey[] => [...path, key];
const LANGUAGES = ['EN', 'RU', 'UA'] as const;

function slowScalar(kind: 'text' | 'numish' | 'flag', v: unknown, path: Path, issues: SchemaIssue[]): unknown {
  if (v === null || v === undefined || typeof v === 'string') return v;
  if (kind === 'text') issues.push(typeIssue('string', v, [...path]));
  else if (isNumber(v) || (kind === 'flag' && typeof v === 'boolean')) return v;
  else issues.push(unionIssue([...path]));
  return v;
}

function slowValue(kind: Kind, v: unknown, path: Path, issues: SchemaIssue[]): unknown {
  if (typeof kind === 'string') return slowScalar(kind, v, path, issues);
  if (v === null || v === undefined) return v;
  if ('array' in kind) return slowArray(kind.array, v, path, issues);
  return slowObject(kind, v, path, issues);
}

function slowArray(s: Shape, v: unknown, path: Path, issues: SchemaIssue[]): unknown {
  if (!Array.isArray(v)) {
    issues.push(typeIssue('array', v, [...path]));
    return v;
  }
  const out = new Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = slowObject(s, v[i], at(path, i), issues);
  return out;
}

/** zod's loose object: each schema key read (inherited ones too) and kept if `in` the input, then every other enumerable key but `__proto__`. */
function slowObject(
  s: Shape,
  v: unknown,
  path: Path,
  issues: SchemaIssue[],
  own?: (key: string, given: unknown, path: Path) => unknown,
): unknown {
  if (!isObject(v)) {
    issues.push(typeIssue('object', v, [...path]));
    return v;
  }
  const out: Record<string, unknown> = {};
  for (const key of s.keys) {
    const given = v[key];
    const r = own ? own(key, given, path) : slowValue(s.kinds[key] as Kind, given, at(path, key), issues);
    if (key in v) out[key] = r;
  }
  for (const key in v) {
    if (s.index.has(key) || key === '__proto__') continue;
    out[key] = v[key];
  }
  return out;
}

/** zod's partial record of roles: own enumerable keys, a role's people checked, other keys unrecognised. */
function slowAuthors(v: unknown, path: Path, issues: SchemaIssue[]): unknown {
  if (v === null || v === undefined) return v;
  if (!isPlainObject(v)) {
    issues.push(typeIssue('record', v, [...path]));
    return v;
  }
  const out: Record<string, unknown> = {};
  const unknownKeys: PropertyKey[] = [];
  for (const key of Reflect.ownKeys(v)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(v, key)) continue;
    if (typeof key !== 'string' || !ROLES.has(key)) {
      unknownKeys.push(key);
      continue;
    }
    out[key] = slowValue({ array: person }, v[key], at(path, key), issues);
  }
  if (unknownKeys.length) issues.push(unrecognizedIssue(unknownKeys, [...path]));
  return out;
}

/** The language as zod's preprocess leaves it: trimmed, upper case, '' absent, `UK` as `UA`. */
function slowLanguage(v: unknown, path: Path, issues: SchemaIssue[]): unknown {
  let code = v;
  if (typeof v === 'string') {
    const c = v.trim().toUpperCase();
    code = c === '' ? undefined : c === 'UK' ? 'UA' : c;
  }
  if (code === null || code === undefined || code === 'EN' || code === 'RU' || code === 'UA') return code;
  issues.push(optionIssue(LANGUAGES, [...path]));
  return code;
}

/** The top level in the schema's order (the id, language and authors are read apart). */
const TOP_SHAPE = shape(Object.fromEntries(TOP_KEYS.map((k) => [k, TOP[k] ?? 'text'])));

/** `publicationSchema.safeParse(input)` by zod's rules, for any input (parse-publication.test.ts). */
export function parsePublicationSlowly(input: unknown): PublicationParse {
  const issues: SchemaIssue[] = [];
  const data = slowObject(TOP_SHAPE, input, [], issues, (key, given, path) => {
    if (key === 'idTypePublication') {
      // Required, and never null: a union of number and string.
      if (typeof given !== 'string' && !isNumber(given)) issues.push(unionIssue(at(path, key)));
      return given;
    }
    if (key === 'language') return slowLanguage(given, at(path, key), issues);
    if (key === 'authors') return slowAuthors(given, at(path, key), issues);
    return slowValue(TOP[key] as Kind, given, at(path, key), issues);
  });
  return issues.length ? { success: false, error: { issues } } : { success: true, data: data as Publication };
}
