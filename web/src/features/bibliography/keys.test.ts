import { SOURCE_TYPES, TRANSLIT_SCHEMES } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { FIELDS } from './fields.js';
import { PERSON_ROLES } from './record-form.js';

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
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
