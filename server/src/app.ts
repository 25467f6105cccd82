import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCitation } from '@referent/engine';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type { Registry, Services } from './api/route.js';
import { type GoogleVerifier, googleDisabled } from './auth/google.js';
import { DEFAULT_PASSWORD_WORK, type PasswordWorkRule, passwordWork } from './auth/password-work.js';
import { DEFAULT_PASSWORD_COST, type PasswordCost } from './auth/passwords.js';
import { errorHandler, HttpError } from './errors.js';
import { type LookupOptions, lookupConfig } from './lookups/fetcher.js';
import { lookupRoutes } from './lookups/routes.js';
import { type Mailer, outboxMailer } from './mail/mailer.js';
import type { PaymentsConfig } from './payments/config.js';
import { accountRoutes } from './routes/account.js';
import { annotationRoutes } from './routes/annotation.js';
import { bibliographRoutes } from './routes/bibliograph.js';
import { blogRoutes } from './routes/blog.js';
import { blogAsideRoutes } from './routes/blog-aside.js';
import { cardCatalogueRoutes } from './routes/cards.js';
import { catalogueRoutes } from './routes/catalogue.js';
import { classifierRoutes } from './routes/classifiers.js';
import { FORMAT_BODY_LIMIT, formatRoutes } from './routes/format.js';
import { type GoogleSignInConfig, googleConfigRoutes } from './routes/google-config.js';
import { healthRoutes } from './routes/health.js';
import { infographicsRoutes } from './routes/infographics.js';
import { journalRoutes } from './routes/journals.js';
import { openApiRoutes } from './routes/openapi.js';
import { paymentRoutes } from './routes/payment.js';
import { paymentAdminRoutes } from './routes/payment-admin.js';
import { paymentCallbackRoutes } from './routes/payment-callback.js';
import { paymentPlanRoutes } from './routes/payment-plans.js';
import { ratingRoutes } from './routes/rating.js';
import { textRoutes } from './routes/text.js';
import { userRoutes } from './routes/user.js';
import { webAppRoutes } from './routes/web-app.js';
import { bodyDepthGuard } from './security/body-guards.js';
import { type ContentSecurityExtras, securityHeaders } from './security/headers.js';
import { type LimiterStore, limiterStoreFor, type RateRule } from './security/rate-limit.js';
import { xsrf } from './security/xsrf.js';

/** What the app is built from; tests pass fakes at these edges only. */
export interface AppDeps {
  db: Knex;
  version: string;
  /** The built web app folder; omitted in API-only tests. */
  webDist?: string;
  /** HMAC key for tokens (main keeps one in the database); random per app when omitted. */
  jwtSecret?: Uint8Array;
  /** Token `iss` and `aud` (spec §9: the host). */
  issuer?: string;
  audience?: string;
  /** Access-token lifetime (default 15 minutes) and session lifetime (default 30 days). */
  tokenTtlSeconds?: number;
  sessionTtlMs?: number;
  passwordCost?: PasswordCost;
  /** How many argon2 jobs run at once and may wait (default 1 and 32). */
  passwordWork?: PasswordWorkRule;
  /** Mail adapter; an outbox folder under the system temp dir when omitted. */
  mailer?: Mailer;
  /** Google ID-token verifier; Google sign-in is refused when omitted. */
  google?: GoogleVerifier;
  /** The public side of Google sign-in the web needs (client id, authorization URL); off when omitted. */
  googleSignIn?: GoogleSignInConfig;
  /**
   * Attempt budgets. Login: per address (`ip`), per address and account (`account`: what one
   * address may try against one account) and per account over all addresses (`accountTotal`).
   */
  rateLimits?: {
    login?: { ip?: RateRule; account?: RateRule; accountTotal?: RateRule };
    restore?: { ip?: RateRule; account?: RateRule };
    register?: { ip?: RateRule };
    password?: { ip?: RateRule; account?: RateRule };
    format?: { ip?: RateRule };
    callback?: { ip?: RateRule };
  };
  /** Where the budgets are counted; memory on SQLite, the database on PostgreSQL when omitted. */
  limiterStore?: LimiterStore;
  /** The citation parser; the engine's `parseCitation` when omitted. */
  parseCitation?: Services['parseCitation'];
  /** Source search (OpenLibrary, Crossref): base URLs, mailto, time-out, HTTP client; the real services when omitted. */
  lookups?: LookupOptions;
  /** Largest accepted request body (default 1 MB). */
  bodyLimit?: string;
  /** Mark cookies Secure (behind HTTPS). */
  secureCookies?: boolean;
  /** Express `trust proxy` (hop count or addresses), so rate limits see client IPs behind a proxy. */
  trustProxy?: number | string;
  /** Accounts that become admins when they sign in (ADMIN_EMAILS): how a fresh install gets its first admin. */
  adminEmails?: readonly string[];
  /** Extra sources the Content-Security-Policy allows (payment pages, sign-in providers). */
  contentSecurity?: ContentSecurityExtras;
  /** Payment providers and the public URL for their callbacks; paying is off when omitted. */
  payments?: PaymentsConfig;
  now?: () => Date;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** The route list of an app: the OpenAPI document, docs and security tests read it. */
export const ROUTES = new WeakMap<Express, Registry>();

/** Builds the Express app without listening, so tests call it in memory. */
export function createApp(deps: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  if (deps.trustProxy !== undefined) app.set('trust proxy', deps.trustProxy);
  const limit = deps.bodyLimit ?? '1mb';
  const rl = deps.rateLimits ?? {};
  const limiter = deps.limiterStore ?? limiterStoreFor(deps.db);
  const services: Services = {
    db: deps.db,
    tokens: {
      secret: deps.jwtSecret ?? randomBytes(32),
      issuer: deps.issuer ?? 'referent',
      audience: deps.audience ?? 'referent',
      ttlSeconds: deps.tokenTtlSeconds ?? 15 * 60,
    },
    passwords: passwordWork(deps.passwordCost ?? DEFAULT_PASSWORD_COST, deps.passwordWork ?? DEFAULT_PASSWORD_WORK),
    sessionTtlMs: deps.sessionTtlMs ?? 30 * 24 * 3600 * 1000,
    mailer: deps.mailer ?? outboxMailer(join(tmpdir(), 'referent-outbox')),
    google: deps.google ?? googleDisabled,
    limits: {
      loginIp: limiter('loginIp', rl.login?.ip ?? { max: 50, windowMs: FIFTEEN_MINUTES }),
      loginIpAccount: limiter('loginIpAccount', rl.login?.account ?? { max: 10, windowMs: FIFTEEN_MINUTES }),
      loginAccount: limiter('loginAccount', rl.login?.accountTotal ?? { max: 100, windowMs: FIFTEEN_MINUTES }),
      restoreIp: limiter('restoreIp', rl.restore?.ip ?? { max: 20, windowMs: FIFTEEN_MINUTES }),
      restoreAccount: limiter('restoreAccount', rl.restore?.account ?? { max: 3, windowMs: FIFTEEN_MINUTES }),
      registerIp: limiter('registerIp', rl.register?.ip ?? { max: 20, windowMs: 4 * FIFTEEN_MINUTES }),
      passwordIp: limiter('passwordIp', rl.password?.ip ?? { max: 50, windowMs: FIFTEEN_MINUTES }),
      passwordAccount: limiter('passwordAccount', rl.password?.account ?? { max: 10, windowMs: FIFTEEN_MINUTES }),
      formatIp: limiter('formatIp', rl.format?.ip ?? { max: 600, windowMs: 60_000 }),
      // A provider sends one callback per payment event; a flood of forged ones would fill raw_callbacks.
      callbackIp: limiter('callbackIp', rl.callback?.ip ?? { max: 120, windowMs: 60_000 }),
    },
    adminEmails: new Set((deps.adminEmails ?? []).map((e) => e.trim().toLowerCase()).filter(Boolean)),
    parseCitation:
      deps.parseCitation ?? ((text, hintLanguage) => parseCitation(text, hintLanguage ? { hintLanguage } : {})),
    lookups: lookupConfig({ version: deps.version, ...deps.lookups }, limiter),
    now: deps.now ?? (() => new Date()),
  };
  const registry: Registry = [];
  ROUTES.set(app, registry);

  // A provider's checkout form posts to the provider: its origin joins the policy's form-action.
  const formOrigins = (deps.payments?.providers ?? []).flatMap((p) => p.formOrigins ?? []);
  app.use(
    securityHeaders({
      ...deps.contentSecurity,
      formAction: [...(deps.contentSecurity?.formAction ?? []), ...formOrigins],
    }),
  );
  app.use(cookieParser());
  // Anonymous formatting gets a smaller body than signed-in work (parsed first, so the general parser skips it).
  app.use('/api/format', express.json({ limit: FORMAT_BODY_LIMIT }));
  // Before the body parsers: provider signatures are over the raw bytes.
  app.use(paymentCallbackRoutes(services, registry, deps.payments ?? { providers: [] }));
  app.use(express.json({ limit }));
  app.use(express.urlencoded({ extended: false, limit, parameterLimit: 100 }));
  app.use(bodyDepthGuard);
  app.use(xsrf(new Set(['/api/format']), deps.secureCookies ?? false));
  app.use(healthRoutes(deps.db, deps.version));
  app.use(formatRoutes(services));
  app.use(userRoutes(services, registry));
  app.use(bibliographRoutes(services, registry));
  app.use(catalogueRoutes(services, registry));
  app.use(annotationRoutes(services, registry));
  app.use(ratingRoutes(services, registry));
  app.use(textRoutes(services, registry));
  app.use(lookupRoutes(services, registry));
  app.use(accountRoutes(services, registry));
  app.use(classifierRoutes(services, registry));
  app.use(journalRoutes(services, registry));
  app.use(cardCatalogueRoutes(services, registry));
  // Before the blog's own routes: /api/blog/aside/… is no story id.
  app.use(blogAsideRoutes(services, registry));
  app.use(blogRoutes(services, registry));
  app.use(infographicsRoutes(services, registry));
  app.use(googleConfigRoutes(services, registry, deps.googleSignIn));
  app.use(paymentRoutes(services, registry, deps.payments ?? { providers: [] }));
  app.use(paymentPlanRoutes(services, registry));
  app.use(paymentAdminRoutes(services, registry, deps.payments ?? { providers: [] }));
  app.use(openApiRoutes(registry, deps.version));
  app.use(['/api', '/User', '/Payment'], (req, _res, next) =>
    next(new HttpError(404, `No such API route: ${req.method} ${req.baseUrl}${req.path}`)),
  );
  if (deps.webDist) app.use(webAppRoutes(deps.webDist, deps.db));
  app.use(errorHandler);
  return app;
}
