import type { Knex } from 'knex';
import { type StoryRow, withTags } from './store.js';

const LANGS = ['en', 'ru', 'ua'] as const;
/** How many of the hidden and of the recently changed stories the aside lists. */
export const ASIDE_LIMIT = 10;

const iso = (v: Date | string | number) => new Date(v).toISOString();

export interface AsideStory {
  id: number;
  title: string;
  hrefKey: string;
  visible: boolean;
  dateCreate: string;
  updatedAt: string;
  /** Who wrote it (their e-mail), or '' when the account is gone. */
  author: string;
}

/**
 * What a blog admin keeps an eye on in one language (spec §6 "Admin sees a blog aside"):
 * counts per language and visibility, the hidden stories (drafts waiting to be shown), the
 * latest changes, and the language's tags with how many stories (hidden ones too) carry each.
 */
export async function asideOf(db: Knex, lang: string) {
  const counted = (await db('stories')
    .select('lang', 'visible')
    .count({ n: '*' })
    .groupBy('lang', 'visible')) as unknown as { lang: string; visible: boolean | number; n: number | string }[];
  const counts = Object.fromEntries(
    LANGS.map((l) => {
      const of = (v: boolean) =>
        counted.filter((r) => r.lang === l && Boolean(r.visible) === v).reduce((a, r) => a + Number(r.n), 0);
      return [l, { visible: of(true), hidden: of(false) }];
    }),
  );
  const listed = (q: Knex.QueryBuilder) =>
    q
      .leftJoin('users', 'users.id', 'stories.author_id')
      .select('stories.*', 'users.email as author_email')
      .where('stories.lang', lang)
      .limit(ASIDE_LIMIT);
  const shape = async (rows: (StoryRow & { updated_at: Date | string | number; author_email: string | null })[]) =>
    (await withTags(db, rows)).map(
      (s, i): AsideStory => ({
        id: s.id,
        title: s.title,
        hrefKey: s.hrefKey,
        visible: s.visible,
        dateCreate: s.dateCreate,
        updatedAt: iso(rows[i]?.updated_at ?? s.dateCreate),
        author: rows[i]?.author_email ?? '',
      }),
    );
  const hidden = await shape(
    await listed(db('stories'))
      .andWhere('stories.visible', false)
      .orderBy([
        { column: 'stories.updated_at', order: 'desc' },
        { column: 'stories.id', order: 'desc' },
      ]),
  );
  const recent = await shape(
    await listed(db('stories')).orderBy([
      { column: 'stories.updated_at', order: 'desc' },
      { column: 'stories.id', order: 'desc' },
    ]),
  );
  return { lang, counts, hidden, recent };
}

/**
 * Renames a tag in every story of one language, or merges it into another: a story that
 * already has the target key keeps one tag. Every story with the target key then shows the
 * new text, so one key is one text in the language. Answers how many stories carry it.
 */
export async function renameTag(
  db: Knex,
  lang: string,
  from: string,
  to: { hrefKey: string; text: string },
): Promise<number> {
  return db.transaction(async (tx) => {
    const inLang = tx('stories').select('id').where('lang', lang);
    const holders = (
      await tx('story_tags').whereIn('story_id', inLang).andWhere('href_key', from).select('story_id')
    ).map((r: { story_id: number | string }) => Number(r.story_id));
    if (!holders.length) return 0;
    if (to.hrefKey !== from) {
      const both = (
        await tx('story_tags').whereIn('story_id', holders).andWhere('href_key', to.hrefKey).select('story_id')
      ).map((r: { story_id: number | string }) => Number(r.story_id));
      if (both.length) await tx('story_tags').whereIn('story_id', both).andWhere('href_key', from).delete();
      await tx('story_tags').whereIn('story_id', holders).andWhere('href_key', from).update({ href_key: to.hrefKey });
    }
    await tx('story_tags')
      .whereIn('story_id', tx('stories').select('id').where('lang', lang))
      .andWhere('href_key', to.hrefKey)
      .update({ text: to.text });
    const [row] = await tx('story_tags')
      .whereIn('story_id', tx('stories').select('id').where('lang', lang))
      .andWhere('href_key', to.hrefKey)
      .count({ n: '*' });
    return Number((row as { n: number | string } | undefined)?.n ?? 0);
  });
}
