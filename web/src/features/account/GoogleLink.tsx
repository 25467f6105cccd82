import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../components/AccountFields.js';
import { serverMessage } from '../../components/AuthDialogs.js';
import { GoogleButton } from '../../components/GoogleButton.js';
import { ensureXsrf, request, TIMEOUT } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { claims, signIn } from '../../lib/session.js';

/**
 * Spec §2 Lk → Manage: link Google (LoginGoogle while signed in links it) or unlink it
 * (DELETE /User/RemoveGoogle; spec §6 deleteGoogle needs a password set first).
 */
export function GoogleLink({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const linked = Boolean(claims.value.google_id);
  const hasPassword = claims.value.has_pwd !== false;
  const tokenCall = async (method: string, path: string, form: Record<string, string>, done: string) => {
    setFailure('');
    try {
      await ensureXsrf();
      const answer = await request<{ token: string }>(method, path, {
        form: { ...form, lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      signIn(answer.token, null);
      notify(t(done), 'success');
      return true;
    } catch (e) {
      setFailure(serverMessage(e, t));
      return false;
    }
  };
  return (
    <div className="google-link">
      <h3>{t('lk.google.title')}</h3>
      <p>{t(linked ? 'lk.google.linked' : 'lk.google.notLinked')}</p>
      {linked ? (
        <>
          {hasPassword ? null : <p className="hint">{t('lk.google.setPasswordFirst')}</p>}
          <button
            type="button"
            onClick={() => void tokenCall('DELETE', '/User/RemoveGoogle', {}, 'lk.google.unlinked')}
          >
            {t('lk.google.unlink')}
          </button>
        </>
      ) : (
        <GoogleButton
          label={t('lk.google.link')}
          onIdToken={(token) => tokenCall('POST', '/User/LoginGoogle', { token }, 'lk.google.linkedDone')}
        />
      )}
      <FormFailure message={failure} />
    </div>
  );
}
