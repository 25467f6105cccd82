import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { accountErrors } from '../lib/account-checks.js';
import { ApiError, ensureXsrf, request, TIMEOUT } from '../lib/http.js';
import type { UiLocale } from '../lib/locale.js';
import { notify } from '../lib/notify.js';
import { dialog, signIn, takeAfterLogin } from '../lib/session.js';
import { accountMessages, CurrentPasswordField, EmailField, FormFailure, NewPasswordFields } from './AccountFields.js';
import { GoogleButton } from './GoogleButton.js';

/** A server refusal in the person's words (the server answers in the interface language). */
export function serverMessage(e: unknown, t: (key: string) => string): string {
  if (e instanceof ApiError) return e.status === 0 ? t('errors.network') : e.message;
  return t('errors.unknown');
}

function Modal({ title, children }: { title: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-label={title}
      onClose={() => {
        dialog.value = null;
      }}
    >
      <div className="modal-head">
        <h2>{title}</h2>
        <button type="button" onClick={() => ref.current?.close()} aria-label={t('shell.close')}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}

function useSignedIn(locale: UiLocale) {
  const [, navigate] = useLocation();
  return (token: string) => {
    signIn(token);
    dialog.value = null;
    const next = takeAfterLogin();
    if (next) navigate(next.startsWith('~') ? next : `~${next}`);
    else if (!window.location.pathname.startsWith(`/${locale}`)) navigate(`~/${locale}/`);
  };
}

/** Sends a form the server answers with a token (login, registration): busy, the refusal, then signed in. */
function useTokenForm(locale: UiLocale, path: string, successKey: string) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const done = useSignedIn(locale);
  const send = async (form: Record<string, string>) => {
    setBusy(true);
    setFailure('');
    try {
      await ensureXsrf();
      const answer = await request<{ token: string }>('POST', path, {
        form: { ...form, lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      done(answer.token);
      notify(t(successKey), 'success');
      return true;
    } catch (err) {
      setFailure(serverMessage(err, t));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { failure, busy, send };
}

function LoginForm({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, busy, send } = useTokenForm(locale, '/User/Login', 'account.welcome');
  // Spec §7 POST /User/LoginGoogle {token}: Google's ID token, verified by the server.
  const google = useTokenForm(locale, '/User/LoginGoogle', 'account.welcome');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = accountMessages({ email, password }, false, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    await send({ Email: email.trim(), Password: password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <EmailField id={id} value={email} onChange={setEmail} error={errors.email} />
      <CurrentPasswordField
        id={`${id}-password`}
        label={t('account.password')}
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <FormFailure message={failure} />
      <p className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('account.login')}
        </button>
        <button type="button" className="link" onClick={() => (dialog.value = 'restore')}>
          {t('account.forgot')}
        </button>
        <button type="button" className="link" onClick={() => (dialog.value = 'register')}>
          {t('account.noAccount')}
        </button>
      </p>
      <GoogleButton label={t('lk.google.signIn')} onIdToken={(token) => google.send({ token })} />
      <FormFailure message={google.failure} />
    </form>
  );
}

function RegisterForm({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { failure, busy, send } = useTokenForm(locale, '/User/Register', 'account.registered');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = accountMessages({ email, password, confirm, terms }, true, t);
    setErrors(found);
    if (Object.keys(found).length) return;
    await send({ Email: email.trim(), Password: password, ConfirmPassword: confirm });
  };
  return (
    <form onSubmit={submit} noValidate>
      <EmailField id={id} value={email} onChange={setEmail} error={errors.email} />
      <NewPasswordFields
        id={id}
        label={t('account.password')}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <div className={`field check${errors.terms ? ' invalid' : ''}`}>
        <input id={`${id}-terms`} type="checkbox" checked={terms} onChange={(e) => setTerms(e.currentTarget.checked)} />
        <label htmlFor={`${id}-terms`}>{t('account.terms')}</label>
        {/* A new tab, so reading the terms does not lose what is typed in the dialog. */}
        <a className="terms-link" href={`/${locale}/terms`} target="_blank" rel="noopener">
          {t('legal.footerTerms')}
        </a>
        {errors.terms ? <p className="error">{errors.terms}</p> : null}
      </div>
      <FormFailure message={failure} />
      <p className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('account.register')}
        </button>
        <button type="button" className="link" onClick={() => (dialog.value = 'login')}>
          {t('account.haveAccount')}
        </button>
      </p>
    </form>
  );
}

function RestoreForm({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = accountErrors({ email }, false);
    setError(found.email ? t(`account.errors.${found.email}`) : '');
    if (found.email) return;
    setBusy(true);
    try {
      await ensureXsrf();
      const res = await request<{ data?: string }>('POST', '/User/Restore', {
        form: { Email: email.trim(), lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      setAnswer(typeof res.data === 'string' ? res.data : t('account.restoreSent'));
    } catch (err) {
      setError(serverMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('account.restoreIntro')}</p>
      <EmailField id={id} value={email} onChange={setEmail} error={error} />
      {answer ? <p role="status">{answer}</p> : null}
      <p className="actions">
        <button type="submit" className="primary" disabled={busy}>
          {t('account.restore')}
        </button>
        <button type="button" className="link" onClick={() => (dialog.value = 'login')}>
          {t('account.backToLogin')}
        </button>
      </p>
    </form>
  );
}

/** The login, registration and restore dialogs of spec §2 (each off by default). */
export function AuthDialogs({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  switch (dialog.value) {
    case 'login':
      return (
        <Modal key="login" title={t('account.loginTitle')}>
          <LoginForm locale={locale} />
        </Modal>
      );
    case 'register':
      return (
        <Modal key="register" title={t('account.registerTitle')}>
          <RegisterForm locale={locale} />
        </Modal>
      );
    case 'restore':
      return (
        <Modal key="restore" title={t('account.restoreTitle')}>
          <RestoreForm locale={locale} />
        </Modal>
      );
    default:
      return null;
  }
}
