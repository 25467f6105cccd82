/* The personal area's forms (spec §2 Lk → Manage and Data). */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  accountMessages,
  CurrentPasswordField,
  FormFailure,
  NewPasswordFields,
} from '../../components/AccountFields.js';
import { serverMessage } from '../../components/AuthDialogs.js';
import { ApiError, ensureXsrf, request, TIMEOUT } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { claims, logout, signIn } from '../../lib/session.js';
import { Confirm } from '../bibliography/Confirm.js';

/** The server's field names (docs/api.md, /User/ChangePassword and /api/Lk/DeleteData) → ours. */
const FIELD_OF: Record<string, string> = { OldPassword: 'old', Password: 'password', ConfirmPassword: 'confirm' };

/** Field messages of a 400 answer, by our field names; the rest of the failure as one message. */
function failureOf(err: unknown, t: (key: string) => string, fields: Record<string, string>) {
  const errors: Record<string, string> = {};
  if (err instanceof ApiError) {
    for (const issue of err.issues) {
      const field = fields[issue.field];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  return { errors, failure: Object.keys(errors).length ? '' : serverMessage(err, t) };
}

/** Spec §2 Lk → Manage: change (or, for a Google-only account, set) the password; other sessions end. */
export function ChangePassword({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const hasPassword = claims.value.has_pwd !== false;
  const [old, setOld] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = accountMessages({ password, confirm }, true, t);
    if (hasPassword && !old) found.old = t('account.errors.passwordRequired');
    setErrors(found);
    setFailure('');
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      await ensureXsrf();
      const answer = await request<{ token: string }>('POST', '/User/ChangePassword', {
        form: { OldPassword: old, Password: password, ConfirmPassword: confirm, lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      signIn(answer.token, null);
      setOld('');
      setPassword('');
      setConfirm('');
      notify(t('account.resetDone'), 'success');
    } catch (err) {
      const result = failureOf(err, t, FIELD_OF);
      setErrors(result.errors);
      setFailure(result.failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t(hasPassword ? 'lk.changePassword' : 'lk.setPassword')}</h3>
      {hasPassword ? (
        <CurrentPasswordField
          id={`${id}-old`}
          label={t('lk.oldPassword')}
          value={old}
          onChange={setOld}
          error={errors.old}
        />
      ) : null}
      <NewPasswordFields
        id={id}
        label={t('account.newPassword')}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <FormFailure message={failure} />
      <button type="submit" className="primary" disabled={busy}>
        {t(hasPassword ? 'lk.changePassword' : 'lk.setPassword')}
      </button>
    </form>
  );
}

/** Spec §2 Lk → Data (GDPR): all of my data as one JSON file (`GET /api/Lk/Export`). */
export function ExportData() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const download = async () => {
    setFailure('');
    try {
      const data = await request<unknown>('GET', '/api/Lk/Export', { timeoutMs: TIMEOUT.user });
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = 'referent-export.json';
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
      notify(t('lk.exported'), 'success');
    } catch (err) {
      setFailure(serverMessage(err, t));
    }
  };
  return (
    <div>
      <h3>{t('lk.exportTitle')}</h3>
      <p className="hint">{t('lk.exportHint')}</p>
      <FormFailure message={failure} />
      <button type="button" onClick={() => void download()}>
        {t('lk.exportData')}
      </button>
    </div>
  );
}

/**
 * Spec §2 Lk → Manage "delete data" and §4 GDPR erasure: the account and every record, after a
 * confirmation that says it cannot be undone (spec's message list); the password when one is set.
 */
export function DeleteData({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [, navigate] = useLocation();
  const hasPassword = claims.value.has_pwd !== false;
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const ask = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    if (hasPassword && !password) return setErrors({ password: t('account.errors.passwordRequired') });
    setErrors({});
    setAsking(true);
  };
  const erase = async () => {
    try {
      await ensureXsrf();
      await request('POST', '/api/Lk/DeleteData', {
        json: { confirm: true, Password: password, lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      // Every session of the account has ended on the server: this side signs out too, once
      // home (signing out on the personal area would open the login dialog of its guard).
      navigate(`~/${locale}/`);
      await logout(false);
      notify(t('lk.deleted'), 'success');
    } catch (err) {
      const result = failureOf(err, t, { Password: 'password' });
      setErrors(result.errors);
      setFailure(result.failure);
    }
  };
  return (
    <form onSubmit={ask} noValidate aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>{t('lk.deleteTitle')}</h3>
      <p className="hint">{t('lk.deleteHint')}</p>
      {hasPassword ? (
        <CurrentPasswordField
          id={`${id}-password`}
          label={t('lk.deletePassword')}
          value={password}
          onChange={setPassword}
          error={errors.password}
        />
      ) : null}
      <FormFailure message={failure} />
      <button type="submit" className="danger">
        {t('lk.deleteData')}
      </button>
      {asking ? (
        <Confirm
          title={t('lk.deleteConfirmTitle')}
          text={t('lk.deleteConfirmText')}
          confirmLabel={t('lk.deleteConfirm')}
          onAnswer={(yes) => {
            setAsking(false);
            if (yes) void erase();
            else notify(t('lk.deleteCancelled'), 'info');
          }}
        />
      ) : null}
    </form>
  );
}
