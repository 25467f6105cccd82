import { createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { z } from 'zod';
import { type Registry, route, type Services } from '../api/route.js';
import { checkOwnPassword, takeInOrder } from '../auth/password-check.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../auth/passwords.js';
import { endOtherSessions, openSession, renewSession } from '../auth/sessions.js';
import { verifyToken } from '../auth/tokens.js';
import { type Account, accountOf, sessionAccount } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';

const field = z.string().max(1000).optional();
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A restore code is valid this long (it is mailed, so minutes, not seconds). */
const RESTORE_TTL_MS = 60 * 60 * 1000;

const credentials = z.object({ Email: field, Password: field, ConfirmPassword: field, lang: field });
const restoreBody = z.object({ Email: field, lang: field });
const resetBody = z.object({ Code: field, Password: field, ConfirmPassword: field, lang: field });
const changeBody = z.object({ OldPassword: field, Password: field, ConfirmPassword: field, lang: field });
const googleBody = z.object({ token: z.string().max(10_000).optional(), lang: field });

function invalid(fieldName: string, message: string): never {
  throw fail(400, 'invalid', message, { issues: [{ field: fieldName, message }] });
}

function checkEmail(raw: string | undefined, lang: Lang): string {
  const email = (raw ?? '').trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 320) invalid('Email', t('emailInvalid', lang));
  return email;
}

/** Spec §5: required; confirmation must match; too short rejected. */
function checkNewPassword(password: string | undefined, confirm: string | undefined, lang: Lang): string {
  if (!password) invalid('Password', t('passwordRequired', lang));
  if (password.length < MIN_PASSWORD_LENGTH) invalid('Password', t('passwordTooShort', lang, MIN_PASSWORD_LENGTH));
  if (password.length > MAX_PASSWORD_LENGTH) invalid('Password', t('invalidFields', lang));
  if (confirm !== undefined && confirm !== password) invalid('ConfirmPassword', t('passwordsDoNotMatch', lang));
  return password;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function accountById(s: Services, id: number): Promise<Account> {
  return accountOf(await s.db('users').where('id', id).first());
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT' || /UNIQUE constraint/i.test(err.message ?? '');
}

/** The account area of spec §7 (/User/*, form-encoded or JSON): every answer that signs in holds `{ token }`. */
export function userRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const tag = 'User';
  const tokenAnswer = '{ token } — a JWT with the spec §3 claims';
  // A hash of a random string: verifying against it costs as much as against a real one.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => {
    dummyHash ??= s.passwords.hash(randomBytes(16).toString('hex'), 'en');
    return dummyHash;
  };

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/Register',
      access: 'login',
      tag,
      form: true,
      body: credentials,
      example: { Email: 'new@example.org', Password: 'correct horse', ConfirmPassword: 'correct horse' },
      summary: 'Creates an account with email and password and signs it in. Rate-limited per IP (429).',
      answer: tokenAnswer,
    },
    async ({ body, lang, req }) => {
      const email = checkEmail(body.Email, lang);
      const password = checkNewPassword(body.Password, body.ConfirmPassword, lang);
      await takeInOrder(lang, () => s.limits.registerIp.take(req.ip ?? 'unknown'));
      if (await s.db('users').where('email', email).first('id')) throw fail(409, 'emailTaken', t('emailTaken', lang));
      const hash = await s.passwords.hash(password, lang);
      let id: number;
      try {
        const [row] = await s
          .db('users')
          .insert({ email, password_hash: hash, roles: '[]', created_at: s.now() }, ['id']);
        id = Number((row as { id: number }).id);
      } catch (e) {
        if (isUniqueViolation(e)) throw fail(409, 'emailTaken', t('emailTaken', lang));
        throw e;
      }
      return openSession(s, await accountById(s, id));
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/Login',
      access: 'login',
      tag,
      form: true,
      body: credentials,
      example: { Email: 'a@example.org', Password: 'correct horse' },
      summary: 'Signs in with email and password. Rate-limited per IP and per account (429).',
      answer: tokenAnswer,
    },
    async ({ body, lang, req }) => {
      const email = (body.Email ?? '').trim().toLowerCase();
      if (!body.Password) invalid('Password', t('passwordRequired', lang));
      const ip = req.ip ?? 'unknown';
      // Address first, then this address against this account, then the account over all
      // addresses: a stranger's wrong passwords use up their own budgets, never the owner's.
      await takeInOrder(
        lang,
        () => s.limits.loginIp.take(ip),
        () => s.limits.loginIpAccount.take(`${ip} ${email}`),
        () => s.limits.loginAccount.take(email),
      );
      const row = await s.db('users').where('email', email).first();
      // Verify against a hash even for an unknown email, so timing does not tell which exist.
      const ok = await s.passwords.verify(row?.password_hash ?? (await dummy()), body.Password, lang);
      if (!row || !ok) throw fail(401, 'wrongCredentials', t('wrongCredentials', lang));
      return openSession(s, accountOf(row));
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/Logout',
      access: 'guest',
      tag,
      form: true,
      summary: 'Ends the session of the Bearer token (also when it has expired). Always answers 200.',
      answer: '{}',
    },
    async ({ req }) => {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      if (match) {
        const v = await verifyToken(s.tokens, match[1] as string, true);
        if (v.ok) await s.db('sessions').where('jti', v.claims.jti).delete();
      }
      return {};
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/UpdateJWT',
      access: 'guest',
      tag,
      form: true,
      summary:
        'Refreshes the Bearer token (it may have expired) while its session lives; 401 means logged out (spec §4).',
      answer: tokenAnswer,
    },
    async ({ req, lang }) => {
      const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
      const v = match ? await verifyToken(s.tokens, match[1] as string, true) : undefined;
      const account = v?.ok ? await sessionAccount(s.db, v.claims.jti, s.now()) : undefined;
      if (!v?.ok || !account) throw fail(401, 'auth', t('sessionExpired', lang));
      return renewSession(s, account, v.claims.jti);
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/ChangePassword',
      access: 'user',
      tag,
      form: true,
      body: changeBody,
      example: { OldPassword: 'correct horse', Password: 'battery staple', ConfirmPassword: 'battery staple' },
      summary:
        'Changes the password (OldPassword required when one is set; a Google-only account sets its first). Ends other sessions.',
      answer: tokenAnswer,
    },
    async ({ body, lang, account, jti, req }) => {
      if (account.password_hash && !(await checkOwnPassword(s, req, account, body.OldPassword ?? '', lang))) {
        invalid('OldPassword', t('wrongPassword', lang));
      }
      const password = checkNewPassword(body.Password, body.ConfirmPassword, lang);
      const hash = await s.passwords.hash(password, lang);
      await s.db('users').where('id', account.id).update({ password_hash: hash });
      // A new password makes every restore code mailed before it worthless.
      await s.db('restore_codes').where('user_id', account.id).delete();
      await endOtherSessions(s, account.id, jti);
      return renewSession(s, await accountById(s, account.id), jti);
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/Restore',
      access: 'login',
      tag,
      form: true,
      body: restoreBody,
      example: { Email: 'a@example.org' },
      summary:
        'Mails a one-time restore code (valid 1 hour) if the email is registered; the answer is the same either way. Rate-limited (429).',
      answer: '{ data: message }',
    },
    async ({ body, lang, req }) => {
      const email = checkEmail(body.Email, lang);
      await takeInOrder(
        lang,
        () => s.limits.restoreIp.take(req.ip ?? 'unknown'),
        () => s.limits.restoreAccount.take(email),
      );
      const row = await s.db('users').where('email', email).first('id');
      if (row) {
        const code = randomBytes(12).toString('base64url');
        await s.db('restore_codes').where('user_id', row.id).andWhere('expires_at', '<=', s.now()).delete();
        await s.db('restore_codes').insert({
          code_hash: sha256(code),
          user_id: row.id,
          expires_at: new Date(s.now().getTime() + RESTORE_TTL_MS),
          used_at: null,
        });
        await s.mailer.send({
          to: email,
          subject: RESTORE_SUBJECT[lang],
          text: RESTORE_TEXT[lang].replaceAll('{code}', code),
        });
      }
      return { data: t('restoreSent', lang) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/ResetPassword',
      access: 'login',
      tag,
      form: true,
      body: resetBody,
      example: { Code: 'code-from-the-mail', Password: 'battery staple', ConfirmPassword: 'battery staple' },
      summary: 'Sets a new password with a restore code (once, before it expires); ends all other sessions.',
      answer: tokenAnswer,
    },
    async ({ body, lang, req }) => {
      await takeInOrder(lang, () => s.limits.restoreIp.take(req.ip ?? 'unknown'));
      const password = checkNewPassword(body.Password, body.ConfirmPassword, lang);
      const codeHash = sha256(body.Code ?? '');
      const row = await s.db('restore_codes').where('code_hash', codeHash).first('user_id');
      // Claiming the code is one conditional update, so two requests cannot both use it.
      const claimed = row
        ? await s
            .db('restore_codes')
            .where('code_hash', codeHash)
            .whereNull('used_at')
            .andWhere('expires_at', '>', s.now())
            .update({ used_at: s.now() })
        : 0;
      if (!row || claimed !== 1) invalid('Code', t('invalidRestoreCode', lang));
      const userId = Number(row.user_id);
      await s
        .db('users')
        .where('id', userId)
        .update({ password_hash: await s.passwords.hash(password, lang) });
      // Using one code spends every other code of the account too (they were mailed for the same need).
      await s.db('restore_codes').where('user_id', userId).whereNot('code_hash', codeHash).delete();
      await endOtherSessions(s, userId);
      return openSession(s, await accountById(s, userId));
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/User/LoginGoogle',
      access: 'guest',
      tag,
      form: true,
      body: googleBody,
      example: { token: 'a Google ID token' },
      summary:
        'Signs in with a Google ID token (signature, audience, issuer and expiry checked against Google’s JWKS). Signed in, it links Google to the current account instead.',
      answer: tokenAnswer,
    },
    async ({ body, lang, viewer }) => {
      const identity = body.token ? await s.google(body.token) : null;
      if (!identity) throw fail(401, 'googleFailed', t('googleFailed', lang));
      const owner = await s.db('users').where('google_id', identity.googleId).first();
      if (viewer.kind === 'user') {
        if (owner && Number(owner.id) !== viewer.account.id) throw fail(409, 'googleTaken', t('googleTaken', lang));
        await s.db('users').where('id', viewer.account.id).update({ google_id: identity.googleId });
        return renewSession(s, await accountById(s, viewer.account.id), viewer.jti);
      }
      if (owner) return openSession(s, accountOf(owner));
      if (await s.db('users').where('email', identity.email).first('id')) {
        throw fail(409, 'googleNotLinked', t('googleNotLinked', lang));
      }
      const [row] = await s.db('users').insert(
        {
          email: identity.email,
          password_hash: null,
          google_id: identity.googleId,
          roles: '[]',
          created_at: s.now(),
        },
        ['id'],
      );
      return openSession(s, await accountById(s, Number((row as { id: number }).id)));
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: '/User/RemoveGoogle',
      access: 'user',
      tag,
      form: true,
      summary: 'Unlinks Google; needs a linked Google account and a password set (spec §6 deleteGoogle).',
      answer: tokenAnswer,
    },
    async ({ account, lang, jti }) => {
      if (!account.google_id) throw fail(400, 'googleNotSet', t('googleNotSet', lang));
      if (!account.password_hash) throw fail(400, 'setPasswordFirst', t('setPasswordFirst', lang));
      await s.db('users').where('id', account.id).update({ google_id: null });
      return renewSession(s, await accountById(s, account.id), jti);
    },
  );

  return r;
}

const RESTORE_SUBJECT: Record<Lang, string> = {
  en: 'Referent: password restore code',
  ru: 'Referent: код восстановления пароля',
  ua: 'Referent: код відновлення пароля',
};
const RESTORE_TEXT: Record<Lang, string> = {
  en: 'Your restore code: {code}\nOpen /en/account/resetpassword/{code} or enter it on the reset page. It is valid for one hour and works once.',
  ru: 'Ваш код восстановления: {code}\nОткройте /ru/account/resetpassword/{code} или введите его на странице сброса. Код действует час и только один раз.',
  ua: 'Ваш код відновлення: {code}\nВідкрийте /ua/account/resetpassword/{code} або введіть його на сторінці скидання. Код діє годину і лише один раз.',
};
