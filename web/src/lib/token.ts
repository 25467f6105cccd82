import { signal } from '@preact/signals-react';
import { readJson, removeKey, writeJson } from './storage.js';

/** Spec §4: the token is kept in browser local storage. */
export const TOKEN_KEY = 'referent.token';

/** The current JWT, or '' for a guest. */
export const token = signal<string>(readJson<string>(TOKEN_KEY, ''));

export function storeToken(value: string): void {
  token.value = value;
  if (value) writeJson(TOKEN_KEY, value);
  else removeKey(TOKEN_KEY);
}
