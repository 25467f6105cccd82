import { Router } from 'express';
import { z } from 'zod';
import { queryOf } from '../api/query.js';
import { type Registry, route, type Services } from '../api/route.js';
import type { Account } from '../auth/viewer.js';
import { catalog, SYSTEMS, type System } from '../classifiers/catalog.js';
import { analyseUdc, browse, search, suggest } from '../classifiers/search.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { LIMITS, planOf } from '../plans.js';

/** The notices each data set's licence asks to show with it. */
export const ATTRIBUTION: Record<System, string> = {
  udc: 'Multilingual Universal Decimal Classification Summary (UDCC Publication No. 088), © UDC Consortium, CC BY-SA 3.0',
  bbk: 'BBK top-level sections (Library-Bibliographic Classification) as tabulated in ManagedIrbis5, © Alexey Mironov, MIT',
  jel: 'JEL Classification System, © American Economic Association',
};

const systemParam = z.enum(SYSTEMS);
const searchQuery = z.object({
  q: z.string().trim().min(1).max(200),
  limit: z.coerce.number().int().min(1).max(100).default(30),
  lang: z.string().max(10).optional(),
});
const treeQuery = z.object({ code: z.string().max(100).optional(), lang: z.string().max(10).optional() });
const analyseQuery = z.object({ code: z.string().trim().min(1).max(200), lang: z.string().max(10).optional() });
const suggestBody = z.object({
  text: z.string().trim().min(20).max(20_000),
  systems: z.array(systemParam).min(1).max(3).optional(),
  limit: z.number().int().min(1).max(20).default(10),
  lang: z.string().max(10).optional(),
});

async function allowedSystems(s: Services, account: Account): Promise<System[]> {
  return LIMITS[await planOf(s.db, account.id, s.now())].classifiers;
}

/** Spec §6: Trial UDC only, Basic UDC/BBK/JEL, Maximum all; a blocked system answers 403 `plan`. */
async function requireSystem(s: Services, account: Account, raw: unknown, lang: Lang): Promise<System> {
  const parsed = systemParam.safeParse(raw);
  if (!parsed.success) throw fail(404, 'notFound', t('notFound', lang));
  const plan = await planOf(s.db, account.id, s.now());
  if (!LIMITS[plan].classifiers.includes(parsed.data)) {
    throw fail(403, 'plan', t('demoUnavailable', lang), { plan, system: parsed.data });
  }
  return parsed.data;
}

/** /api/classifiers: UDC, BBK and JEL search, tree, UDC notation analysis and suggest (issue 21). */
export function classifierRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const plan = 'trial: UDC only; start and base: UDC, BBK, JEL (another system answers 403 `plan`)';
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/classifiers',
      access: 'user',
      tag: 'Classifiers',
      plan,
      summary: 'The classification systems, their sizes, licence notices and whether the caller’s plan opens them.',
      answer: '{ systems: { id, classes, allowed, attribution }[] }',
    },
    async ({ account }) => {
      const allowed = await allowedSystems(s, account);
      return {
        systems: SYSTEMS.map((id) => ({
          id,
          classes: catalog(id).nodes.length,
          allowed: allowed.includes(id),
          attribution: ATTRIBUTION[id],
        })),
      };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/classifiers/:system/search',
      access: 'user',
      tag: 'Classifiers',
      plan,
      summary:
        'Search by code prefix (UDC auxiliaries included: `004.8`, `(470)`, `"19"`, `=161.1`; JEL `D91`; BBK `65` or `У`) or by words in en/ru/ua (stemmed, typo-tolerant). Query: `q`, `limit` (1–100, default 30).',
      answer:
        '{ results: { code, caption, captionLang, fallback, hasChildren, matched?, score?, letter?, table? }[] } — `fallback` marks a caption not in the interface language',
    },
    async ({ account, req, lang }) => {
      const system = await requireSystem(s, account, req.params.system, lang);
      const q = queryOf(searchQuery, req.query, lang);
      return { results: search(system, q.q, lang, q.limit) };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/classifiers/:system/tree',
      access: 'user',
      tag: 'Classifiers',
      plan,
      summary: 'A class with its breadcrumbs and children (`code` in the query); the top classes without `code`.',
      answer: '{ node, path: Hit[], children: Hit[] }; 404 for an unknown code',
    },
    async ({ account, req, lang }) => {
      const system = await requireSystem(s, account, req.params.system, lang);
      const q = queryOf(treeQuery, req.query, lang);
      const found = browse(system, q.code ?? null, lang);
      if (!found) throw fail(404, 'notFound', t('notFound', lang));
      return found;
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: '/api/classifiers/udc/analyse',
      access: 'user',
      tag: 'Classifiers',
      plan: 'every plan (UDC)',
      summary:
        'Splits a UDC notation (`004.8:378(477)"20"=161.2`) into main numbers, auxiliaries and signs, each with the class that holds it.',
      answer: '{ parts: { part: { text, kind }, hit: Hit or null, exact }[] }',
    },
    async ({ req, lang }) => {
      const q = queryOf(analyseQuery, req.query, lang);
      return { parts: analyseUdc(q.code, lang) };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/classifiers/suggest',
      access: 'user',
      tag: 'Classifiers',
      plan: `${plan}; systems the plan does not open are listed in \`blocked\``,
      body: suggestBody,
      example: {
        text: 'Inflation targeting and central bank independence: evidence on monetary policy in emerging markets',
        systems: ['udc', 'jel'],
      },
      summary:
        'Ranked classes for a pasted title and abstract (BM25 over captions and their parents’ captions), with the words that matched. Nothing is stored.',
      answer: '{ results: { udc?: Hit[], bbk?: Hit[], jel?: Hit[] }, blocked: System[] }',
    },
    async ({ account, body, lang }) => {
      const allowed = await allowedSystems(s, account);
      const asked = body.systems ?? [...SYSTEMS];
      const results: Partial<Record<System, unknown>> = {};
      for (const system of asked.filter((x) => allowed.includes(x))) {
        results[system] = suggest(system, body.text, lang, body.limit);
      }
      return { results, blocked: asked.filter((x) => !allowed.includes(x)) };
    },
  );
  return r;
}
