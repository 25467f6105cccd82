import {
  applyPlan,
  descendantCount,
  linksIn,
  numberFor,
  planDelete,
  planMove,
  rewriteLinks,
  shown,
  sortKey,
  type TreeCard,
  TreeError,
  type TreePlan,
} from '@referent/engine';
import { ApiError, request } from '../../lib/http.js';
import { readJson, removeKey, writeJson } from '../../lib/storage.js';
import {
  type Card,
  type CardInput,
  type CardSummary,
  type CardsRepository,
  type ChildrenTo,
  type Color,
  DemoRefusal,
  type Filter,
  type Tag,
} from './repository.js';

/** The guest's demo cards (spec §3 guest local store, §6 guests see a demo). */
export const CARDS_DEMO_KEY = 'referent.demo.cards';

/** Spec §4: demo data disappears after authorisation. */
export function clearCardsDemo(): void {
  removeKey(CARDS_DEMO_KEY);
}

interface StoredCard extends TreeCard {
  title: string;
  body: string;
  tags: number[];
  quote: string;
  url: string;
  info: string;
  contextLinks: number[];
  created: string;
  modified: string;
}

interface DemoState {
  cards: StoredCard[];
  tags: Tag[];
  nextId: number;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Sample cards in the interface language: a small tree with [[…]] links, a quote and tags. */
function samples(t: Translate, now: string): DemoState {
  const tags: Tag[] = [
    { id: 1, name: t('ideas.sample.tagMethod'), colorId: 7, color: '#aecbfa' },
    { id: 2, name: t('ideas.sample.tagSource'), colorId: 4, color: '#ccff90' },
  ];
  const card = (
    id: number,
    parentId: number | null,
    zettel: string,
    n: number,
    extra: Partial<StoredCard> = {},
  ): StoredCard => ({
    id,
    parentId,
    zettel,
    title: t(`ideas.sample.title${n}`),
    body: t(`ideas.sample.body${n}`),
    tags: [],
    quote: '',
    url: '',
    info: '',
    contextLinks: [],
    created: now,
    modified: now,
    ...extra,
  });
  return {
    tags,
    nextId: 5,
    cards: [
      card(1, null, '1', 1, { tags: [1] }),
      card(2, 1, '1/1', 2, { tags: [1, 2], quote: t('ideas.sample.quote2') }),
      card(3, 1, '1/2', 3, { contextLinks: [2] }),
      card(4, null, '2', 4, { url: 'https://en.wikipedia.org/wiki/Zettelkasten' }),
    ],
  };
}

const refuse = (message: string, field: string) => new ApiError(400, message, 'invalid', [{ field, message }]);

/** The demo on local storage, with the same numbering and link rules as the server (engine/zettel). */
export class DemoRepository implements CardsRepository {
  readonly kind = 'demo';
  constructor(
    private readonly t: Translate,
    private readonly lang: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private read(): DemoState {
    const state = readJson<DemoState | null>(CARDS_DEMO_KEY, null);
    if (state) return state;
    const fresh = samples(this.t, this.now().toISOString());
    writeJson(CARDS_DEMO_KEY, fresh);
    return fresh;
  }

  private write(state: DemoState): void {
    writeJson(CARDS_DEMO_KEY, state);
  }

  private view(state: DemoState, c: StoredCard): Card {
    const number = shown(c.zettel);
    const backlinks = [
      ...state.cards
        .filter((o) => o.id !== c.id && linksIn(o.body).includes(number))
        .map((o) => ({ id: o.id, zettelNumber: shown(o.zettel), title: o.title, kind: 'body' as const })),
      ...state.cards
        .filter((o) => o.contextLinks.includes(c.id))
        .map((o) => ({ id: o.id, zettelNumber: shown(o.zettel), title: o.title, kind: 'context' as const })),
    ];
    return {
      id: c.id,
      zettelNumber: number,
      title: c.title,
      body: c.body,
      fatherId: c.parentId,
      tags: state.tags.filter((tag) => c.tags.includes(tag.id)),
      quote: c.quote,
      url: c.url || null,
      info: c.info,
      contextLinks: c.contextLinks,
      bibliographyId: null,
      citation: null,
      dateCreate: c.created,
      dateModified: c.modified,
      backlinks,
    };
  }

  private sorted(cards: StoredCard[]): StoredCard[] {
    return [...cards].sort((a, b) => sortKey(a.zettel).localeCompare(sortKey(b.zettel)));
  }

  private apply(state: DemoState, plan: TreePlan, replacement?: string): DemoState {
    const cards = applyPlan(state.cards, plan).map((c) => ({
      ...c,
      body: rewriteLinks(c.body, plan.renames, replacement),
      contextLinks: c.contextLinks.filter((l) => !plan.deleted.includes(l)),
    }));
    return { ...state, cards };
  }

  async catalog(): Promise<CardSummary[]> {
    const state = this.read();
    const byNumber = new Map(state.cards.map((c) => [shown(c.zettel), c.id]));
    return this.sorted(state.cards).map((c) => ({
      id: c.id,
      zettelNumber: shown(c.zettel),
      title: c.title,
      fatherId: c.parentId,
      excerpt: c.body.slice(0, 160),
      tags: c.tags,
      contextLinks: c.contextLinks,
      links: linksIn(c.body)
        .map((n) => byNumber.get(n))
        .filter((x): x is number => x !== undefined),
      dateModified: c.modified,
    }));
  }

  async card(id: number): Promise<Card> {
    const state = this.read();
    const c = state.cards.find((x) => x.id === id);
    if (!c) throw new ApiError(404, this.t('ideas.notFound'), 'notFound');
    return this.view(state, c);
  }

  async filter(f: Filter): Promise<{ data: Card[]; total: number }> {
    const state = this.read();
    const words = f.searchingString.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    // The demo has a handful of cards: a word matches by its first letters (at least 3), like the server's prefixes.
    const hit = (c: StoredCard) => {
      const text = `${c.title} ${c.body} ${c.quote} ${c.info}`.toLowerCase();
      return words.every((w) => text.includes(w.slice(0, Math.max(3, w.length - 2))));
    };
    let list = state.cards.filter((c) => hit(c) && f.tags.every((tag) => c.tags.includes(tag)));
    const key = (c: StoredCard) =>
      f.sortType === 'title'
        ? c.title.toLowerCase()
        : f.sortType === 'number'
          ? sortKey(c.zettel)
          : f.sortType === 'created'
            ? c.created
            : c.modified;
    list = list.sort((a, b) => key(a).localeCompare(key(b)) * (f.sortDirection === 'asc' ? 1 : -1));
    return { data: list.slice(f.skip, f.skip + f.take).map((c) => this.view(state, c)), total: list.length };
  }

  async save(input: CardInput): Promise<Card> {
    if (input.body.trim().length < 4) throw refuse(this.t('ideas.bodyShort'), 'body');
    let state = this.read();
    if (input.url.trim() && state.cards.some((c) => c.url === input.url.trim() && c.id !== input.id)) {
      throw refuse(this.t('ideas.urlTaken'), 'url');
    }
    const stamp = this.now().toISOString();
    const content = {
      title: input.title.trim(),
      body: input.body,
      tags: input.tags,
      quote: input.quote,
      url: input.url.trim(),
      info: input.info,
      contextLinks: input.contextLinks,
      modified: stamp,
    };
    if (input.id === undefined) {
      const id = state.nextId;
      const zettel = numberFor(state.cards, input.fatherId);
      state = {
        ...state,
        nextId: id + 1,
        cards: [...state.cards, { id, parentId: input.fatherId, zettel, created: stamp, ...content }],
      };
      this.write(state);
      return this.card(id);
    }
    const id = input.id;
    state = { ...state, cards: state.cards.map((c) => (c.id === id ? { ...c, ...content } : c)) };
    const old = state.cards.find((c) => c.id === id);
    if (!old) throw new ApiError(404, this.t('ideas.notFound'), 'notFound');
    if (old.parentId !== input.fatherId) {
      state = this.apply(
        state,
        this.plan(() =>
          planMove(state.cards, id, input.fatherId, input.moveMode ?? 'subtree', input.childrenTo ?? 'up'),
        ),
      );
    }
    this.write(state);
    return this.card(id);
  }

  private plan(make: () => TreePlan): TreePlan {
    try {
      return make();
    } catch (e) {
      if (e instanceof TreeError) throw refuse(this.t('ideas.cycle'), 'fatherId');
      throw e;
    }
  }

  async moveAlone(id: number, fatherId: number | null, childrenTo: ChildrenTo): Promise<void> {
    const state = this.read();
    this.write(
      this.apply(
        state,
        this.plan(() => planMove(state.cards, id, fatherId, 'alone', childrenTo)),
      ),
    );
  }

  async deleteOnly(id: number, childrenTo: ChildrenTo, replacement: number): Promise<void> {
    const state = this.read();
    const plan = planDelete(state.cards, id, 'only', childrenTo);
    const rep = replacement
      ? (plan.changes.get(replacement)?.zettel ?? state.cards.find((c) => c.id === replacement)?.zettel)
      : undefined;
    this.write(this.apply(state, plan, rep ? shown(rep) : undefined));
  }

  async deleteCascade(id: number, descendants: number): Promise<void> {
    const state = this.read();
    if (descendantCount(state.cards, id) !== descendants)
      throw new ApiError(409, this.t('ideas.delete.changed'), 'confirm');
    this.write(this.apply(state, planDelete(state.cards, id, 'cascade')));
  }

  async tags(): Promise<Tag[]> {
    const state = this.read();
    return [...state.tags]
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((tag) => ({ ...tag, cards: state.cards.filter((c) => c.tags.includes(tag.id)).length }));
  }

  async saveTag(tag: { id?: number; name: string; colorId: number }): Promise<Tag> {
    const name = tag.name.trim();
    if (name.length < 4) throw refuse(this.t('ideas.tags.nameShort'), 'name');
    const state = this.read();
    if (state.tags.some((x) => x.name === name && x.id !== tag.id))
      throw refuse(this.t('ideas.tags.nameTaken'), 'name');
    const color = (await this.colors()).find((c) => c.id === tag.colorId);
    if (!color) throw refuse(this.t('ideas.tags.colorUnknown'), 'colorId');
    const saved: Tag = { id: tag.id ?? state.nextId, name, colorId: color.id, color: color.hex };
    const tags = tag.id === undefined ? [...state.tags, saved] : state.tags.map((x) => (x.id === tag.id ? saved : x));
    this.write({ ...state, tags, nextId: tag.id === undefined ? state.nextId + 1 : state.nextId });
    return saved;
  }

  async deleteTag(id: number): Promise<void> {
    const state = this.read();
    this.write({
      ...state,
      tags: state.tags.filter((x) => x.id !== id),
      cards: state.cards.map((c) => ({ ...c, tags: c.tags.filter((x) => x !== id) })),
    });
  }

  /** The colour list is public (GET Color answers guests too). */
  async colors(): Promise<Color[]> {
    return (await request<{ data: Color[] }>('GET', '/api/CatalogFile/Card/Color', { lang: this.lang })).data;
  }

  async exportFile(): Promise<never> {
    throw new DemoRefusal(this.t('ideas.demoBlocked'));
  }

  async importNotes(): Promise<never> {
    throw new DemoRefusal(this.t('ideas.demoBlocked'));
  }

  async sources() {
    return [];
  }
}
