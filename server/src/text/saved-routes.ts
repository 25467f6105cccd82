import type { Router } from 'express';
import type { Knex } from 'knex';
import { z } from 'zod';
import { type Registry, route, rowIdOf, type Services } from '../api/route.js';
import type { Account } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { LIMITS, planOf } from '../plans.js';
import type { Source } from './uniqueness.js';

/** Enough for a thesis chapter; the analyses themselves take at most 200,000 characters too. */
const MAX_TEXT = 200_000;
/** The spell-checker's `accepted` list takes 5000 words; a term list of a thesis is far shorter. */
const MAX_ENTRIES = { word: 5000, term: 1000 } as const;

const savedBody = z.object({
  /** Given: overwrite that saved text (mine); omitted: a new one. */
  id: z.number().int().positive().max(2_147_483_647).optional(),
  title: z.string().trim().min(1).max(200),
  text: z.string().min(1).max(MAX_TEXT),
  lang: z.enum(['en', 'ru', 'uk', 'ua']).optional(),
});
const wordBody = z.object({
  kind: z.enum(['word', 'term']),
  word: z.string().trim().min(1).max(100),
  /** A term's expansion (required for `kind` term). */
  expansion: z.string().trim().min(1).max(300).optional(),
});
const removeWordBody = z.object({ kind: z.enum(['word', 'term']), word: z.string().trim().min(1).max(100) });

interface SavedRow {
  id: number;
  title: string;
  text: string;
  lang: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const summaryOf = (r: SavedRow) => ({
  id: Number(r.id),
  title: r.title,
  lang: r.lang,
  characters: r.text.length,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});
export const savedTextView = (r: SavedRow) => ({ ...summaryOf(r), text: r.text });

/** A check reads at most this many saved texts (the latest), so its time stays bounded (≤ 200,000 characters each). */
export const SAVED_SOURCES = 50;

/** The user's saved texts as comparison sources for the uniqueness check (`except`: the text being checked). */
export async function savedSources(db: Knex, userId: number, except?: number): Promise<Source[]> {
  const q = db('saved_texts')
    .where('user_id', userId)
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(SAVED_SOURCES)
    .select('id', 'title', 'text');
  if (except !== undefined) q.whereNot('id', except);
  const rows: { id: number; title: string; text: string }[] = await q;
  return rows.map((r) => ({ name: r.title, kind: 'saved', text: r.text }));
}

/** The user's own dictionary: accepted spellings and abbreviation → expansion. */
export async function ownDictionary(db: Knex, userId: number) {
  const rows: { kind: string; word: string; expansion: string | null }[] = await db('text_words')
    .where('user_id', userId)
    .orderBy('word')
    .select('kind', 'word', 'expansion');
  const words = rows.filter((r) => r.kind === 'word').map((r) => r.word);
  const terms: Record<string, string> = {};
  for (const r of rows) if (r.kind === 'term' && r.expansion) terms[r.word] = r.expansion;
  return { words, terms };
}

/**
 * Spec §6 on saving: nothing in trial (403 plan), texts up to the Basic limit (1000 characters),
 * any length on Maximum. Refused rather than cut: a saved text silently shortened would be lost work.
 */
async function checkSaveLimit(s: Services, account: Account, text: string, lang: Lang) {
  const plan = await planOf(s.db, account.id, s.now());
  const max = LIMITS[plan].textMining;
  if (max === 0) throw fail(403, 'plan', t('demoUnavailable', lang), { plan });
  if (max !== null && text.length > max) {
    throw fail(403, 'plan', t('savedTextTooLong', lang, max), {
      plan,
      issues: [{ field: 'text', message: t('savedTextTooLong', lang, max) }],
    });
  }
}

function idOf(req: { params: unknown }, lang: Lang): number {
  const id = rowIdOf((req.params as Record<string, string>).id);
  if (id === undefined) throw fail(404, 'notFound', t('notFound', lang));
  return id;
}

/**
 * /api/text/saved and /api/text/words: the only places the text tool stores anything, and only
 * when the user asks (spec: "text never stored unless the user saves it"). Every query is by owner.
 */
export function savedTextRoutes(r: Router, registry: Registry, s: Services): void {
  const common = { access: 'user', tag: 'Text' } as const;
  const notFound = (lang: Lang) => fail(404, 'notFound', t('notFound', lang));

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'get',
      path: '/api/text/saved',
      summary: 'My saved texts, latest first (without their text).',
      answer: '{ data: { id, title, lang, characters, createdAt, updatedAt }[] }',
    },
    async ({ account }) => {
      const rows: SavedRow[] = await s
        .db('saved_texts')
        .where('user_id', account.id)
        .orderBy([
          { column: 'updated_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      return { data: rows.map(summaryOf) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/saved',
      body: savedBody,
      plan: 'trial: blocked (demo); start: texts up to 1000 characters (longer: 403 plan); base: unlimited',
      example: { title: 'Introduction', text: 'Children learn language by using it.', lang: 'en' },
      summary: 'Saves a text (new, or over one of mine with `id`); the only way the text tool stores a text.',
      answer: '{ data: { id, title, lang, characters, createdAt, updatedAt, text } }',
    },
    async ({ account, body, lang }) => {
      await checkSaveLimit(s, account, body.text, lang);
      const now = s.now();
      const fields = { title: body.title, text: body.text, lang: body.lang ?? null, updated_at: now };
      let id = body.id;
      if (id === undefined) {
        const [row] = await s.db('saved_texts').insert({ ...fields, user_id: account.id, created_at: now }, ['id']);
        id = Number((row as { id: number }).id);
      } else {
        const n = await s.db('saved_texts').where({ id, user_id: account.id }).update(fields);
        if (n === 0) throw notFound(lang);
      }
      const saved: SavedRow = await s.db('saved_texts').where({ id, user_id: account.id }).first();
      return { data: savedTextView(saved) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'get',
      path: '/api/text/saved/:id',
      summary: 'One of my saved texts, with its text.',
      answer: '{ data: { id, title, lang, characters, createdAt, updatedAt, text } }',
    },
    async ({ account, req, lang }) => {
      const row: SavedRow | undefined = await s
        .db('saved_texts')
        .where({ id: idOf(req, lang), user_id: account.id })
        .first();
      if (!row) throw notFound(lang);
      return { data: savedTextView(row) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'delete',
      path: '/api/text/saved/:id',
      summary: 'Deletes one of my saved texts.',
      answer: '{ data: { id } }',
    },
    async ({ account, req, lang }) => {
      const id = idOf(req, lang);
      const n = await s.db('saved_texts').where({ id, user_id: account.id }).delete();
      if (n === 0) throw notFound(lang);
      return { data: { id } };
    },
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'get',
      path: '/api/text/words',
      summary: 'My dictionary: words the spell-checker accepts and abbreviations with their expansion.',
      answer: '{ data: { words: string[], terms: Record<string, string> } }',
    },
    async ({ account }) => ({ data: await ownDictionary(s.db, account.id) }),
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/words',
      body: wordBody,
      example: { kind: 'term', word: 'UDC', expansion: 'Universal Decimal Classification' },
      summary:
        'Adds a word to my spelling dictionary (`kind` word) or an abbreviation with its expansion (`kind` term, replacing an earlier one); at most 5000 words and 1000 terms.',
      answer: '{ data: { words: string[], terms: Record<string, string> } }',
    },
    async ({ account, body, lang }) => {
      const expansion = body.kind === 'term' ? (body.expansion ?? null) : null;
      if (body.kind === 'term' && (expansion === null || body.word.length > 20)) {
        const field = expansion === null ? 'expansion' : 'word';
        throw fail(400, 'invalid', t('invalidFields', lang), {
          issues: [{ field, message: field === 'word' ? 'at most 20 characters' : 'required for a term' }],
        });
      }
      await s.db.transaction(async (trx) => {
        const mine = { user_id: account.id, kind: body.kind, word: body.word };
        if (await trx('text_words').where(mine).first('id')) {
          await trx('text_words').where(mine).update({ expansion });
          return;
        }
        const row = await trx('text_words').where({ user_id: account.id, kind: body.kind }).count({ n: '*' }).first();
        const max = MAX_ENTRIES[body.kind];
        if (Number(row?.n ?? 0) >= max) {
          throw fail(400, 'invalid', t('tooManyOwnWords', lang, max), {
            issues: [{ field: 'word', message: t('tooManyOwnWords', lang, max) }],
          });
        }
        await trx('text_words').insert({ ...mine, expansion });
      });
      return { data: await ownDictionary(s.db, account.id) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/words/remove',
      body: removeWordBody,
      example: { kind: 'word', word: 'MinHash' },
      summary: 'Removes a word or a term from my dictionary (no error when it was not there).',
      answer: '{ data: { words: string[], terms: Record<string, string> } }',
    },
    async ({ account, body }) => {
      await s.db('text_words').where({ user_id: account.id, kind: body.kind, word: body.word }).delete();
      return { data: await ownDictionary(s.db, account.id) };
    },
  );
}
