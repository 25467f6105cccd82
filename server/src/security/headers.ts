import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** Origins a deployment adds to the policy (a payment provider's checkout form, Google sign-in). */
export interface ContentSecurityExtras {
  /** Where forms may post (a provider's checkout page). */
  formAction?: string[];
  /** Scripts and frames from an identity provider (Google's sign-in library). */
  script?: string[];
  frame?: string[];
  connect?: string[];
}

/**
 * Security headers on every response (helmet): a Content-Security-Policy the built web app
 * passes with (its scripts and styles are files under /dist/; React sets styles through the
 * DOM, which CSP does not govern, but a few components use style attributes, hence
 * 'unsafe-inline' for styles only), no framing by other sites, nosniff, and no referrer
 * beyond the origin.
 */
export function securityHeaders(extra: ContentSecurityExtras = {}): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.script ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(extra.connect ?? [])],
        frameSrc: ["'self'", ...(extra.frame ?? [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...(extra.formAction ?? [])],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The app is served over plain HTTP on localhost too; HSTS belongs to the HTTPS proxy (docs/deploy.md).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Google sign-in opens a window that goes to Google and comes back with the token for its
    // opener (web/src/lib/google-signin.ts); a Cross-Origin-Opener-Policy would sever that link.
    crossOriginOpenerPolicy: false,
  });
}
