import type { Knex } from 'knex';
import { z } from 'zod';
import { MAX_ROW_ID } from '../api/route.js';
import type { Account } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, type MessageKey, t } from '../i18n/messages.js';
import { LIMITS, planOf } from '../plans.js';
import { LINK } from '../routes/catalogue.js';
import { FILTER_TYPES, notOwned, SORT_TYPES } from './store.js';

/** Spec §5/§9: tag name and note text "more than 3 characters". */
export const MIN_TEXT = 4;
export const BASE = '/api/CatalogFile/Card';

// PostgreSQL's integer: a larger id is a 400 naming the field, never the database's 500.
const id = z.number().int().positive().max(MAX_ROW_ID);
const ids = (max: number) => z.array(id).max(max).default([]);

export const cardBody = z.object({
  id: id.optional(),
  title: z.string().max(1000).default(''),
  body: z.string().max(50_000),
  fatherId: id.nullable().default(null),
  tags: ids(50),
  quote: z.string().max(10_000).default(''),
  // A card as GET answers it (url null when absent) can be sent back as it is.
  url: z
    .string()
    .max(1000)
    .nullable()
    .default('')
    .transform((v) => v ?? ''),
  info: z.string().max(10_000).default(''),
  contextLinks: ids(200),
  bibliographyId: id.nullable().default(null),
  /** On update, when fatherId changes (spec §4): with the subtree, or alone (children up or to the top). */
  moveMode: z.enum(['subtree', 'alone']).default('subtree'),
  childrenTo: z.enum(['up', 'top']).default('up'),
  lang: z.string().max(10).optional(),
});
export type CardBody = z.infer<typeof cardBody>;

export const moveBody = z.object({
  id,
  fatherId: id.nullable(),
  childrenTo: z.enum(['up', 'top']).default('up'),
  lang: z.string().max(10).optional(),
});

export const filterBody = z.object({
  searchingString: z.string().max(500).default(''),
  filteredTypes: z.array(z.enum(FILTER_TYPES)).max(10).default([]),
  tags: ids(50),
  sortType: z.enum(SORT_TYPES).default('number'),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
  take: z.number().int().min(1).max(1000).default(10),
  skip: z.number().int().min(0).max(1_000_000).default(0),
  lang: z.string().max(10).optional(),
});

export const tagBody = z.object({
  id: id.optional(),
  name: z.string().max(100),
  colorId: z.number().int().min(-MAX_ROW_ID).max(MAX_ROW_ID),
  lang: z.string().max(10).optional(),
});

export const exportBody = z.object({
  format: z.enum(['docx', 'markdown']),
  ids: z.array(id).max(100_000).optional(),
  tags: ids(50),
  title: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});

export const importBody = z.object({
  notes: z
    .array(z.object({ name: z.string().max(300), text: z.string().max(200_000) }))
    .min(1)
    .max(5000),
  lang: z.string().max(10).optional(),
});

/** 400 naming one field, in the caller's language. */
export function invalid(field: string, key: MessageKey, lang: Lang, n?: number): never {
  const message = t(key, lang, n);
  throw fail(400, 'invalid', message, { issues: [{ field, message }] });
}

/** The ideas generator is not in the trial plan (spec §6 "Ideas generator: none"). */
export async function requireCards(db: Knex, account: Account, now: Date, lang: Lang): Promise<void> {
  const plan = await planOf(db, account.id, now);
  if (LIMITS[plan].counts.cards === 0) throw fail(403, 'plan', t('demoUnavailable', lang), { plan });
}

/** Spec §5 for a card: body more than 3 characters, link format, unique URL; references the owner's. */
export async function checkCard(trx: Knex, userId: number, body: CardBody, lang: Lang, self?: number): Promise<void> {
  if (body.body.trim().length < MIN_TEXT) invalid('body', 'cardBodyShort', lang);
  const url = body.url.trim();
  if (url) {
    if (!LINK.test(url)) invalid('url', 'invalidLink', lang);
    const same = trx('cards').where({ user_id: userId, url });
    if (self !== undefined) same.whereNot('id', self);
    if (await same.first('id')) invalid('url', 'urlTaken', lang);
  }
  if (body.fatherId !== null && (await notOwned(trx, 'cards', userId, [body.fatherId])).length) {
    invalid('fatherId', 'cardUnknownRef', lang);
  }
  if ((await notOwned(trx, 'card_tags', userId, body.tags)).length) invalid('tags', 'cardUnknownRef', lang);
  if ((await notOwned(trx, 'cards', userId, body.contextLinks)).length) invalid('contextLinks', 'cardUnknownRef', lang);
  if (body.bibliographyId !== null && (await notOwned(trx, 'bibliography', userId, [body.bibliographyId])).length) {
    invalid('bibliographyId', 'cardUnknownRef', lang);
  }
}

/** The stored content columns of a card body. */
export const contentColumns = (body: CardBody, now: Date) => ({
  title: body.title.trim(),
  body: body.body,
  quote: body.quote,
  url: body.url.trim() || null,
  info: body.info,
  bibliography_id: body.bibliographyId,
  updated_at: now,
});
