import type { Person, Publication } from '../model/publication.js';
import type { Piece } from '../template/piece.js';
import { personsOf } from './fields.js';
import type { ListOptions, NameListOptions } from './names.js';
import { byRole, organisationList, peopleList } from './people.js';

/** The people credited as authors: role 1 (authors), else none. */
export const authorsOf = (pub: Publication): Person[] => personsOf(pub, '1');
export const editorsOf = (pub: Publication): Person[] => personsOf(pub, '3');
export const translatorsOf = (pub: Publication): Person[] => personsOf(pub, '4');

/** A name list piece for one role, with the style's fixed name options (`peopleList`). */
export function names(role: '1' | '2' | '3' | '4', opts: NameListOptions): Piece {
  return peopleList(byRole(role), () => opts);
}

/** Organisations (role 5) joined with the style's fixed delimiters and et-al rule (`organisationList`). */
export function organisations(opts: ListOptions): Piece {
  return organisationList(() => opts);
}
