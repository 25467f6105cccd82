import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, giveRoles, type TestCtx } from './support.js';

// The admin's blog aside (spec §6 "Admin sees a blog aside"): the overview of a language and
// tag management, for admins only.

let ctx: TestCtx;
let guest: Client;
let user: Client;
let editor: Client;
let admin: Client;
beforeAll(async () => {
  ctx = await appForTests();
  guest = await client(ctx.app);
  user = await (await client(ctx.app)).register('aside-user@example.org');
  editor = await (await client(ctx.app)).register('aside-editor@example.org');
  admin = await (await client(ctx.app)).register('aside-admin@example.org');
  await giveRoles(ctx, 'aside-editor@example.org', ['editor']);
  await giveRoles(ctx, 'aside-admin@example.org', ['admin']);
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const save = async (c: Client, extra: Record<string, unknown>) => {
  const res = await c.req('post', '/api/blog').send({
    lang: 'ru',
    hrefKey: `aside-${++n}`,
    title: `Story ${n}`,
    macro: '<p>Teaser</p>',
    full: '<p>Text</p>',
    tags: [],
    ...extra,
  });
  if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number; hrefKey: string; tags: { hrefKey: string; text: string }[] };
};

describe('the admin’s blog aside', () => {
  it('is for admins only', async () => {
    expect((await guest.req('get', '/api/blog/aside/ru')).status).toBe(401);
    expect((await user.req('get', '/api/blog/aside/ru')).status).toBe(403);
    expect((await editor.req('get', '/api/blog/aside/ru')).status).toBe(403);
    expect((await admin.req('get', '/api/blog/aside/ru')).status).toBe(200);
    expect((await admin.req('get', '/api/blog/aside/de')).status).toBe(404);
    const body = { text: 'X', hrefKey: 'x' };
    expect((await guest.req('patch', '/api/blog/tags/ru/x').send(body)).status).toBe(401);
    expect((await editor.req('patch', '/api/blog/tags/ru/x').send(body)).status).toBe(403);
  });

  it('counts stories per language and visibility, lists the hidden ones and the latest changes with their authors', async () => {
    const draft = await save(editor, { title: 'Черновик редактора', tags: [{ text: 'Этика' }] });
    const shown = await save(admin, { title: 'Опубликованная', visible: true, tags: [{ text: 'Этика' }] });
    await save(admin, { lang: 'en', title: 'English one', visible: true });
    const res = await admin.req('get', '/api/blog/aside/ru');
    const data = res.body.data;
    expect(data.counts).toEqual({
      en: { visible: 1, hidden: 0 },
      ru: { visible: 1, hidden: 1 },
      ua: { visible: 0, hidden: 0 },
    });
    expect(data.hidden).toEqual([
      expect.objectContaining({
        id: draft.id,
        title: 'Черновик редактора',
        visible: false,
        author: 'aside-editor@example.org',
      }),
    ]);
    expect(data.recent.map((s: { id: number }) => s.id)).toEqual([shown.id, draft.id]);
    expect(data.recent[0]).toMatchObject({ visible: true, author: 'aside-admin@example.org' });
    // Tags count hidden stories too (the admin sees every story).
    expect(data.tags).toEqual([{ hrefKey: 'etika', text: 'Этика', lang: 'ru', count: 2 }]);
    // Showing a hidden story moves it out of the hidden list and to the top of the changes.
    await admin.req('patch', `/api/blog/${draft.id}/visible/true`);
    const after = (await admin.req('get', '/api/blog/aside/ru')).body.data;
    expect(after.hidden).toEqual([]);
    expect(after.counts.ru).toEqual({ visible: 2, hidden: 0 });
  });

  it('renames a tag in every story of the language, merges it into another key, and leaves other languages alone', async () => {
    const a = await save(admin, { lang: 'ua', tags: [{ text: 'Препринти' }, { text: 'Наука' }] });
    const b = await save(admin, { lang: 'ua', tags: [{ text: 'Наука' }] });
    const en = await save(admin, { lang: 'en', tags: [{ text: 'Nauka', hrefKey: 'nauka' }] });
    const renamed = await admin
      .req('patch', '/api/blog/tags/ua/nauka')
      .send({ text: 'Відкрита наука', hrefKey: 'vidkryta-nauka' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toEqual({ hrefKey: 'vidkryta-nauka', text: 'Відкрита наука', lang: 'ua', count: 2 });
    const tagsOf = async (id: number) => (await admin.req('get', `/api/blog/${id}`)).body.data.tags as unknown[];
    expect(await tagsOf(b.id)).toEqual([{ hrefKey: 'vidkryta-nauka', text: 'Відкрита наука' }]);
    expect(await tagsOf(en.id)).toEqual([{ hrefKey: 'nauka', text: 'Nauka' }]);
    // Merging: story a has both tags, and keeps one.
    const merged = await admin
      .req('patch', '/api/blog/tags/ua/preprynty')
      .send({ text: 'Відкрита наука', hrefKey: 'vidkryta-nauka' });
    expect(merged.body.data.count).toBe(2);
    expect(await tagsOf(a.id)).toEqual([{ hrefKey: 'vidkryta-nauka', text: 'Відкрита наука' }]);
    // A tag the language does not have is 404; a bad key is 400 naming the field.
    expect((await admin.req('patch', '/api/blog/tags/ua/preprynty').send({ text: 'X', hrefKey: 'x' })).status).toBe(
      404,
    );
    const bad = await admin.req('patch', '/api/blog/tags/ua/vidkryta-nauka').send({ text: 'X', hrefKey: 'Not a key' });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].field).toBe('hrefKey');
    expect(
      (await admin.req('patch', '/api/blog/tags/ua/vidkryta-nauka').send({ text: 'X', hrefKey: '2024' })).status,
    ).toBe(400);
  });
});
