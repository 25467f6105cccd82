/** The token claims of spec §3, plus the client-side GM flag. */
export interface Claims {
  sub: string;
  jti?: string;
  user_id?: number;
  user_name: string;
  google_id?: string | null;
  has_pwd?: boolean;
  roles: string[];
  iss?: string;
  aud?: string;
  exp?: number;
}

/** Spec §3: the guest is sub 'GUEST', user_name 'guest', no ids, empty roles. */
export const GUEST: Claims = { sub: 'GUEST', user_name: 'guest', roles: [] };

function base64UrlDecode(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The claims of a JWT's payload (the signature is the server's business). A single role
 * string becomes a one-item list (spec §3). An unreadable token gives undefined.
 */
export function claimsOf(token: string): Claims | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const raw = JSON.parse(base64UrlDecode(payload)) as Record<string, unknown>;
    const roles = raw.roles;
    return {
      ...(raw as unknown as Claims),
      sub: String(raw.sub ?? ''),
      user_name: String(raw.user_name ?? ''),
      roles: Array.isArray(roles) ? roles.map(String) : typeof roles === 'string' && roles ? [roles] : [],
    };
  } catch {
    return undefined;
  }
}
