import { linksIn, rewriteLinks, shown, sortKey, type TreeCard, type TreePlan } from '@referent/engine';
import type { Knex } from 'knex';
import { iso } from '../routes/records.js';
import { colorById } from './colors.js';
import { ftsMatch, searchPrefixes, tsQuery } from './search.js';

/**
 * The ideas generator's storage: every query filters by the owner, every tree change is
 * applied inside the caller's transaction (cards, numbers and the bodies that link to them).
 */

export interface CardRow {
  id: number;
  user_id: number;
  parent_id: number | null;
  zettel: string;
  title: string;
  body: string;
  quote: string;
  url: string | null;
  info: string;
  bibliography_id: number | null;
  created_at: unknown;
  updated_at: unknown;
}

export interface TagView {
  id: number;
  name: string;
  colorId: number;
  color: string;
}

/** The few columns a list, tree or graph needs. */
export interface CardSummary {
  id: number;
  zettelNumber: string;
  title: string;
  fatherId: number | null;
  excerpt: string;
  tags: number[];
  contextLinks: number[];
  /** Ids of the cards the body links to with `[[…]]`. */
  links: number[];
  dateModified: string;
}

export interface CardView {
  id: number;
  zettelNumber: string;
  title: string;
  body: string;
  fatherId: number | null;
  tags: TagView[];
  quote: string;
  url: string | null;
  info: string;
  contextLinks: number[];
  bibliographyId: number | null;
  /** The linked bibliography record, formatted in its first style. */
  citation: string | null;
  dateCreate: string;
  dateModified: string;
}

/** SQLite allows a limited number of bound variables per statement. */
const CHUNK = 500;
async function inChunks<T>(ids: number[], run: (part: number[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) out.push(...(await run(ids.slice(i, i + CHUNK))));
  return out;
}

export const isPg = (db: Knex) => db.client.config.client === 'pg';

export async function loadTree(db: Knex, userId: number): Promise<TreeCard[]> {
  const rows = await db('cards').where('user_id', userId).select('id', 'parent_id', 'zettel');
  return rows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    zettel: r.zettel,
  }));
}

export const tagView = (row: { id: number; name: string; color_id: number }): TagView => ({
  id: Number(row.id),
  name: row.name,
  colorId: Number(row.color_id),
  color: colorById(Number(row.color_id))?.hex ?? '#e8eaed',
});

/** Formatted text of a bibliography record: its first style's result. */
function citationOf(result: string | undefined): string | null {
  if (!result) return null;
  try {
    const first = Object.values(JSON.parse(result) as Record<string, string>)[0];
    return first ?? null;
  } catch {
    return null;
  }
}

/** Full views of rows: tags, context links and the linked record's citation, fetched in a few batch queries. */
export async function viewsOf(db: Knex, userId: number, rows: CardRow[]): Promise<CardView[]> {
  const ids = rows.map((r) => Number(r.id));
  const tagRows = await inChunks(ids, (part) =>
    db('card_tagging')
      .join('card_tags', 'card_tags.id', 'card_tagging.tag_id')
      .whereIn('card_tagging.card_id', part)
      .where('card_tags.user_id', userId)
      .orderBy('card_tags.name')
      .select('card_tagging.card_id', 'card_tags.id', 'card_tags.name', 'card_tags.color_id'),
  );
  const linkRows = await inChunks(ids, (part) =>
    db('card_links').whereIn('card_id', part).select('card_id', 'target_id'),
  );
  const bibIds = [...new Set(rows.map((r) => r.bibliography_id).filter((b): b is number => b !== null))];
  const bibRows = await inChunks(bibIds, (part) =>
    db('bibliography').whereIn('id', part).where('user_id', userId).select('id', 'result'),
  );
  const citations = new Map(bibRows.map((b) => [Number(b.id), citationOf(b.result)]));
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      zettelNumber: shown(r.zettel),
      title: r.title,
      body: r.body,
      fatherId: r.parent_id === null ? null : Number(r.parent_id),
      tags: tagRows.filter((t) => Number(t.card_id) === id).map(tagView),
      quote: r.quote,
      url: r.url,
      info: r.info,
      contextLinks: linkRows.filter((l) => Number(l.card_id) === id).map((l) => Number(l.target_id)),
      bibliographyId: r.bibliography_id === null ? null : Number(r.bibliography_id),
      citation: r.bibliography_id === null ? null : (citations.get(Number(r.bibliography_id)) ?? null),
      dateCreate: iso(r.created_at),
      dateModified: iso(r.updated_at),
    };
  });
}

/** Summaries of all of a user's cards, in number order, with body links resolved to ids. */
export async function summaries(db: Knex, userId: number): Promise<CardSummary[]> {
  const rows = (await db('cards')
    .where('user_id', userId)
    .orderBy('zettel_key')
    .select('id', 'parent_id', 'zettel', 'title', 'body', 'updated_at')) as CardRow[];
  const byNumber = new Map(rows.map((r) => [shown(r.zettel), Number(r.id)]));
  const tagRows = await db('card_tagging')
    .join('cards', 'cards.id', 'card_tagging.card_id')
    .where('cards.user_id', userId)
    .select('card_tagging.card_id', 'card_tagging.tag_id');
  const linkRows = await db('card_links')
    .join('cards', 'cards.id', 'card_links.card_id')
    .where('cards.user_id', userId)
    .select('card_links.card_id', 'card_links.target_id');
  const group = (list: Record<string, unknown>[], key: string, value: string) => {
    const m = new Map<number, number[]>();
    for (const x of list) {
      const k = Number(x[key]);
      m.set(k, [...(m.get(k) ?? []), Number(x[value])]);
    }
    return m;
  };
  const tags = group(tagRows, 'card_id', 'tag_id');
  const links = group(linkRows, 'card_id', 'target_id');
  return rows.map((r) => ({
    id: Number(r.id),
    zettelNumber: shown(r.zettel),
    title: r.title,
    fatherId: r.parent_id === null ? null : Number(r.parent_id),
    excerpt: r.body.slice(0, 160),
    tags: tags.get(Number(r.id)) ?? [],
    contextLinks: links.get(Number(r.id)) ?? [],
    links: linksIn(r.body)
      .map((n) => byNumber.get(n))
      .filter((x): x is number => x !== undefined),
    dateModified: iso(r.updated_at),
  }));
}

/**
 * Applies a tree plan: moved cards get their parent and number (in two steps through
 * temporary numbers, so swaps never meet the unique index), deleted cards go, and every
 * body that links to a renamed or deleted number is rewritten. `replacement` (shown form)
 * takes the place of links to deleted cards. Run inside the operation's transaction.
 */
export async function applyTreePlan(trx: Knex, userId: number, plan: TreePlan, replacement?: string): Promise<void> {
  const own = () => trx('cards').where('user_id', userId);
  for (const [id, change] of plan.changes) {
    await own()
      .where('id', id)
      .update({ zettel: `~${id}`, zettel_key: `~${id}`, parent_id: change.parentId });
  }
  for (const [id, change] of plan.changes) {
    await own()
      .where('id', id)
      .update({ zettel: change.zettel, zettel_key: sortKey(change.zettel) });
  }
  await inChunks(plan.deleted, async (part) => {
    await own().whereIn('id', part).delete();
    return [];
  });
  if (plan.renames.size === 0) return;
  const bodies = (await own().where('body', 'like', '%[[%').select('id', 'body')) as { id: number; body: string }[];
  for (const b of bodies) {
    const next = rewriteLinks(b.body, plan.renames, replacement);
    if (next !== b.body) await own().where('id', b.id).update({ body: next });
  }
}

/** Sets a card's tags and context links to exactly the given lists (already checked as the owner's). */
export async function setRelations(trx: Knex, cardId: number, tags: number[], links: number[]): Promise<void> {
  await trx('card_tagging').where('card_id', cardId).delete();
  await trx('card_links').where('card_id', cardId).delete();
  const uniqueTags = [...new Set(tags)];
  const uniqueLinks = [...new Set(links)].filter((l) => l !== cardId);
  if (uniqueTags.length) await trx('card_tagging').insert(uniqueTags.map((tag_id) => ({ card_id: cardId, tag_id })));
  if (uniqueLinks.length)
    await trx('card_links').insert(uniqueLinks.map((target_id) => ({ card_id: cardId, target_id })));
}

/** The ids in `ids` that the user does not own in `table`. */
export async function notOwned(db: Knex, table: string, userId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await inChunks(unique, (part) => db(table).where('user_id', userId).whereIn('id', part).select('id'));
  const have = new Set(found.map((r) => Number(r.id)));
  return unique.filter((id) => !have.has(id));
}

export const SORT_TYPES = ['number', 'title', 'created', 'modified'] as const;
export type SortType = (typeof SORT_TYPES)[number];
export const FILTER_TYPES = ['quote', 'url', 'citation', 'top', 'linked', 'tagged'] as const;
export type FilterType = (typeof FILTER_TYPES)[number];

export interface CardFilter {
  searchingString: string;
  filteredTypes: FilterType[];
  tags: number[];
  sortType: SortType;
  sortDirection: 'asc' | 'desc';
  take: number;
  skip: number;
}

const SORT_COLUMN: Record<SortType, string> = {
  number: 'cards.zettel_key',
  title: 'cards.title',
  created: 'cards.created_at',
  modified: 'cards.updated_at',
};

/**
 * One page of a user's cards by the spec's filter (§3: searchingString, filteredTypes, tags,
 * sortType, sortDirection; §9 take 10, skip 0): full-text search, every listed tag required,
 * every listed type required; `total` counts all matches.
 */
export async function filterCards(
  db: Knex,
  userId: number,
  f: CardFilter,
): Promise<{ data: CardView[]; total: number }> {
  const q = db('cards').where('cards.user_id', userId);
  const prefixes = searchPrefixes(f.searchingString);
  if (prefixes.length) {
    if (isPg(db)) q.whereRaw(`cards.search @@ to_tsquery('simple', ?)`, [tsQuery(prefixes)]);
    else q.whereRaw('cards.id in (select rowid from cards_fts where cards_fts match ?)', [ftsMatch(prefixes)]);
  }
  for (const tag of [...new Set(f.tags)]) {
    q.whereExists(db('card_tagging').whereRaw('card_tagging.card_id = cards.id').where('card_tagging.tag_id', tag));
  }
  for (const type of new Set(f.filteredTypes)) {
    if (type === 'quote') q.whereNot('cards.quote', '');
    if (type === 'url') q.whereNotNull('cards.url');
    if (type === 'citation') q.whereNotNull('cards.bibliography_id');
    if (type === 'top') q.whereNull('cards.parent_id');
    if (type === 'linked') q.whereExists(db('card_links').whereRaw('card_links.card_id = cards.id'));
    if (type === 'tagged') q.whereExists(db('card_tagging').whereRaw('card_tagging.card_id = cards.id'));
  }
  const counted = await q.clone().count({ n: '*' }).first();
  const rows = (await q
    .orderBy([
      { column: SORT_COLUMN[f.sortType], order: f.sortDirection },
      { column: 'cards.id', order: f.sortDirection },
    ])
    .limit(f.take)
    .offset(f.skip)
    .select('cards.*')) as CardRow[];
  return { data: await viewsOf(db, userId, rows), total: Number(counted?.n ?? 0) };
}
