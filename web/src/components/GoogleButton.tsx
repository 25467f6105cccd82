import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type GoogleWindowState, googleIdToken } from '../lib/google-signin.js';

/**
 * "Sign in with Google" (or link Google): opens Google's window and shows its state as a
 * message (spec §4: in progress, open, closed; §8: took too long, failed, retry). `onIdToken`
 * sends the token to the server and answers whether it was accepted.
 */
export function GoogleButton({ label, onIdToken }: { label: string; onIdToken: (token: string) => Promise<boolean> }) {
  const { t } = useTranslation();
  const [state, setState] = useState<GoogleWindowState | 'done' | null>(null);
  const busy = state === 'progress' || state === 'open';
  const start = async () => {
    const token = await googleIdToken(setState);
    if (token) setState((await onIdToken(token)) ? 'done' : null);
  };
  return (
    <div className="google">
      <button type="button" className="google-button" disabled={busy} onClick={() => void start()}>
        {label}
      </button>
      {state && state !== 'done' ? (
        <p className={busy ? 'hint' : 'error'} role="status">
          {t(`lk.google.window.${state}`)}
        </p>
      ) : null}
    </div>
  );
}
