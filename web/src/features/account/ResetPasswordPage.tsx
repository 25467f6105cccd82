import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'wouter';
import { accountMessages, FormFailure, NewPasswordFields } from '../../components/AccountFields.js';
import { serverMessage } from '../../components/AuthDialogs.js';
import { Field } from '../../components/Field.js';
import { ensureXsrf, request, TIMEOUT } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { signIn } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';

/** Spec §2 ResetPassword (also at account/resetpassword/{code}): a new password with the mailed code. */
export default function ResetPasswordPage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('account.resetTitle'));
  const params = useParams<{ code?: string }>();
  const id = useId();
  const [, navigate] = useLocation();
  const [code, setCode] = useState(params.code ?? new URLSearchParams(window.location.search).get('code') ?? '');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = accountMessages({ password, confirm }, true, t);
    if (!code.trim()) found.code = t('account.errors.codeRequired');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await ensureXsrf();
      const answer = await request<{ token: string }>('POST', '/User/ResetPassword', {
        form: { Code: code.trim(), Password: password, ConfirmPassword: confirm, lang: locale },
        timeoutMs: TIMEOUT.user,
      });
      signIn(answer.token);
      notify(t('account.resetDone'), 'success');
      navigate(`~/${locale}/`);
    } catch (err) {
      setFailure(serverMessage(err, t));
    }
  };
  return (
    <section className="narrow">
      <h1>{t('account.resetTitle')}</h1>
      <form onSubmit={submit} noValidate>
        <Field
          id={`${id}-code`}
          label={t('account.code')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.code}
        />
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
        <button type="submit" className="primary">
          {t('account.resetSubmit')}
        </button>
      </form>
    </section>
  );
}
