import { resolve } from 'node:path';

/** The server's settings, read once from the environment. */
export interface ServerConfig {
  port: number;
  /** Folder for the SQLite file, the mail outbox and other local state (created on start). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when absent. */
  databaseUrl?: string;
  /** The built web app (web/dist), served under /dist/ with SPA fallback. */
  webDist: string;
  /** SMTP URL (smtps://user:pass@host:465) and sender; without it mail goes to <dataDir>/outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Google OAuth client id; Google sign-in is off without it. */
  googleClientId?: string;
  googleJwksUrl: string;
  /** Google's OAuth authorization endpoint, where the web's sign-in window goes. */
  googleAuthUrl: string;
  /** Token issuer and audience (spec §9: the host). */
  publicHost: string;
  /** Mark cookies Secure (set when served over HTTPS). */
  secureCookies: boolean;
  /** TRUST_PROXY: hops (a number) or addresses of the reverse proxy in front, for client IPs. */
  trustProxy?: number | string;
  /** ADMIN_EMAILS: comma-separated accounts made admins at sign-in (the first admin of a fresh install). */
  adminEmails: string[];
  /** Source search: OPENLIBRARY_URL, CROSSREF_URL and CROSSREF_MAILTO (Crossref's polite pool). */
  openLibraryUrl: string;
  crossrefUrl: string;
  crossrefMailto?: string;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): ServerConfig {
  const port = Number.parseInt(env.PORT ?? '8080', 10);
  return {
    port: Number.isInteger(port) && port >= 0 ? port : 8080,
    dataDir: resolve(root, env.DATA_DIR ?? 'data'),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    webDist: resolve(root, env.WEB_DIST ?? 'web/dist'),
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? 'Referent <no-reply@localhost>',
    ...(env.GOOGLE_CLIENT_ID ? { googleClientId: env.GOOGLE_CLIENT_ID } : {}),
    googleJwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    googleAuthUrl: env.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    publicHost: env.PUBLIC_HOST ?? 'localhost',
    secureCookies: env.SECURE_COOKIES === 'true',
    ...(env.TRUST_PROXY
      ? { trustProxy: /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY }
      : {}),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    openLibraryUrl: env.OPENLIBRARY_URL || 'https://openlibrary.org',
    crossrefUrl: env.CROSSREF_URL || 'https://api.crossref.org',
    ...(env.CROSSREF_MAILTO ? { crossrefMailto: env.CROSSREF_MAILTO } : {}),
  };
}
