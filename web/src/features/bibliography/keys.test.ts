import { SOURCE_TYPES, STYLE_IDS, TRANSLIT_SCHEMES } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { BUNDLES } from '../../locales/bundles.js';
import { FORM_FIELDS_OF } from './candidates.js';
import { FIELDS } from './fields.js';
import { PERSON_ROLES } from './record-form.js';

const en = BUNDLES.en;
/** Styles whose name reads the same in every language keep the engine's (style-names.ts). */
const SAME_NAME = new Set(['ieee', 'iso']);

/** Keys the screens build at run time (`biblio.fields.${id}` …) must exist, or a key path shows. */
function has(path: string): boolean {
  let node: unknown = en;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

describe('run-time interface keys', () => {
  it('exist for every field, option, type, role and message', () => {
    const keys = [
      ...FIELDS.map((f) => `biblio.fields.${f.id}`),
      ...['surname', 'name', 'fathername', 'organisation', 'pageCount'].map((k) => `biblio.fields.${k}`),
      ...FIELDS.flatMap((f) => (f.options ?? []).map((o) => `biblio.options.${f.id}.${o || 'none'}`)),
      'biblio.options.none',
      ...SOURCE_TYPES.map((s) => `biblio.types.${s}`),
      ...PERSON_ROLES.map((r) => `biblio.roles.${r}`),
      ...['required', 'length', 'pages', 'link', 'year', 'date', 'surname', 'styles'].map((m) => `biblio.errors.${m}`),
      ...[
        'emailRequired',
        'emailInvalid',
        'passwordRequired',
        'passwordShort',
        'mismatch',
        'terms',
        'codeRequired',
      ].map((m) => `account.errors.${m}`),
      'biblio.scheme.russian',
      'biblio.scheme.ukrainian',
      ...TRANSLIT_SCHEMES.map((s) => `biblio.schemeNames.${s}`),
      ...['noHits', 'lookupFailed', 'lookupTimeout', 'lookupTooMany', 'lookupUnavailable'].map((m) => `biblio.${m}`),
      ...STYLE_IDS.filter((s) => !SAME_NAME.has(s)).map((s) => `biblio.styleNames.${s}`),
      ...Object.keys(FORM_FIELDS_OF).map((f) => `biblio.parsedField.${f}`),
      ...['parser', 'crossref', 'openlibrary', 'file'].map((o) => `biblio.quick.origin.${o}`),
      ...['EN', 'RU', 'UA'].map((l) => `biblio.languageNames.${l}`),
      ...['bibtex', 'ris', 'csl'].map((f) => `biblio.refs.as.${f}`),
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
