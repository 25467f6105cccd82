import type { Knex } from 'knex';

/** Spec §3 Blog story, as the API answers it. */
export interface Story {
  id: number;
  title: string;
  dateCreate: string;
  macro: string;
  full: string;
  tags: { hrefKey: string; text: string }[];
  seoTitle: string;
  seoDescription: string;
  lang: string;
  visible: boolean;
  hrefKey: string;
}

export interface StoryRow {
  id: number | string;
  lang: string;
  href_key: string;
  title: string;
  macro: string;
  full: string;
  seo_title: string;
  seo_description: string;
  visible: boolean | number;
  created_at: Date | string | number;
}

const iso = (v: Date | string | number) => new Date(v).toISOString();

/** Stories with their tags, in the order given (one query for all tags). */
export async function withTags(db: Knex, rows: StoryRow[]): Promise<Story[]> {
  const ids = rows.map((r) => Number(r.id));
  const tags = ids.length ? await db('story_tags').whereIn('story_id', ids).orderBy(['story_id', 'href_key']) : [];
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    dateCreate: iso(r.created_at),
    macro: r.macro,
    full: r.full,
    tags: tags
      .filter((t: { story_id: number | string }) => Number(t.story_id) === Number(r.id))
      .map((t: { href_key: string; text: string }) => ({ hrefKey: t.href_key, text: t.text })),
    seoTitle: r.seo_title,
    seoDescription: r.seo_description,
    lang: r.lang,
    visible: Boolean(r.visible),
    hrefKey: r.href_key,
  }));
}

export async function storyById(db: Knex, id: number): Promise<Story | undefined> {
  const row = await db('stories').where('id', id).first();
  return row ? (await withTags(db, [row]))[0] : undefined;
}

export async function storyByKey(db: Knex, lang: string, hrefKey: string): Promise<Story | undefined> {
  const row = await db('stories').where({ lang, href_key: hrefKey }).first();
  return row ? (await withTags(db, [row]))[0] : undefined;
}

export interface ListQuery {
  lang: string;
  page: number;
  perPage: number;
  /** A tag's hrefKey, or undefined for every tag. */
  tag?: string;
  /** Which stories by visibility. */
  show: 'visible' | 'hidden' | 'all';
}

/** One page of a language's stories, newest first, with the total for the pager. */
export async function listStories(db: Knex, q: ListQuery): Promise<{ stories: Story[]; total: number }> {
  const base = () => {
    const b = db('stories').where('stories.lang', q.lang);
    if (q.show !== 'all') b.andWhere('stories.visible', q.show === 'visible');
    if (q.tag) {
      b.whereIn('stories.id', db('story_tags').select('story_id').where('href_key', q.tag));
    }
    return b;
  };
  const counted = await base().count<{ n: number | string }[]>({ n: '*' });
  const rows = await base()
    .select('stories.*')
    .orderBy([
      { column: 'stories.created_at', order: 'desc' },
      { column: 'stories.id', order: 'desc' },
    ])
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  return { stories: await withTags(db, rows), total: Number(counted[0]?.n ?? 0) };
}

/** Tags in use with how many stories carry each, per language when given. */
export async function tagCounts(
  db: Knex,
  opts: { lang?: string; visibleOnly: boolean },
): Promise<{ hrefKey: string; text: string; lang: string; count: number }[]> {
  const q = db('story_tags')
    .join('stories', 'stories.id', 'story_tags.story_id')
    .select('story_tags.href_key', 'stories.lang')
    .max({ text: 'story_tags.text' })
    .count({ n: '*' })
    .groupBy('story_tags.href_key', 'stories.lang')
    .orderBy(['stories.lang', 'story_tags.href_key']);
  if (opts.lang) q.where('stories.lang', opts.lang);
  if (opts.visibleOnly) q.where('stories.visible', true);
  const rows = (await q) as unknown as { href_key: string; lang: string; text: string; n: number | string }[];
  return rows.map((r) => ({ hrefKey: r.href_key, text: r.text, lang: r.lang, count: Number(r.n) }));
}
