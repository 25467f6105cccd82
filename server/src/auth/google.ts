import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';

/** What a verified Google ID token tells us. */
export interface GoogleIdentity {
  googleId: string;
  email: string;
}

/** Checks a Google ID token; null when it is not valid. An adapter, so tests use their own JWKS. */
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

export interface GoogleOptions {
  /** The OAuth client id: the token's audience must be it. */
  clientId: string;
  /** Google's keys: https://www.googleapis.com/oauth2/v3/certs; tests serve theirs on loopback. */
  jwksUrl: string;
  /** Google signs with these issuers (Google Identity docs, "Verify the Google ID token"). */
  issuers?: string[];
}

/** Verifies signature (RS256 against the JWKS), audience, issuer and expiry; needs a verified email. */
export function googleVerifier(opts: GoogleOptions): GoogleVerifier {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(opts.jwksUrl));
  const issuer = opts.issuers ?? ['accounts.google.com', 'https://accounts.google.com'];
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { audience: opts.clientId, issuer, algorithms: ['RS256'] });
      const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : '';
      if (!payload.sub || !email || payload.email_verified === false) return null;
      return { googleId: payload.sub, email };
    } catch {
      return null;
    }
  };
}

/** When no client id is configured, Google sign-in is refused rather than trusted. */
export const googleDisabled: GoogleVerifier = async () => null;
