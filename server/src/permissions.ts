import type { Viewer } from './auth/viewer.js';

/**
 * The checks of spec §6, in one place, used by every route:
 * guest: anyone; login: only when not signed in; user: a signed-in account; editor: admin
 * or editor; admin: role admin; wip: role wip, or admin with the GM flag; gm: admin with
 * the GM flag.
 */
export const ACCESS = ['guest', 'login', 'user', 'editor', 'admin', 'wip', 'gm'] as const;
export type Access = (typeof ACCESS)[number];

/** 'ok', or why not: 'auth' (sign in first → 401), 'forbidden' (→ 403), 'signedIn' (login-only → 403). */
export type Verdict = 'ok' | 'auth' | 'forbidden' | 'signedIn';

const hasRole = (viewer: Viewer, role: string) => viewer.kind === 'user' && viewer.account.roles.includes(role);

export function isAdmin(viewer: Viewer): boolean {
  return hasRole(viewer, 'admin');
}
export function isEditor(viewer: Viewer): boolean {
  return isAdmin(viewer) || hasRole(viewer, 'editor');
}
export function isGm(viewer: Viewer): boolean {
  return isAdmin(viewer) && viewer.gm;
}
export function isWip(viewer: Viewer): boolean {
  return hasRole(viewer, 'wip') || isGm(viewer);
}
/** Spec §6: create, update and destroy (of shared content) need wip or gm. */
export function canChangeShared(viewer: Viewer): boolean {
  return isWip(viewer) || isGm(viewer);
}
/** Spec §6 deleteGoogle: a linked Google account and a password set. */
export function canRemoveGoogle(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.account.google_id !== null && viewer.account.password_hash !== null;
}
/** Spec §6: the record creator is matched by user id. */
export function isCreator(viewer: Viewer, row: { user_id: number | string }): boolean {
  return viewer.kind === 'user' && Number(row.user_id) === viewer.account.id;
}

export function check(access: Access, viewer: Viewer): Verdict {
  if (access === 'guest') return 'ok';
  if (access === 'login') return viewer.kind === 'user' ? 'signedIn' : 'ok';
  if (viewer.kind !== 'user') return 'auth';
  switch (access) {
    case 'user':
      return 'ok';
    case 'editor':
      return isEditor(viewer) ? 'ok' : 'forbidden';
    case 'admin':
      return isAdmin(viewer) ? 'ok' : 'forbidden';
    case 'wip':
      return isWip(viewer) ? 'ok' : 'forbidden';
    case 'gm':
      return isGm(viewer) ? 'ok' : 'forbidden';
  }
}
