import { fieldIssues } from '@referent/engine';
import type { NextFunction, Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { GoogleVerifier } from '../auth/google.js';
import type { PasswordWork } from '../auth/password-work.js';
import type { TokenConfig } from '../auth/tokens.js';
import { type Account, resolveViewer, type Viewer } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, langOf, t } from '../i18n/messages.js';
import type { LookupConfig } from '../lookups/fetcher.js';
import type { Mailer } from '../mail/mailer.js';
import { type Access, check } from '../permissions.js';
import type { Limiter } from '../security/rate-limit.js';

/** Everything a handler may use; built once in createApp. */
export interface Services {
  db: Knex;
  tokens: TokenConfig;
  /** argon2 hashing and checks through one bounded queue. */
  passwords: PasswordWork;
  /** How long a session may be refreshed after its last refresh. */
  sessionTtlMs: number;
  mailer: Mailer;
  google: GoogleVerifier;
  /** Attempt budgets (in memory on SQLite, in the database on PostgreSQL: shared by every instance). */
  limits: {
    loginIp: Limiter;
    /** Per address and account: a stranger's wrong passwords cannot lock the owner out elsewhere. */
    loginIpAccount: Limiter;
    /** Per account over all addresses, charged only by attempts within their address's budgets. */
    loginAccount: Limiter;
    restoreIp: Limiter;
    restoreAccount: Limiter;
    registerIp: Limiter;
    /** Password checks of signed-in users (change password, delete data…). */
    passwordIp: Limiter;
    passwordAccount: Limiter;
    /** Anonymous formatting (POST /api/format). */
    formatIp: Limiter;
    /** Payment callbacks (anyone can post one; each is stored as received). */
    callbackIp: Limiter;
  };
  /** E-mails (lower case) made admins at sign-in (ADMIN_EMAILS). */
  adminEmails: ReadonlySet<string>;
  /** The engine's citation parser (injected so tests can replace it). */
  parseCitation: (text: string, hintLanguage?: 'EN' | 'RU' | 'UA') => unknown;
  /** The source-search adapters' settings and HTTP client (OpenLibrary, Crossref). */
  lookups: LookupConfig;
  now: () => Date;
}

/** One API route, described once: the router, OpenAPI, docs/api.md and the security tests read it. */
export interface RouteDef {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** Express path (`/api/Bibliograph/:id`). */
  path: string;
  access: Access;
  tag: string;
  summary: string;
  /** The plan rule in words, for the docs (spec §6 table). */
  plan?: string;
  /** The body schema (JSON, or form fields when `form`). */
  body?: z.ZodType;
  form?: boolean;
  /** A valid body, for the docs and the route × role matrix. */
  example?: unknown;
  /** What a 2xx answer holds, in words. */
  answer: string;
}

export interface Ctx<B> {
  req: Request;
  res: Response;
  viewer: Viewer;
  lang: Lang;
  body: B;
  services: Services;
}

export interface SignedInCtx<B> extends Ctx<B> {
  account: Account;
  /** The caller's session. */
  jti: string;
}

/** The routes registered so far, in order (one list per app). */
export type Registry = RouteDef[];

/**
 * Registers a route: resolves the viewer, applies the permission check, validates the
 * body with its zod schema (400 with field issues), then runs the handler and answers its
 * value as JSON. Errors go to the one error middleware.
 */
type BodyOf<S> = S extends z.ZodType ? z.infer<S> : undefined;
/** Routes anyone may call: their handlers get no `account`, only the viewer. */
type OpenAccess = 'guest' | 'login';

export function route<S extends z.ZodType | undefined>(
  router: Router,
  registry: Registry,
  services: Services,
  def: RouteDef & { body?: S; access: OpenAccess },
  handler: (ctx: Ctx<BodyOf<S>>) => Promise<unknown>,
): void;
export function route<S extends z.ZodType | undefined>(
  router: Router,
  registry: Registry,
  services: Services,
  def: RouteDef & { body?: S; access: Exclude<Access, OpenAccess> },
  handler: (ctx: SignedInCtx<BodyOf<S>>) => Promise<unknown>,
): void;
export function route(
  router: Router,
  registry: Registry,
  services: Services,
  def: RouteDef,
  handler: (ctx: SignedInCtx<unknown>) => Promise<unknown>,
): void {
  registry.push(def);
  router[def.method](def.path, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const lang = langOf(req);
      const viewer = await resolveViewer(
        services.db,
        services.tokens,
        req.headers.authorization,
        (req.cookies as Record<string, string> | undefined)?.gm,
        services.now(),
      );
      const verdict = check(def.access, viewer);
      if (verdict === 'auth') {
        throw fail(401, 'auth', t(viewer.kind === 'refused' ? 'sessionExpired' : 'signInRequired', lang));
      }
      if (verdict === 'forbidden') throw fail(403, 'forbidden', t('forbidden', lang));
      if (verdict === 'signedIn') throw fail(403, 'signedIn', t('alreadySignedIn', lang));
      let body: unknown;
      if (def.body) {
        const raw = req.body === undefined ? {} : req.body;
        const parsed = def.body.safeParse(raw);
        if (!parsed.success) {
          throw fail(400, 'invalid', t('invalidFields', lang), { issues: fieldIssues(parsed.error) });
        }
        body = parsed.data;
      }
      const ctx = { req, res, viewer, lang, body, services } as SignedInCtx<unknown>;
      if (viewer.kind === 'user') {
        ctx.account = viewer.account;
        ctx.jti = viewer.jti;
      }
      const value = await handler(ctx);
      if (!res.headersSent) res.json(value ?? {});
    } catch (e) {
      next(e);
    }
  });
}

/** The largest id a row can have: PostgreSQL's `integer` (Knex `increments`); a larger one is no row, not an error. */
export const MAX_ROW_ID = 2_147_483_647;

/** A row id from text or a number, or undefined when it cannot name a row (not digits, 0, beyond MAX_ROW_ID). */
export function rowIdOf(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : Number.NaN;
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_ROW_ID ? n : undefined;
}

/** A positive integer id from the path (`/:id`), the body (`{ id }`) or the query (`?id=`); 404 otherwise. */
export function recordId(ctx: Ctx<unknown>): number {
  const candidates = [
    (ctx.req.params as Record<string, unknown>).id,
    (ctx.req.body as Record<string, unknown> | undefined)?.id,
    ctx.req.query.id,
  ];
  for (const c of candidates) {
    if (c === undefined || c === null || c === '') continue;
    const n = rowIdOf(c);
    if (n !== undefined) return n;
    break;
  }
  throw fail(404, 'notFound', t('notFound', ctx.lang));
}
