import { token } from './token.js';

/** Spec §9 time-outs. */
export const TIMEOUT = { user: 60_000, api: 15_000, lookup: 60_000, parse: 15_000 } as const;

/** A field problem as the server names it (`bibl.title.publicationTitle`). */
export interface Issue {
  field: string;
  message: string;
}

/** A non-2xx answer (or a network failure, status 0) with the server's message and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly issues: Issue[] = [],
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Spec §7: the XSRF-TOKEN cookie goes back in the X-XSRF-TOKEN header. */
export function xsrfFrom(cookie: string): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1] ?? '') : undefined;
}

export interface RequestOptions {
  /** A JSON body (the JSON APIs). */
  json?: unknown;
  /** A form-encoded body (the /User area). */
  form?: Record<string, string>;
  timeoutMs?: number;
  /** The interface language, so the server answers in it. */
  lang?: string;
}

/** The header value for the interface locale (ua is uk in BCP 47). */
function acceptLanguage(lang: string | undefined): string {
  const l = lang ?? (typeof document !== 'undefined' ? document.documentElement.lang : 'en');
  return l === 'ua' ? 'uk' : l || 'en';
}

/**
 * Renews an expired token (set by the session; tokens live minutes, a page may stay open
 * longer). Resolves true when a fresh token is in place.
 */
let renewToken: (() => Promise<boolean>) | null = null;
export function onExpiredToken(renew: () => Promise<boolean>): void {
  renewToken = renew;
}

/**
 * One call with the spec's defaults (§7): JSON Accept, Bearer token, XSRF header, a
 * time-out. Any 2xx is success; the answer's JSON (or text) comes back. A 401 on a call
 * made with a token renews the token once and repeats the call, so nothing typed is lost.
 */
export async function request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (e) {
    const sentToken = token.value !== '';
    if (e instanceof ApiError && e.status === 401 && sentToken && path !== '/User/UpdateJWT' && renewToken) {
      if (await renewToken()) return send<T>(method, path, options);
    }
    throw e;
  }
}

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(options.lang),
  };
  if (token.value) headers.Authorization = `Bearer ${token.value}`;
  const xsrf = typeof document !== 'undefined' ? xsrfFrom(document.cookie) : undefined;
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  let body: string | undefined;
  if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  } else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(options.timeoutMs ?? TIMEOUT.api),
    });
  } catch (e) {
    throw new ApiError(0, e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : 'network', 'network');
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : {};
  } catch {
    // not JSON: keep the text
  }
  if (!res.ok) {
    const obj = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
    const message = typeof obj.message === 'string' ? obj.message : `${res.status} ${res.statusText}`;
    const issues = Array.isArray(obj.issues) ? (obj.issues as Issue[]) : [];
    throw new ApiError(res.status, message, typeof obj.code === 'string' ? obj.code : undefined, issues, obj);
  }
  return data as T;
}

/**
 * The XSRF cookie is set by any answer to a request without it; a state-changing call
 * made before any other would lack it, so this makes one safe call first.
 */
export async function ensureXsrf(): Promise<void> {
  if (typeof document === 'undefined' || xsrfFrom(document.cookie)) return;
  try {
    await fetch('/api/health', { credentials: 'same-origin' });
  } catch {
    // offline: the call itself will report it
  }
}
