import { request } from './http.js';

/** Spec §4/§8: the sign-in window's states, each shown as a message. */
export type GoogleWindowState = 'progress' | 'open' | 'closed' | 'timeout' | 'blocked' | 'unavailable' | 'failed';

/** How long the window may stay open before we give up ("took too long"). */
export const GOOGLE_WINDOW_MS = 120_000;

/**
 * The callback page posts its answer and closes at once, so the window can be seen closed
 * before the answer's message is delivered: a closed window counts only after this wait.
 */
const CLOSED_GRACE_MS = 1_500;

interface GoogleConfig {
  clientId: string;
  authUrl: string;
}

const randomHex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Opens Google's OAuth window (implicit flow, `response_type=id_token`) and resolves with the
 * ID token, which the server verifies against Google's keys. `onState` hears each window
 * state; the result is null when the window was closed, blocked, timed out or failed.
 */
export async function googleIdToken(onState: (state: GoogleWindowState) => void): Promise<string | null> {
  onState('progress');
  // Open the window at once, in the click's turn, or the browser blocks it; then point it at Google.
  const popup = window.open('about:blank', 'referent-google', 'width=480,height=640');
  if (!popup) {
    onState('blocked');
    return null;
  }
  let config: GoogleConfig | null = null;
  try {
    config = (await request<{ data: GoogleConfig | null }>('GET', '/api/Config/Google')).data;
  } catch {
    config = null;
  }
  if (!config) {
    popup.close();
    onState('unavailable');
    return null;
  }
  const state = randomHex();
  const url = new URL(config.authUrl);
  url.search = new URLSearchParams({
    client_id: config.clientId,
    redirect_uri: `${window.location.origin}/dist/google-callback.html`,
    response_type: 'id_token',
    scope: 'openid email',
    nonce: randomHex(),
    state,
    prompt: 'select_account',
  }).toString();
  popup.location.href = url.toString();
  onState('open');
  return new Promise((resolve) => {
    let settled = false;
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (token: string | null, end?: GoogleWindowState) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      clearInterval(watch);
      clearTimeout(limit);
      clearTimeout(grace);
      if (end) onState(end);
      resolve(token);
    };
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data?.type !== 'referent-google') return;
      const answer = new URLSearchParams(String(e.data.hash ?? '').replace(/^#/, ''));
      const token = answer.get('id_token');
      // A state we did not send is someone else's answer: refuse it.
      if (!token || answer.get('state') !== state) return finish(null, 'failed');
      finish(token);
    };
    window.addEventListener('message', onMessage);
    const watch = setInterval(() => {
      if (!popup.closed || grace !== undefined) return;
      grace = setTimeout(() => finish(null, 'closed'), CLOSED_GRACE_MS);
    }, 300);
    const limit = setTimeout(() => {
      popup.close();
      finish(null, 'timeout');
    }, GOOGLE_WINDOW_MS);
  });
}
