import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The claims of spec §3, exactly: a signed-in user's token carries these and nothing else. */
export interface UserClaims {
  sub: string;
  jti: string;
  user_id: number;
  user_name: string;
  google_id: string | null;
  has_pwd: boolean;
  roles: string[];
  iss: string;
  aud: string;
}

export interface TokenConfig {
  /** HMAC key (at least 32 bytes); kept in the database so tokens survive a restart. */
  secret: Uint8Array;
  issuer: string;
  audience: string;
  /** Access-token lifetime in seconds (short: refreshed through /User/UpdateJWT). */
  ttlSeconds: number;
}

export interface AccountForToken {
  id: number;
  email: string;
  google_id: string | null;
  password_hash: string | null;
  roles: string[];
}

/** Signs a token for an account and session (`jti`). HS256: only this server signs and checks. */
export async function signToken(cfg: TokenConfig, user: AccountForToken, jti: string = randomUUID()): Promise<string> {
  return new SignJWT({
    user_id: user.id,
    user_name: user.email,
    google_id: user.google_id,
    has_pwd: user.password_hash !== null,
    roles: user.roles,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(user.id))
    .setJti(jti)
    .setIssuer(cfg.issuer)
    .setAudience(cfg.audience)
    .setIssuedAt()
    .setExpirationTime(`${cfg.ttlSeconds}s`)
    .sign(cfg.secret);
}

/** Why a token was refused; every reason answers 401. */
export type TokenError = 'expired' | 'invalid';

/**
 * Verifies signature, algorithm, issuer, audience and expiry. With `allowExpired`
 * (token refresh) an expired but otherwise valid token is accepted, and the session table
 * decides whether it may still be refreshed.
 */
export async function verifyToken(
  cfg: TokenConfig,
  token: string,
  allowExpired = false,
): Promise<{ ok: true; claims: UserClaims } | { ok: false; error: TokenError }> {
  try {
    const { payload } = await jwtVerify(token, cfg.secret, {
      algorithms: ['HS256'],
      issuer: cfg.issuer,
      audience: cfg.audience,
      // jose checks exp against now - tolerance; a huge tolerance accepts expired tokens.
      ...(allowExpired ? { clockTolerance: 10 * 365 * 24 * 3600 } : {}),
    });
    const claims = payload as unknown as UserClaims;
    if (typeof claims.user_id !== 'number' || typeof claims.jti !== 'string' || !Array.isArray(claims.roles)) {
      return { ok: false, error: 'invalid' };
    }
    return { ok: true, claims };
  } catch (e) {
    return { ok: false, error: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
