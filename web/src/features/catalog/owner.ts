import { readJson, writeJson } from '../../lib/storage.js';
import type { Owner } from './model.js';

/** The list's author, kept in this browser (the server's account holds only an e-mail). */
const KEY = 'referent.catalog.owner';

export function loadOwner(): Owner {
  return { surname: '', name: '', patronymic: '', ...readJson<Partial<Owner>>(KEY, {}) };
}

export function saveOwner(owner: Owner): void {
  writeJson(KEY, owner);
}
