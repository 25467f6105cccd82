import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./http.js', () => ({
  request: async () => ({ data: { clientId: 'client', authUrl: 'https://accounts.example/auth' } }),
}));

const { googleIdToken } = await import('./google-signin.js');

/** A stand-in for the browser window: `open` answers a popup the test closes and answers for. */
function fakeWindow() {
  const listeners = new Set<(e: MessageEvent) => void>();
  const popup = { closed: false, close: () => (popup.closed = true), location: { href: '' } };
  const win = {
    location: { origin: 'http://127.0.0.1:8080' },
    open: () => popup,
    addEventListener: (_: string, f: (e: MessageEvent) => void) => listeners.add(f),
    removeEventListener: (_: string, f: (e: MessageEvent) => void) => listeners.delete(f),
  };
  const answer = () => {
    const state = new URL(popup.location.href).searchParams.get('state');
    const event = {
      origin: win.location.origin,
      data: { type: 'referent-google', hash: `#id_token=TOKEN&state=${state}` },
    } as MessageEvent;
    for (const f of [...listeners]) f(event);
  };
  return { win, popup, answer };
}

describe('googleIdToken', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('takes the answer that arrives after the window is already seen closed', async () => {
    const { win, popup, answer } = fakeWindow();
    vi.stubGlobal('window', win);
    const states: string[] = [];
    const token = googleIdToken((s) => states.push(s));
    await vi.advanceTimersByTimeAsync(0);
    // The callback page posts and closes at once; the close is seen first, the message comes later.
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    answer();
    expect(await token).toBe('TOKEN');
    expect(states).toEqual(['progress', 'open']);
  });

  it('reports a window closed without an answer', async () => {
    const { win, popup } = fakeWindow();
    vi.stubGlobal('window', win);
    const states: string[] = [];
    const token = googleIdToken((s) => states.push(s));
    await vi.advanceTimersByTimeAsync(0);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await token).toBeNull();
    expect(states).toEqual(['progress', 'open', 'closed']);
  });
});
