import { computed, signal } from '@preact/signals-react';
import { type Claims, claimsOf, GUEST } from './claims.js';
import { ApiError, ensureXsrf, onExpiredToken, request, TIMEOUT } from './http.js';
import { isUser } from './permissions.js';
import { readJson, writeJson } from './storage.js';
import { storeToken, token } from './token.js';

/** Spec §3/§4: the claims of the stored token, or the guest's. */
export const claims = computed<Claims>(() => (token.value ? (claimsOf(token.value) ?? GUEST) : GUEST));
export const signedIn = computed(() => isUser(claims.value));

/** Spec §4 events. */
export type SessionEvent = 'LOGGED_IN' | 'LOGGED_OUT';
export const sessionEvents = new EventTarget();

function emit(event: SessionEvent): void {
  sessionEvents.dispatchEvent(new Event(event));
}

export function onSession(event: SessionEvent, handler: () => void): () => void {
  sessionEvents.addEventListener(event, handler);
  return () => sessionEvents.removeEventListener(event, handler);
}

/** Sets a token answered by login, register, reset or refresh. */
export function signIn(newToken: string, event: SessionEvent | null = 'LOGGED_IN'): void {
  storeToken(newToken);
  if (event) emit(event);
}

/** Spec §4: back to guest; token and header cleared. */
export async function logout(callServer = true): Promise<void> {
  const had = token.value;
  if (callServer && had) {
    try {
      await ensureXsrf();
      await request('POST', '/User/Logout', { form: {}, timeoutMs: TIMEOUT.user });
    } catch {
      // the session ends on this side regardless
    }
  }
  storeToken('');
  emit('LOGGED_OUT');
}

/** Spec §9: refresh at most once per 90000 ms. */
export const REFRESH_THROTTLE_MS = 90_000;
let lastRefresh = Number.NEGATIVE_INFINITY;
let inFlight: Promise<void> | null = null;

/** Whether a refresh is due at `now` (exported for tests). */
export function refreshDue(now: number, last: number): boolean {
  return now - last >= REFRESH_THROTTLE_MS;
}

/**
 * Refreshes the token on navigation (spec §4): at most once per 90 s; a 401 logs out.
 * Sync routes await the answer, async routes do not.
 */
export function refreshToken(now = Date.now()): Promise<void> {
  if (!token.value) return Promise.resolve();
  if (inFlight) return inFlight;
  if (!refreshDue(now, lastRefresh)) return Promise.resolve();
  lastRefresh = now;
  inFlight = (async () => {
    try {
      await ensureXsrf();
      const answer = await request<{ token?: string }>('POST', '/User/UpdateJWT', {
        form: {},
        timeoutMs: TIMEOUT.user,
      });
      if (answer.token) signIn(answer.token, null);
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) await logout(false);
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** An API call answered 401: refresh now, whatever the throttle; true when still signed in. */
onExpiredToken(async () => {
  lastRefresh = Number.NEGATIVE_INFINITY;
  await refreshToken();
  return token.value !== '';
});

/** Spec §2: the post-login redirect queue; one target is taken off after login. */
const QUEUE_KEY = 'referent.afterLogin';

export function queueAfterLogin(path: string): void {
  writeJson(QUEUE_KEY, [...readJson<string[]>(QUEUE_KEY, []), path]);
}

export function takeAfterLogin(): string | undefined {
  const queue = readJson<string[]>(QUEUE_KEY, []);
  const next = queue.shift();
  writeJson(QUEUE_KEY, queue);
  return next;
}

/** Which account dialog is open (each is off by default, spec §2). */
export type Dialog = 'login' | 'register' | 'restore' | null;
export const dialog = signal<Dialog>(null);
