import { Router } from 'express';
import { z } from 'zod';
import { logAdmin } from '../admin-log.js';
import type { Registry, Services } from '../api/route.js';
import { route, rowIdOf } from '../api/route.js';
import { checkOwnPassword } from '../auth/password-check.js';
import { type CardRow, tagView, viewsOf } from '../cards/store.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { LIMITS, PLANS, planOf, STATUS } from '../plans.js';
import { ownDictionary, savedTextView } from '../text/saved-routes.js';
import { recordOf } from './bibliograph.js';

const deleteBody = z.object({
  confirm: z.literal(true).optional(),
  Password: z.string().max(1000).optional(),
  lang: z.string().max(10).optional(),
});

const subscriptionBody = z.object({
  userId: z.number().int().positive(),
  plan: z.enum(['start', 'base']),
  status: z.number().int(),
  end: z.iso.datetime({ offset: true }).optional(),
  orderId: z.string().max(100).optional(),
});
const rolesBody = z.object({ roles: z.array(z.enum(['admin', 'editor', 'wip'])).max(3) });

const parse = (text: unknown) => JSON.parse(String(text)) as unknown;

/** The personal area (spec §2 Lk: Manage, Data/GDPR) and the admin's account tools. */
export function accountRoutes(s: Services, registry: Registry): Router {
  const r = Router();

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/Lk/Me',
      access: 'user',
      tag: 'Lk',
      summary: 'My account, plan, the plan’s limits (null = unlimited) and how much of each count I use.',
      answer: '{ data: { user, plan, limits, usage } }',
    },
    async ({ account }) => {
      const plan = await planOf(s.db, account.id, s.now());
      const usage: Record<string, number> = {};
      for (const table of ['bibliography', 'annotations', 'ratings', 'catalogue', 'cards']) {
        const row = await s.db(table).where('user_id', account.id).count({ n: '*' }).first();
        usage[table] = Number(row?.n ?? 0);
      }
      return {
        data: {
          user: {
            id: account.id,
            email: account.email,
            roles: account.roles,
            hasPassword: account.password_hash !== null,
            googleLinked: account.google_id !== null,
          },
          plan,
          limits: LIMITS[plan],
          usage,
        },
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/Lk/Export',
      access: 'user',
      tag: 'Lk',
      summary:
        'All of my data as one JSON file (GDPR access and portability): account, subscriptions and every record.',
      answer:
        'a JSON attachment `referent-export.json`: { exportedAt, user, subscriptions, bibliography, catalogue, annotations, ratings, cards, cardTags, savedTexts, textDictionary }',
    },
    async ({ account, res }) => {
      const mine = (table: string) => s.db(table).where('user_id', account.id).orderBy('id');
      const user = await s.db('users').where('id', account.id).first('id', 'email', 'google_id', 'roles', 'created_at');
      const body = {
        exportedAt: s.now().toISOString(),
        user: {
          id: Number(user.id),
          email: user.email,
          googleId: user.google_id,
          roles: account.roles,
          createdAt: new Date(user.created_at).toISOString(),
        },
        subscriptions: (await mine('subscriptions')).map((x) => ({
          plan: x.plan,
          status: x.status,
          end: x.end === null ? null : new Date(x.end).toISOString(),
          orderId: x.order_id,
        })),
        bibliography: (await mine('bibliography')).map(recordOf),
        catalogue: (await mine('catalogue')).map((x) => ({
          id: x.id,
          ...(parse(x.data) as object),
          coauthors: parse(x.coauthors),
        })),
        annotations: (await mine('annotations')).map((x) => ({
          id: x.id,
          styleType: x.style_type,
          language: x.language,
          title: x.title,
          ...(parse(x.authors) as object),
          ...(parse(x.data) as object),
        })),
        ratings: (await mine('ratings')).map((x) => ({ id: x.id, ...(parse(x.data) as object) })),
        cards: await viewsOf(s.db, account.id, (await mine('cards')) as CardRow[]),
        cardTags: (await mine('card_tags')).map(tagView),
        savedTexts: (await mine('saved_texts')).map(savedTextView),
        textDictionary: await ownDictionary(s.db, account.id),
      };
      res.attachment('referent-export.json');
      return body;
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/Lk/DeleteData',
      access: 'user',
      tag: 'Lk',
      body: deleteBody,
      example: { confirm: true, Password: 'correct horse' },
      summary:
        'Deletes my account and all of my data, irreversibly (GDPR erasure). Needs `confirm: true`, and the password when one is set.',
      answer: '{ data: { deleted: true } } — every session of the account ends',
    },
    async ({ account, body, lang, req }) => {
      if (body.confirm !== true)
        throw fail(400, 'confirm', t('confirmDeletion', lang), {
          issues: [{ field: 'confirm', message: t('confirmDeletion', lang) }],
        });
      if (account.password_hash && !(await checkOwnPassword(s, req, account, body.Password ?? '', lang))) {
        throw fail(400, 'invalid', t('wrongPassword', lang), {
          issues: [{ field: 'Password', message: t('wrongPassword', lang) }],
        });
      }
      // Foreign keys cascade: sessions, codes, subscriptions and every record go with the user.
      await s.db('users').where('id', account.id).delete();
      return { data: { deleted: true } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/Admin/Users',
      access: 'admin',
      tag: 'Admin',
      summary: 'Lists accounts with their roles and current plan.',
      answer: '{ data: { id, email, roles, plan }[] }',
    },
    async () => {
      const users = await s.db('users').orderBy('id').select('id', 'email', 'roles');
      const now = s.now();
      return {
        data: await Promise.all(
          users.map(async (u) => ({
            id: Number(u.id),
            email: u.email,
            roles: parse(u.roles),
            plan: await planOf(s.db, Number(u.id), now),
          })),
        ),
      };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/Admin/Subscriptions',
      access: 'admin',
      tag: 'Admin',
      body: subscriptionBody,
      example: { userId: 1, plan: 'base', status: STATUS.active },
      summary: `Records a subscription for a user (plan ${PLANS.slice(1).join(' or ')}, spec §4 status and End).`,
      answer: '{ data: { id } }',
    },
    async ({ account, body, lang }) => {
      if (!(await s.db('users').where('id', body.userId).first('id'))) throw fail(404, 'notFound', t('notFound', lang));
      const [row] = await s.db('subscriptions').insert(
        {
          user_id: body.userId,
          plan: body.plan,
          status: body.status,
          end: body.end ? new Date(body.end) : null,
          order_id: body.orderId ?? null,
        },
        ['id'],
      );
      const id = Number((row as { id: number }).id);
      await logAdmin(
        s.db,
        account,
        'grantSubscription',
        `users#${body.userId}`,
        { subscription: id, ...body },
        s.now(),
      );
      return { data: { id } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'put',
      path: '/api/Admin/Users/:id/Roles',
      access: 'admin',
      tag: 'Admin',
      body: rolesBody,
      example: { roles: ['editor'] },
      summary: 'Sets a user’s roles (admin, editor, wip); they apply at the user’s next request.',
      answer: '{ data: { id, roles } }',
    },
    async ({ account, req, body, lang }) => {
      const id = rowIdOf(req.params.id);
      const n =
        id !== undefined
          ? await s
              .db('users')
              .where('id', id)
              .update({ roles: JSON.stringify(body.roles) })
          : 0;
      if (n !== 1) throw fail(404, 'notFound', t('notFound', lang));
      await logAdmin(s.db, account, 'setRoles', `users#${id}`, { roles: body.roles }, s.now());
      return { data: { id, roles: body.roles } };
    },
  );

  return r;
}
