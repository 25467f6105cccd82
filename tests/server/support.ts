import type { Express } from 'express';
import request from 'supertest';
import type { AppDeps } from '../../server/src/app.js';
import { testApp } from '../../server/src/test-app.js';
import { fakeSources } from './fake-sources.js';

/** Cheap argon2 for tests: the cost does not change what is checked. */
export const CHEAP = { memoryCost: 1024, timeCost: 1 } as const;

export type TestCtx = Awaited<ReturnType<typeof appForTests>>;

/**
 * Tests register many accounts from one address: the per-IP sign-up budget is lifted unless a test sets it.
 * Source search goes to a fake OpenLibrary and Crossref on 127.0.0.1 (closed with the app) unless a test gives its own.
 */
export async function appForTests(opts: Partial<Omit<AppDeps, 'db'>> = {}) {
  const many = { max: 100_000, windowMs: 60_000 };
  const sources = opts.lookups ? undefined : await fakeSources();
  const ctx = await testApp({
    passwordCost: CHEAP,
    ...(sources ? { lookups: { openLibraryUrl: sources.openLibraryUrl, crossrefUrl: sources.crossrefUrl } } : {}),
    ...opts,
    rateLimits: { register: { ip: many }, ...opts.rateLimits },
  });
  const close = async () => {
    await ctx.close();
    await sources?.close();
  };
  return { ...ctx, close, sources };
}

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

/**
 * A browser-like client: keeps cookies, picks up XSRF-TOKEN from its first GET and echoes
 * it in X-XSRF-TOKEN, and sends its token as a Bearer header once signed in.
 */
export class Client {
  readonly agent: ReturnType<typeof request.agent>;
  xsrf = '';
  token = '';

  constructor(readonly app: Express) {
    this.agent = request.agent(app);
  }

  async init(): Promise<this> {
    const res = await this.agent.get('/api/health');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const xsrf = cookies.map((c) => /^XSRF-TOKEN=([^;]+)/.exec(c)?.[1]).find(Boolean);
    if (!xsrf) throw new Error('no XSRF-TOKEN cookie on the first GET');
    this.xsrf = decodeURIComponent(xsrf);
    return this;
  }

  req(method: Method, path: string) {
    let r = this.agent[method](path);
    if (this.xsrf) r = r.set('X-XSRF-TOKEN', this.xsrf);
    if (this.token) r = r.set('Authorization', `Bearer ${this.token}`);
    return r;
  }

  async register(email: string, password = 'correct horse'): Promise<this> {
    const res = await this.req('post', '/User/Register').type('form').send({ Email: email, Password: password });
    if (res.status !== 200) throw new Error(`register ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return this;
  }

  async login(email: string, password = 'correct horse'): Promise<this> {
    const res = await this.req('post', '/User/Login').type('form').send({ Email: email, Password: password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    this.token = res.body.token;
    return this;
  }
}

export async function client(app: Express): Promise<Client> {
  return new Client(app).init();
}

/** The claims of a JWT, unverified (tests read what the server signed). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
}

/** Gives a user a plan directly in the database (spec §4 status 4 = active). */
export async function givePlan(ctx: TestCtx, email: string, plan: 'start' | 'base'): Promise<void> {
  const user = await ctx.db('users').where('email', email.toLowerCase()).first('id');
  await ctx.db('subscriptions').insert({ user_id: user.id, plan, status: 4, end: null, order_id: null });
}

export async function giveRoles(ctx: TestCtx, email: string, roles: string[]): Promise<void> {
  await ctx
    .db('users')
    .where('email', email)
    .update({ roles: JSON.stringify(roles) });
}
