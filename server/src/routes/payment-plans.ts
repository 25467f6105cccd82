import { Router } from 'express';
import { z } from 'zod';
import { logAdmin } from '../admin-log.js';
import type { Registry, Services } from '../api/route.js';
import { route } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { toMinor } from '../payments/money.js';
import { planView } from '../payments/plan-view.js';

const lang = z.string().max(10).optional();
const digits = z.string().regex(/^\d{1,9}$/, 'digits');
const text = (max: number) => z.string().trim().min(1).max(max);
const planFields = {
  PlanKey: z.enum(['trial', 'start', 'base']),
  Interval: z.enum(['monthly', 'yearly']),
  Price: z.string().regex(/^\d{1,7}(\.\d{1,2})?$/, 'a price like 5 or 4.99'),
  Currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code like USD or UAH'),
  Active: z.enum(['true', 'false']).optional(),
  NameEn: text(100),
  NameRu: text(100),
  NameUa: text(100),
  DescriptionEn: z.string().max(500).optional(),
  DescriptionRu: z.string().max(500).optional(),
  DescriptionUa: z.string().max(500).optional(),
  lang,
};
const planBody = z.object(planFields);
const updatePlanBody = z.object({ Id: digits, ...planFields });

type PlanInput = z.infer<typeof planBody>;
const planRow = (b: PlanInput) => ({
  plan_key: b.PlanKey,
  interval: b.Interval,
  price_minor: toMinor(b.Price) ?? 0,
  currency: b.Currency,
  active: b.Active !== 'false',
  names: JSON.stringify({ en: b.NameEn, ru: b.NameRu, ua: b.NameUa }),
  descriptions: JSON.stringify({ en: b.DescriptionEn ?? '', ru: b.DescriptionRu ?? '', ua: b.DescriptionUa ?? '' }),
});

/** The admin's plan routes of spec §7 Payment (PaymentManager): every change is logged with who made it. */
export function paymentPlanRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const tag = 'Payment (admin)';

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/Payment/GetAllSubscriptionPlans',
      access: 'admin',
      tag,
      summary: 'Every plan, on sale or not, with its names and descriptions in all languages (PaymentManager).',
      answer: '{ data: plan[] }',
    },
    async ({ lang }) => ({ data: (await s.db('plans').orderBy('id')).map((p) => planView(p, lang)) }),
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/AddSubscriptionPlan',
      access: 'admin',
      tag,
      form: true,
      body: planBody,
      example: {
        PlanKey: 'start',
        Interval: 'monthly',
        Price: '4.99',
        Currency: 'USD',
        NameEn: 'Basic',
        NameRu: 'Базовый',
        NameUa: 'Базовий',
      },
      summary:
        'Adds a plan (spec plan fields: name per language, interval monthly or yearly, price, currency; plus the plan key and whether it is on sale).',
      answer: '{ data: plan }',
    },
    async ({ account, body, lang }) => {
      const now = s.now();
      const [row] = await s.db('plans').insert({ ...planRow(body), created_at: now }, ['id']);
      const id = Number((row as { id: number }).id);
      await logAdmin(s.db, account, 'addPlan', `plans#${id}`, planRow(body), now);
      return { data: planView(await s.db('plans').where('id', id).first(), lang) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/Payment/UpdateSubscriptionPlan',
      access: 'admin',
      tag,
      form: true,
      body: updatePlanBody,
      example: {
        Id: '2',
        PlanKey: 'start',
        Interval: 'monthly',
        Price: '5.99',
        Currency: 'USD',
        NameEn: 'Basic',
        NameRu: 'Базовый',
        NameUa: 'Базовий',
      },
      summary: 'Changes a plan. Orders already made keep the price they were made at.',
      answer: '{ data: plan }',
    },
    async ({ account, body, lang }) => {
      const { Id, ...fields } = body;
      const n = await s.db('plans').where('id', Number(Id)).update(planRow(fields));
      if (n !== 1) throw fail(404, 'notFound', t('notFound', lang));
      await logAdmin(s.db, account, 'updatePlan', `plans#${Id}`, planRow(fields), s.now());
      return { data: planView(await s.db('plans').where('id', Number(Id)).first(), lang) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'delete',
      path: '/Payment/DeleteSubscriptionPlan/:Id',
      access: 'admin',
      tag,
      summary:
        'Deletes a plan nobody has ordered; a plan with orders is taken off sale instead (orders keep their snapshot).',
      answer: '{ data: { Id, deleted: true } } or { data: { Id, deleted: false, active: false } }',
    },
    async ({ account, req, lang }) => {
      const id = /^\d{1,9}$/.test(String(req.params.Id)) ? Number(req.params.Id) : 0;
      if (!id || !(await s.db('plans').where('id', id).first('id'))) throw fail(404, 'notFound', t('notFound', lang));
      const ordered = await s.db('orders').where('plan_id', id).first('id');
      if (ordered) await s.db('plans').where('id', id).update({ active: false });
      else await s.db('plans').where('id', id).delete();
      await logAdmin(s.db, account, ordered ? 'retirePlan' : 'deletePlan', `plans#${id}`, {}, s.now());
      return { data: ordered ? { Id: id, deleted: false, active: false } : { Id: id, deleted: true } };
    },
  );

  return r;
}
