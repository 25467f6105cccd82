/** Spec §5 account rules, checked before a call so the message shows at the field. */
export const MIN_PASSWORD = 8;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AccountError =
  | 'emailRequired'
  | 'emailInvalid'
  | 'passwordRequired'
  | 'passwordShort'
  | 'mismatch'
  | 'terms';

export interface AccountInput {
  email?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

/** Field → message key; only the fields given are checked. */
export function accountErrors(input: AccountInput, newPassword: boolean): Record<string, AccountError> {
  const out: Record<string, AccountError> = {};
  if (input.email !== undefined) {
    if (!input.email.trim()) out.email = 'emailRequired';
    else if (!EMAIL.test(input.email.trim())) out.email = 'emailInvalid';
  }
  if (input.password !== undefined) {
    if (!input.password) out.password = 'passwordRequired';
    else if (newPassword && input.password.length < MIN_PASSWORD) out.password = 'passwordShort';
  }
  if (input.confirm !== undefined && input.confirm !== input.password) out.confirm = 'mismatch';
  if (input.terms !== undefined && !input.terms) out.terms = 'terms';
  return out;
}
