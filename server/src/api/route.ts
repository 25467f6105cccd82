import { fieldIssues } from '@referent/engine';
import type { NextFunction, Request, Response, Router } from 'express';
import type { Knex } from 'knex';
import type { z } from 'zod';
import type { GoogleVerifier } from '../auth/google.js';
import type { PasswordCost } from '../auth/passwords.js';
import type { TokenConfig } from '../auth/tokens.js';
import { type Account, resolveViewer, type Viewer } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, langOf, t } from '../i18n/messages.js';
import type { LookupConfig } from '../lookups/fetcher.js';
import type { Mailer } from '../mail/mailer.js';
import { type Access, check } from '../permissions.js';
import type { RateLimiter } from '../security/rate-limit.js';

/** Everything a handler may use; built once in createApp. */
export interface Services {
  db: Knex;
  tokens: TokenConfig;
  passwordCost: PasswordCost;
  /** How long a session may be refreshed after its last refresh. */
  sessionTtlMs: number;
  mailer: Mailer;
  google: GoogleVerifier;
  limits: {
    loginIp: RateLimiter;
    loginAccount: RateLimiter;
    restoreIp: RateLimiter;
    restoreAccount: RateLimiter;
    registerIp: RateLimiter;
  };
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

/** A positive integer id from the path (`/:id`), the body (`{ id }`) or the query (`?id=`); 404 otherwise. */
export function recordId(ctx: Ctx<unknown>): number {
  const candidates = [
    (ctx.req.params as Record<string, unknown>).id,
    (ctx.req.body as Record<string, unknown> | undefined)?.id,
    ctx.req.query.id,
  ];
  for (const c of candidates) {
    if (c === undefined || c === null || c === '') continue;
    const n = typeof c === 'number' ? c : typeof c === 'string' && /^\d{1,15}$/.test(c) ? Number(c) : Number.NaN;
    if (Number.isSafeInteger(n) && n > 0) return n;
    break;
  }
  throw fail(404, 'notFound', t('notFound', ctx.lang));
}
