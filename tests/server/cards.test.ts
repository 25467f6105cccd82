import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

const B = '/api/CatalogFile/Card';
let n = 0;
const user = async (plan?: 'start' | 'base') => {
  const email = `cards${++n}@example.org`;
  const c = await (await client(ctx.app)).register(email);
  if (plan) await givePlan(ctx, email, plan);
  return c;
};

interface Card {
  id: number;
  zettelNumber: string;
  body: string;
  fatherId: number | null;
  title: string;
}

const create = async (c: Client, body: string, fatherId: number | null = null, extra: object = {}): Promise<Card> => {
  const res = await c.req('post', `${B}/Card`).send({ title: body.slice(0, 20), body, fatherId, ...extra });
  if (res.status !== 200) throw new Error(`create: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const get = async (c: Client, id: number): Promise<Card> => (await c.req('get', `${B}/CardById/${id}`)).body.data;

/** Binary answers (docx, zip) as a Buffer. */
const binary = (res: { on: (e: string, f: (x?: Buffer) => void) => void }, cb: (err: null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (x) => chunks.push(x as Buffer));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('cards: numbers, links, move and delete', () => {
  it('numbers from the father, renumbers a moved branch and rewrites [[…]] links everywhere', async () => {
    const c = await user('base');
    const a = await create(c, 'First idea, the root');
    const b = await create(c, 'Second idea at the top');
    const a1 = await create(c, 'Child of the first', a.id);
    const a11 = await create(c, 'Grandchild of the first', a1.id);
    expect([a, b, a1, a11].map((x) => x.zettelNumber)).toEqual(['1', '2', '1-1', '1-1-1']);
    const linker = await create(c, 'See [[1-1]] and [[1-1-1]] and [[2]].', b.id);
    expect(linker.zettelNumber).toBe('2-1');

    const moved = await c
      .req('put', `${B}/Card`)
      .send({ ...a1, fatherId: b.id, moveMode: 'subtree', tags: [], contextLinks: [] });
    expect(moved.status).toBe(200);
    expect(moved.body.data.zettelNumber).toBe('2-2');
    expect((await get(c, a11.id)).zettelNumber).toBe('2-2-1');
    expect((await get(c, linker.id)).body).toBe('See [[2-2]] and [[2-2-1]] and [[2]].');

    // Backlinks: the card linked from 2-1 knows it.
    const back = (await c.req('get', `${B}/CardById/${a11.id}`)).body.data.backlinks;
    expect(back).toEqual([{ id: linker.id, zettelNumber: '2-1', title: linker.title, kind: 'body' }]);

    // Alone, children detached to the top level.
    const alone = await c.req('put', `${B}/CardOneCard`).send({ id: a1.id, fatherId: a.id, childrenTo: 'top' });
    expect(alone.body.data.zettelNumber).toBe('1-1');
    expect((await get(c, a11.id)).zettelNumber).toBe('3');
    expect((await get(c, linker.id)).body).toBe('See [[1-1]] and [[3]] and [[2]].');

    // A card cannot go under its own descendant with its subtree.
    const cycle = await c
      .req('put', `${B}/Card`)
      .send({ ...(await get(c, a.id)), fatherId: a1.id, tags: [], contextLinks: [] });
    expect(cycle.status).toBe(400);
    expect(cycle.body.issues).toEqual([
      { field: 'fatherId', message: 'A card cannot be placed under itself or under one of its descendants' },
    ]);
  });

  it('deletes only the card (links inactive, or to a replacement) or the whole branch after confirming its size', async () => {
    const c = await user('base');
    const a = await create(c, 'Root card for deletion');
    const a1 = await create(c, 'Child card one', a.id);
    await create(c, 'Grandchild card', a1.id);
    const b = await create(c, 'Links: [[1]] [[1-1]] [[1-1-1]]');

    const only = await c.req('delete', `${B}/DeleteCardChange/${a1.id}/up/0`);
    expect(only.body.data.deleted).toEqual([a1.id]);
    expect((await get(c, b.id)).body).toBe('Links: [[1]] [[!1-1]] [[1-2]]');

    const wrong = await c.req('delete', `${B}/DeleteCardCascade/${a.id}/5`);
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ code: 'confirm', descendants: 1 });
    const cascade = await c.req('delete', `${B}/DeleteCardCascade/${a.id}/1`);
    expect(cascade.body.data.deleted).toHaveLength(2);
    expect((await get(c, b.id)).body).toBe('Links: [[!1]] [[!1-1]] [[!1-2]]');

    const x = await create(c, 'Card x to delete');
    const y = await create(c, 'Card y replacing x');
    const z = await create(c, `Points at [[${x.zettelNumber}]]`);
    await c.req('delete', `${B}/DeleteCardChange/${x.id}/top/${y.id}`).expect(200);
    expect((await get(c, z.id)).body).toBe(`Points at [[${y.zettelNumber}]]`);
    await c.req('delete', `${B}/`).send({ id: z.id }).expect(200);
    expect((await c.req('get', `${B}/CardById/${z.id}`)).status).toBe(404);
    expect((await c.req('delete', `${B}/DeleteCardChange/${y.id}/sideways/0`)).status).toBe(400);
  });
});

describe('cards: reading, filtering and search', () => {
  let c: Client;
  let cards: Card[];
  let tag: { id: number };
  beforeAll(async () => {
    c = await user('base');
    tag = (await c.req('post', `${B}/PostTag`).send({ name: 'метод', colorId: 7 })).body.data;
    cards = [
      await create(c, 'Идея о связях между карточками', null, { tags: [tag.id], quote: 'Цитата' }),
      await create(c, 'Linking notes makes them think', null, { url: 'https://example.org/a' }),
      await create(c, 'Ідеї українською мовою', null),
    ];
    await create(c, 'A child note under the first', cards[0]?.id ?? null, { contextLinks: [cards[1]?.id] });
  });

  it('searches in Russian, Ukrainian and English by stems', async () => {
    const find = async (searchingString: string) =>
      (await c.req('post', `${B}/PostCardsSortBy`).send({ searchingString })).body.data.map(
        (x: Card) => x.zettelNumber,
      );
    expect(await find('идеи')).toEqual(['1']);
    expect(await find('ідея')).toEqual(['3']);
    expect(await find('linked')).toEqual(['2']);
    expect(await find('"; DROP TABLE cards')).toEqual([]);
  });

  it('filters by tags and types, sorts, pages (take 10, skip 0 by default)', async () => {
    const post = (body: object) => c.req('post', `${B}/PostCardsSortBy`).send(body);
    expect((await post({ tags: [tag.id] })).body.data.map((x: Card) => x.id)).toEqual([cards[0]?.id]);
    expect((await post({ filteredTypes: ['url'] })).body.total).toBe(1);
    expect((await post({ filteredTypes: ['top'] })).body.total).toBe(3);
    expect((await post({ filteredTypes: ['linked'] })).body.data[0].zettelNumber).toBe('1-1');
    const desc = await post({ sortType: 'number', sortDirection: 'desc', take: 2, skip: 1 });
    expect(desc.body.data.map((x: Card) => x.zettelNumber)).toEqual(['2', '1-1']);
    expect(desc.body.total).toBe(4);
    expect((await post({ sortType: 'random' })).status).toBe(400);

    const page = await c.req('get', `${B}/CardAll/2/0/number`);
    expect(page.body.data.map((x: Card) => x.zettelNumber)).toEqual(['1', '1-1']);
    expect((await c.req('get', `${B}/CardAll/0/0/number`)).status).toBe(400);
    const sortBy = await c.req('get', `${B}/GetCardsSortBy/${encodeURIComponent('идея')}/${tag.id}/title/asc/0`);
    expect(sortBy.body.data.map((x: Card) => x.zettelNumber)).toEqual(['1']);
    const none = await c.req('get', `${B}/GetCardsSortBy/none/0/created/desc/0`);
    expect(none.body.total).toBe(4);
  });

  it('answers the tree, one card by number, the link lists, the context neighbourhood and the recent cards', async () => {
    const [first, second] = cards as [Card, Card];
    expect((await c.req('get', `${B}/GetCardAll/0`)).body.data.map((x: Card) => x.zettelNumber)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect((await c.req('get', `${B}/GetCardAll/${first.id}`)).body.data.map((x: Card) => x.zettelNumber)).toEqual([
      '1-1',
    ]);
    expect((await c.req('get', `${B}/CardByZettelNumber/1-1`)).body.data.title).toBe('A child note under t');
    expect((await c.req('get', `${B}/CardByZettelNumber/9-9`)).status).toBe(404);
    expect((await c.req('get', `${B}/CardByZettelNumber/abc`)).status).toBe(400);
    const all = (await c.req('get', `${B}/CatalogAll`)).body.data;
    expect(all.map((x: { zettelNumber: string }) => x.zettelNumber)).toEqual(['1', '1-1', '2', '3']);
    expect(all[1]).toMatchObject({ fatherId: first.id, contextLinks: [second.id] });

    const child = all[1].id as number;
    const links = await c.req('get', `${B}/GetCardLink/${second.id}/in/all`);
    expect(links.body.data).toEqual([
      { id: child, zettelNumber: '1-1', title: 'A child note under t', kind: 'context', direction: 'in' },
    ]);
    expect((await c.req('get', `${B}/GetCardLink/${child}/out/context`)).body.data[0].id).toBe(second.id);
    expect((await c.req('get', `${B}/GetCardLink/${child}/sideways/all`)).status).toBe(400);
    const near = await c.req('get', `${B}/CardsWithContextLinked/${second.id}/1`);
    expect(near.body.data.map((x: Card) => x.id).sort()).toEqual([second.id, child].sort());
    expect(near.body.edges).toEqual([{ from: child, to: second.id }]);
    expect((await c.req('get', `${B}/CardsWithContextLinked/${second.id}/9`)).status).toBe(400);
    expect((await c.req('get', `${B}/CardsPrev`)).body.data).toHaveLength(4);
  });
});

describe('cards: rules of spec §5 and §6', () => {
  it('validates body, URL format and uniqueness, with messages in the user’s language', async () => {
    const c = await user('base');
    const short = await c.req('post', `${B}/Card`).set('Accept-Language', 'ru').send({ body: 'abc' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([
      { field: 'body', message: 'Текст заметки обязателен и должен быть длиннее 3 символов' },
    ]);
    await create(c, 'Card with an address', null, { url: '10.1000/xyz' });
    const dup = await c.req('post', `${B}/Card`).send({ body: 'Another card', url: '10.1000/xyz' });
    expect(dup.body.issues).toEqual([{ field: 'url', message: 'Such an address already exists' }]);
    const ua = await c
      .req('post', `${B}/Card`)
      .set('Accept-Language', 'uk')
      .send({ body: 'Another card', url: '10.1000/xyz' });
    expect(ua.body.message).toBe('Така адреса вже існує');
    const bad = await c.req('post', `${B}/Card`).send({ body: 'Another card', url: 'not a link' });
    expect(bad.body.issues[0].field).toBe('url');
    expect((await c.req('post', `${B}/Card`).send({ body: 'Another card', tags: [999999] })).body.issues[0].field).toBe(
      'tags',
    );
  });

  it('enforces the plan: trial none, Basic 100 cards, Maximum unlimited', async () => {
    const trial = await user();
    const refused = await trial.req('post', `${B}/Card`).send({ body: 'Trial card' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'plan', message: 'This function is unavailable in demo mode' });
    expect((await trial.req('post', `${B}/PostTag`).send({ name: 'trial', colorId: 1 })).status).toBe(403);
    expect((await trial.req('post', `${B}/CardCustomExp`).send({ format: 'docx' })).status).toBe(403);

    const basic = await user('start');
    const notes = Array.from({ length: 100 }, (_, i) => ({ name: `${i + 1}.md`, text: `Note number ${i + 1}` }));
    expect((await basic.req('post', `${B}/PostCatalog`).send({ notes })).status).toBe(200);
    const over = await basic.req('post', `${B}/Card`).send({ body: 'One too many' });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe('You cannot create more than 100 records');
  });

  it('keeps every user to their own cards and tags', async () => {
    const a = await user('base');
    const b = await user('base');
    const card = await create(a, 'Private thought of A');
    const tag = (await a.req('post', `${B}/PostTag`).send({ name: 'private', colorId: 2 })).body.data;
    for (const path of [
      `CardById/${card.id}`,
      `GetCardAll/${card.id}`,
      `GetCardLink/${card.id}/both/all`,
      `CardsWithContextLinked/${card.id}/1`,
      'CardByZettelNumber/1',
      `TagById/${tag.id}`,
    ]) {
      expect((await b.req('get', `${B}/${path}`)).status, path).toBe(404);
    }
    expect((await b.req('get', `${B}/CatalogAll`)).body.data).toEqual([]);
    expect((await b.req('get', `${B}/TagAll`)).body.data).toEqual([]);
    expect((await b.req('get', `${B}/TagByColor/2`)).body.data).toEqual([]);
    expect((await b.req('post', `${B}/PostCardsSortBy`).send({ searchingString: 'private' })).body.total).toBe(0);
    expect((await b.req('put', `${B}/Card`).send({ id: card.id, body: 'Taken over' })).status).toBe(404);
    expect((await b.req('put', `${B}/CardOneCard`).send({ id: card.id, fatherId: null })).status).toBe(404);
    expect((await b.req('delete', `${B}/DeleteCardCascade/${card.id}/0`)).status).toBe(404);
    expect((await b.req('delete', `${B}/DeleteCardChange/${card.id}/up/0`)).status).toBe(404);
    expect((await b.req('delete', `${B}/`).send({ id: card.id })).status).toBe(404);
    expect((await b.req('delete', `${B}/DeleteTag/${tag.id}`)).status).toBe(404);
    expect((await b.req('put', `${B}/TagUpdate`).send({ id: tag.id, name: 'stolen', colorId: 1 })).status).toBe(404);
    // B cannot hang a card under A's card, tag it with A's tag or link it to A's card.
    const own = await b.req('post', `${B}/Card`).send({ body: 'B card', fatherId: card.id });
    expect(own.body.issues[0].field).toBe('fatherId');
    expect(
      (await b.req('post', `${B}/Card`).send({ body: 'B card', contextLinks: [card.id] })).body.issues[0].field,
    ).toBe('contextLinks');
    expect((await get(a, card.id)).body).toBe('Private thought of A');
  });
});

describe('tags and colours', () => {
  it('creates, finds, renames and deletes tags with the spec §5 rules', async () => {
    const c = await user('base');
    const colors = (await c.req('get', `${B}/Color`).set('Accept-Language', 'ru')).body.data;
    expect(colors.length).toBeGreaterThan(5);
    expect((await c.req('get', `${B}/Color/7`).set('Accept-Language', 'ru')).body.data).toEqual(colors[6]);
    expect((await c.req('get', `${B}/Color/99`)).status).toBe(404);
    const t1 = (await c.req('post', `${B}/PostTag`).send({ name: 'Method', colorId: 7 })).body.data;
    expect(t1).toMatchObject({ name: 'Method', colorId: 7, color: colors[6].hex, cards: 0 });
    const short = await c.req('post', `${B}/PostTag`).send({ name: 'abc', colorId: 7 });
    expect(short.body.issues).toEqual([
      { field: 'name', message: 'The tag name is required and must be longer than 3 characters' },
    ]);
    expect((await c.req('post', `${B}/PostTag`).send({ name: 'Method', colorId: 1 })).body.issues[0].message).toBe(
      'A tag with this name already exists',
    );
    expect((await c.req('post', `${B}/PostTag`).send({ name: 'Colour', colorId: 99 })).body.issues[0].field).toBe(
      'colorId',
    );
    const t2 = (await c.req('post', `${B}/PostTag`).send({ name: 'Источник', colorId: 2 })).body.data;
    await create(c, 'A tagged card', null, { tags: [t1.id] });
    expect(
      (await c.req('get', `${B}/TagAll`)).body.data.map((x: { name: string; cards: number }) => [x.name, x.cards]),
    ).toEqual([
      ['Method', 1],
      ['Источник', 0],
    ]);
    expect((await c.req('get', `${B}/TagById/${t1.id}`)).body.data.name).toBe('Method');
    expect((await c.req('get', `${B}/GetTagsSortBy/источ`)).body.data.map((x: { id: number }) => x.id)).toEqual([
      t2.id,
    ]);
    expect((await c.req('get', `${B}/GetTagsSortBy/0`)).body.data).toHaveLength(2);
    expect((await c.req('get', `${B}/TagByColor/2`)).body.data.map((x: { id: number }) => x.id)).toEqual([t2.id]);
    const renamed = await c.req('put', `${B}/TagUpdate`).send({ id: t1.id, name: 'Methods', colorId: 4 });
    expect(renamed.body.data).toMatchObject({ name: 'Methods', colorId: 4 });
    expect((await c.req('put', `${B}/TagUpdate`).send({ id: t1.id, name: 'Источник', colorId: 4 })).status).toBe(400);
    await c.req('delete', `${B}/DeleteTag/${t1.id}`).expect(200);
    expect((await c.req('get', `${B}/TagAll`)).body.data).toHaveLength(1);
  });
});

describe('export and import', () => {
  it('exports .docx and zipped Markdown in number order and imports the Markdown back with links rebuilt', async () => {
    const c = await user('base');
    const tag = (await c.req('post', `${B}/PostTag`).send({ name: 'export', colorId: 3 })).body.data;
    const a = await create(c, 'Root idea for the export', null, { tags: [tag.id], quote: 'A quoted line' });
    await create(c, 'Child links back to [[1]]', a.id, { url: 'https://example.org/child' });

    const docx = await c.req('post', `${B}/CardCustomExp`).send({ format: 'docx' }).buffer(true).parse(binary);
    expect(docx.status).toBe(200);
    const doc = await (await JSZip.loadAsync(docx.body)).file('word/document.xml')?.async('string');
    expect(doc).toContain('Root idea for the export');
    expect(doc).toContain('A quoted line');
    expect(doc).toContain('w:anchor="zettel_1"');
    expect((doc ?? '').indexOf('Root idea')).toBeLessThan((doc ?? '').indexOf('Child links back'));

    const md = await c.req('post', `${B}/CardCustomExp`).send({ format: 'markdown' }).buffer(true).parse(binary);
    const zip = await JSZip.loadAsync(md.body);
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual(['1 Root idea for the ex.md', '1-1 Child links back to.md']);
    const notes = await Promise.all(names.map(async (name) => ({ name, text: await zip.file(name)?.async('string') })));
    expect(notes[1]?.text).toContain('Child links back to [[1]]');

    const d = await user('base');
    await create(d, 'An existing card takes number 1');
    const imported = await d.req('post', `${B}/PostCatalog`).send({ notes });
    expect(imported.status).toBe(200);
    const all = (await d.req('get', `${B}/CatalogAll`)).body.data;
    expect(all.map((x: { zettelNumber: string }) => x.zettelNumber)).toEqual(['1', '2', '2-1']);
    const child = await get(d, all[2].id);
    expect(child.body).toBe('Child links back to [[2]]');
    expect((await d.req('get', `${B}/TagAll`)).body.data.map((x: { name: string }) => x.name)).toEqual(['export']);
    const bad = await d.req('post', `${B}/PostCatalog`).send({ notes: [{ name: 'x.md', text: 'ok' }] });
    expect(bad.body.issues[0].field).toBe('notes.0.body');
  });
});

describe('personal area', () => {
  it('exports my cards and tags with my data, counts them, and erases them with the account', async () => {
    const a = await user('base');
    const b = await user('base');
    const tag = (await a.req('post', `${B}/PostTag`).send({ name: 'mine', colorId: 5 })).body.data;
    await create(a, 'A card of mine', null, { tags: [tag.id] });
    await create(b, 'A card of B only');
    const res = await a.req('get', '/api/Lk/Export');
    expect(res.body.cards).toEqual([
      expect.objectContaining({ body: 'A card of mine', tags: [expect.objectContaining({ name: 'mine' })] }),
    ]);
    expect(res.body.cardTags).toEqual([expect.objectContaining({ name: 'mine', colorId: 5 })]);
    expect(JSON.stringify(res.body)).not.toContain('A card of B only');
    expect((await a.req('get', '/api/Lk/Me')).body.data.usage.cards).toBe(1);
    await a.req('post', '/api/Lk/DeleteData').send({ confirm: true, Password: 'correct horse' }).expect(200);
    expect(Number((await ctx.db('cards').count({ n: '*' }).first())?.n)).toBeGreaterThan(0);
    expect(await ctx.db('card_tags').where('name', 'mine').first()).toBeUndefined();
    expect(await ctx.db('cards').where('body', 'A card of mine').first()).toBeUndefined();
  });
});
