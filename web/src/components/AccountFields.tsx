import { useTranslation } from 'react-i18next';
import { type AccountInput, accountErrors, MIN_PASSWORD } from '../lib/account-checks.js';
import { Field } from './Field.js';

/** Spec §5 account checks as messages in the interface language, by field. */
export function accountMessages(
  input: AccountInput,
  newPassword: boolean,
  t: (key: string, options: { n: number }) => string,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(accountErrors(input, newPassword)).map(([k, v]) => [
      k,
      t(`account.errors.${v}`, { n: MIN_PASSWORD }),
    ]),
  );
}

interface TextProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** The e-mail field of the account forms (`${id}-email`). */
export function EmailField({ id, value, onChange, error }: TextProps & { id: string }) {
  const { t } = useTranslation();
  return (
    <Field
      id={`${id}-email`}
      label={t('account.email')}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** A password input with its browser autofill hint. */
function PasswordField({
  id,
  label,
  autoComplete,
  value,
  onChange,
  error,
}: TextProps & { id: string; label: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <Field
      id={id}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={error}
    />
  );
}

/** A password the person already has (login, the old password of Lk → Manage). */
export function CurrentPasswordField(props: TextProps & { id: string; label: string }) {
  return <PasswordField {...props} autoComplete="current-password" />;
}

/** A new password and its confirmation (`${id}-password`, `${id}-confirm`): registration, reset, Lk → Manage. */
export function NewPasswordFields({
  id,
  label,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: {
  id: string;
  /** The first field's label: «Пароль» when registering, «Новый пароль» otherwise. */
  label: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label={label}
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        error={errors.password}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={t('account.confirm')}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        error={errors.confirm}
      />
    </>
  );
}

/** A refusal of the whole form, announced at once. */
export function FormFailure({ message }: { message: string }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}
