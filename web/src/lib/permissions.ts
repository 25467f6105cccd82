import type { Claims } from './claims.js';

/** The permission checks of spec §6. */
export type Permission = 'route' | 'guest' | 'user' | 'admin' | 'editor' | 'wip' | 'login' | 'gm';

export function isUser(claims: Claims): boolean {
  return claims.user_name !== '' && claims.user_name !== 'guest' && claims.sub !== 'GUEST';
}

/** Spec §6: wip is role wip, or admin with the GM flag; gm is admin with the GM flag. */
export function allowed(permission: Permission, claims: Claims, gm: boolean): boolean {
  const admin = claims.roles.includes('admin');
  switch (permission) {
    case 'route':
    case 'guest':
      return true;
    case 'user':
      return isUser(claims);
    case 'admin':
      return admin;
    case 'editor':
      return admin || claims.roles.includes('editor');
    case 'wip':
      return claims.roles.includes('wip') || (admin && gm);
    case 'gm':
      return admin && gm;
    case 'login':
      return !isUser(claims);
  }
}
