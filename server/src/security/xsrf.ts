import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { fail } from '../errors.js';
import { langOf, t } from '../i18n/messages.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit XSRF protection (spec §7: cookie XSRF-TOKEN, header X-XSRF-TOKEN). Any
 * answer to a request without the cookie sets it (readable by scripts, SameSite=Strict);
 * every state-changing request must echo it in the header. `exempt` paths are pure
 * computations with no session (POST /api/format).
 */
export function xsrf(exempt: ReadonlySet<string>, secure: boolean): RequestHandler {
  return (req, res, next) => {
    const cookie = (req.cookies as Record<string, string> | undefined)?.[XSRF_COOKIE];
    if (!cookie) {
      res.cookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), {
        httpOnly: false,
        sameSite: 'strict',
        secure,
        path: '/',
        maxAge: 31_536_000_000,
      });
    }
    if (SAFE.has(req.method) || exempt.has(req.path)) return next();
    const header = req.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !same(cookie, header)) {
      return next(fail(403, 'xsrf', t('xsrf', langOf(req))));
    }
    next();
  };
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
