import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appForTests, type Client, client, giveRoles, type TestCtx } from './support.js';

let ctx: TestCtx;
let guest: Client;
let user: Client;
let editor: Client;
let admin: Client;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'referent-blog-dist-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta name="description" content="Referent"><title>Referent</title></head><body></body></html>',
  );
  ctx = await appForTests({ webDist: dist });
  guest = await client(ctx.app);
  user = await (await client(ctx.app)).register('blog-user@example.org');
  editor = await (await client(ctx.app)).register('blog-editor@example.org');
  admin = await (await client(ctx.app)).register('blog-admin@example.org');
  await giveRoles(ctx, 'blog-editor@example.org', ['editor']);
  await giveRoles(ctx, 'blog-admin@example.org', ['admin']);
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const story = (extra: Record<string, unknown> = {}) => ({
  lang: 'en',
  hrefKey: `story-${++n}`,
  title: `Story ${n}`,
  macro: `<p>Teaser ${n}</p>`,
  full: `<h2>Body ${n}</h2><p>Text</p>`,
  tags: [{ hrefKey: 'apa', text: 'APA' }],
  seoTitle: `SEO ${n}`,
  seoDescription: `About story ${n}`,
  ...extra,
});
const save = async (c: Client, body: Record<string, unknown>) => {
  const res = await c.req('post', '/api/blog').send(body);
  if (res.status !== 200) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};

describe('blog: roles', () => {
  it('guests and users cannot write, show, hide or delete; editors write but cannot show, hide or delete', async () => {
    expect((await guest.req('post', '/api/blog').send(story())).status).toBe(401);
    expect((await user.req('post', '/api/blog').send(story())).status).toBe(403);
    const s = await save(editor, story());
    expect(s.visible).toBe(false);
    for (const c of [guest, user, editor]) {
      const status = c === guest ? 401 : 403;
      expect((await c.req('patch', `/api/blog/${s.id}/visible/true`)).status).toBe(status);
      expect((await c.req('delete', `/api/blog/${s.id}`)).status).toBe(status);
    }
    // An editor cannot publish through the save route either.
    const sneaky = await editor.req('post', '/api/blog').send({ ...story(), visible: true });
    expect(sneaky.status).toBe(403);
    expect(sneaky.body.issues[0].field).toBe('visible');
    // …but may send back the visibility the story already has.
    expect(
      (await editor.req('post', '/api/blog').send({ ...story(), id: s.id, hrefKey: s.hrefKey, visible: false })).status,
    ).toBe(200);
  });

  it('hidden stories exist only for editors and admins', async () => {
    const s = await save(admin, story({ lang: 'ru', hrefKey: 'hidden-one', visible: false }));
    for (const path of [`/api/blog/${s.id}`, `/api/blog/${s.id}/1/5`, '/api/blog/story/ru/hidden-one']) {
      expect((await guest.req('get', path)).status).toBe(404);
      expect((await user.req('get', path)).status).toBe(404);
      expect((await editor.req('get', path)).status).toBe(200);
      expect((await admin.req('get', path)).status).toBe(200);
    }
    const keys = async (c: Client, path = '/api/blog/ru/1/50/AllTags') =>
      ((await c.req('get', path)).body.data as { hrefKey: string }[]).map((x) => x.hrefKey);
    expect(await keys(guest)).not.toContain('hidden-one');
    expect(await keys(editor)).toContain('hidden-one');
    expect(await keys(admin, '/api/blog/ru/1/50/AllTags/hidden')).toEqual(['hidden-one']);
    expect(await keys(admin, '/api/blog/ru/1/50/AllTags/visible')).not.toContain('hidden-one');
    expect(await keys(guest, '/api/blog/ru/1/50/AllTags/visible')).not.toContain('hidden-one');
    expect((await guest.req('get', '/api/blog/ru/1/50/AllTags/all')).status).toBe(403);
    expect((await user.req('get', '/api/blog/ru/1/50/AllTags/hidden')).status).toBe(403);
    expect((await guest.req('get', '/api/blog/ru/1/50/AllTags/bogus')).status).toBe(404);
  });
});

describe('blog: visibility and deletion (admin)', () => {
  it('PATCH visible returns the updated story and is a no-op when already in that state', async () => {
    const s = await save(editor, story());
    const shown = await admin.req('patch', `/api/blog/${s.id}/visible/true`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: s.id, visible: true, title: s.title });
    const again = await admin.req('patch', `/api/blog/${s.id}/visible/true`);
    expect(again.body.data).toEqual(shown.body.data);
    expect((await guest.req('get', `/api/blog/${s.id}`)).body.data.visible).toBe(true);
    const hidden = await admin.req('patch', `/api/blog/${s.id}/visible/false`);
    expect(hidden.body.data.visible).toBe(false);
    expect((await guest.req('get', `/api/blog/${s.id}`)).status).toBe(404);
    expect((await admin.req('patch', '/api/blog/999999/visible/true')).status).toBe(404);
  });

  it('DELETE removes the story and its tags', async () => {
    const s = await save(admin, story({ tags: [{ hrefKey: 'only-here', text: 'Only here' }], visible: true }));
    expect((await admin.req('delete', `/api/blog/${s.id}`)).status).toBe(200);
    expect((await admin.req('get', `/api/blog/${s.id}`)).status).toBe(404);
    expect((await admin.req('delete', `/api/blog/${s.id}`)).status).toBe(404);
    const tags = (await admin.req('get', '/api/blog/tags')).body.data as { hrefKey: string }[];
    expect(tags.map((t) => t.hrefKey)).not.toContain('only-here');
  });
});

describe('blog: lists, tags, languages', () => {
  it('pages 5 per page newest first, filters by tag, keeps languages apart', async () => {
    const made = [];
    for (let i = 0; i < 7; i++) {
      made.push(
        await save(admin, story({ lang: 'ua', visible: true, tags: i % 2 ? [{ hrefKey: 'gost', text: 'ГОСТ' }] : [] })),
      );
    }
    const p1 = (await guest.req('get', '/api/blog/ua/1/5/AllTags')).body;
    expect(p1).toMatchObject({ total: 7, page: 1, perPage: 5, pages: 2 });
    expect(p1.data.map((s: { id: number }) => s.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((s) => s.id),
    );
    const p2 = (await guest.req('get', '/api/blog/ua/2/5/AllTags')).body;
    expect(p2.data).toHaveLength(2);
    const tagged = (await guest.req('get', '/api/blog/ua/1/5/gost')).body;
    expect(tagged.total).toBe(3);
    expect(tagged.data.every((s: { tags: { hrefKey: string }[] }) => s.tags.some((t) => t.hrefKey === 'gost'))).toBe(
      true,
    );
    expect((await guest.req('get', '/api/blog/en/1/5/gost')).body.total).toBe(0);
    expect((await guest.req('get', '/api/blog/de/1/5/AllTags')).status).toBe(404);
    expect((await guest.req('get', '/api/blog/ua/0/5/AllTags')).status).toBe(404);
    expect((await guest.req('get', '/api/blog/ua/1/500/AllTags')).status).toBe(404);
    const tags = (await guest.req('post', '/api/blog/tags/').send({ lang: 'ua' })).body.data;
    expect(tags).toEqual([{ hrefKey: 'gost', text: 'ГОСТ', lang: 'ua', count: 3 }]);
    const all = (await guest.req('get', '/api/blog/tags')).body.data as { lang: string }[];
    expect(new Set(all.map((t) => t.lang)).has('ua')).toBe(true);
    expect((await guest.req('post', '/api/blog/tags/').send({ lang: 'xx' })).status).toBe(400);
  });

  it('a story by address answers in its own language only; read-next lists the others', async () => {
    const s = await save(admin, story({ lang: 'ru', hrefKey: 'russian-only', visible: true }));
    expect((await guest.req('get', '/api/blog/story/ru/russian-only')).body.data.id).toBe(s.id);
    expect((await guest.req('get', '/api/blog/story/en/russian-only')).status).toBe(404);
    expect((await guest.req('get', '/api/blog/story/ua/russian-only')).status).toBe(404);
    const next = (await guest.req('get', `/api/blog/${s.id}/1/5`)).body;
    expect(next.data.id).toBe(s.id);
    expect(next.more.every((x: { id: number; lang: string }) => x.id !== s.id && x.lang === 'ru')).toBe(true);
  });
});

describe('blog: saving', () => {
  it('hrefKey is unique per language, checked by CheckUrl and on save, with the field named', async () => {
    const s = await save(admin, story({ hrefKey: 'taken-key' }));
    const check = async (c: Client, q: string) => (await c.req('get', `/api/blog/CheckUrl/${q}`)).body.data;
    expect(await check(editor, 'taken-key?lang=en')).toMatchObject({ available: false, valid: true });
    expect(await check(editor, `taken-key?lang=en&id=${s.id}`)).toMatchObject({ available: true });
    expect(await check(editor, 'taken-key?lang=ru')).toMatchObject({ available: true });
    expect(await check(editor, 'Not%20valid?lang=ru')).toMatchObject({ available: false, valid: false });
    expect((await guest.req('get', '/api/blog/CheckUrl/taken-key')).status).toBe(401);
    expect((await user.req('get', '/api/blog/CheckUrl/taken-key')).status).toBe(403);
    expect((await editor.req('get', '/api/blog/CheckUrl/x?lang=de')).status).toBe(400);
    const clash = await editor
      .req('post', '/api/blog')
      .set('Accept-Language', 'ru')
      .send(story({ hrefKey: 'taken-key' }));
    expect(clash.status).toBe(400);
    expect(clash.body.issues[0]).toMatchObject({ field: 'hrefKey', message: expect.stringMatching(/адрес/) });
    expect((await editor.req('post', '/api/blog').send(story({ hrefKey: 'taken-key', lang: 'ru' }))).status).toBe(200);
  });

  it('a tag without a key gets one by transliteration, unique per language; a given key overrides it', async () => {
    const a = await save(
      editor,
      story({ lang: 'ru', tags: [{ text: 'Научная этика' }, { text: 'Ёлка', hrefKey: '' }] }),
    );
    expect(a.tags).toEqual([
      { hrefKey: 'elka', text: 'Ёлка' },
      { hrefKey: 'nauchnaia-etika', text: 'Научная этика' },
    ]);
    // The same text in another story of the language reuses its key; another text that
    // transliterates alike gets its own; a given key is kept.
    const b = await save(
      editor,
      story({ lang: 'ru', tags: [{ text: 'научная этика' }, { text: 'Елка' }, { text: 'Гост', hrefKey: 'gost-r' }] }),
    );
    expect(b.tags).toEqual([
      { hrefKey: 'elka-2', text: 'Елка' },
      { hrefKey: 'gost-r', text: 'Гост' },
      { hrefKey: 'nauchnaia-etika', text: 'научная этика' },
    ]);
    // Languages are apart: Ukrainian uses its own table and may reuse a key Russian holds.
    const c = await save(editor, story({ lang: 'ua', tags: [{ text: 'Ялинка' }, { text: 'Ёлка' }] }));
    expect(c.tags.map((t: { hrefKey: string }) => t.hrefKey)).toEqual(['elka', 'yalynka']);
    // Re-saving a story keeps its own keys rather than numbering them against itself.
    const again = await save(editor, {
      ...story({ lang: 'ru', tags: [{ text: 'Ёлка' }] }),
      id: a.id,
      hrefKey: a.hrefKey,
    });
    expect(again.tags).toEqual([{ hrefKey: 'elka', text: 'Ёлка' }]);
    const listed = await guest.req('get', '/api/blog/ru/1/5/elka-2/all');
    expect(listed.status).toBe(403);
    const tags = (await editor.req('post', '/api/blog/tags/').send({ lang: 'ru' })).body.data;
    expect(tags).toEqual(
      expect.arrayContaining([expect.objectContaining({ hrefKey: 'elka-2', text: 'Елка', count: 1 })]),
    );
    expect(
      (await editor.req('post', '/api/blog').send(story({ tags: [{ text: 'X', hrefKey: 'Not valid' }] }))).status,
    ).toBe(400);
  });

  it('sanitises HTML before it is stored; refuses bad fields with 400; updates keep the date', async () => {
    const s = await save(
      editor,
      story({
        macro: '<p onclick="x()">hi<script>alert(1)</script></p>',
        full: '<p>ok</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a><iframe src="https://e.example"></iframe>',
      }),
    );
    expect(s.macro).toBe('<p>hi</p>');
    expect(s.full).not.toMatch(/onerror|javascript:|iframe|script/);
    const row = await ctx.db('stories').where('id', s.id).first();
    expect(row.full).toBe(s.full);
    for (const bad of [
      { title: '' },
      { hrefKey: 'Has Spaces' },
      { lang: 'de' },
      { hrefKey: 'alltags' },
      { full: '<script>x</script>' },
    ]) {
      const res = await editor.req('post', '/api/blog').send(story(bad));
      expect(res.status).toBe(400);
      expect(res.body.issues.length).toBeGreaterThan(0);
    }
    const updated = await save(editor, { ...story(), id: s.id, hrefKey: s.hrefKey, title: 'New title', tags: [] });
    expect(updated).toMatchObject({ id: s.id, title: 'New title', tags: [], dateCreate: s.dateCreate });
    expect((await editor.req('post', '/api/blog').send({ ...story(), id: 999999 })).status).toBe(404);
  });

  it('images: editors upload PNG/JPEG/GIF/WebP by their bytes, within the size limit', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const up = await editor.req('post', '/api/blog/images').send({ data: png.toString('base64') });
    expect(up.status).toBe(200);
    expect(up.body.data).toMatchObject({ mime: 'image/png', size: png.length });
    const got = await guest.req('get', up.body.data.url).buffer(true);
    expect(got.status).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(got.body as Buffer, png)).toBe(0);
    const svg = await editor
      .req('post', '/api/blog/images')
      .send({ data: Buffer.from('<svg onload="alert(1)"/>').toString('base64') });
    expect(svg.status).toBe(400);
    expect(svg.body.issues[0].field).toBe('data');
    const big = Buffer.concat([png.subarray(0, 8), Buffer.alloc(700 * 1024)]);
    expect((await editor.req('post', '/api/blog/images').send({ data: big.toString('base64') })).status).toBe(400);
    expect((await user.req('post', '/api/blog/images').send({ data: png.toString('base64') })).status).toBe(403);
    expect((await guest.req('get', '/api/blog/images/999999')).status).toBe(404);
  });
});

describe('blog: pages for crawlers, RSS and sitemap', () => {
  it('a story page carries its title, description and Open Graph tags, escaped; a wrong language is 404', async () => {
    await save(
      admin,
      story({
        hrefKey: 'seo-story',
        title: 'T',
        seoTitle: 'Quotes "and" <tags>',
        seoDescription: 'D & more',
        visible: true,
      }),
    );
    const page = await request(ctx.app).get('/en/blog/story/seo-story');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Quotes &#34;and&#34; &#60;tags&#62; | Referent</title>');
    expect(page.text).toContain('<meta property="og:type" content="article">');
    expect(page.text).toMatch(
      /<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/en\/blog\/story\/seo-story">/,
    );
    expect(page.text).toContain('<meta name="description" content="D &#38; more">');
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    const wrong = await request(ctx.app).get('/ru/blog/story/seo-story');
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain('<html lang="ru"');
    expect((await request(ctx.app).get('/en/blog/story/no-such-story')).status).toBe(404);
    expect((await request(ctx.app).get('/en/blog')).status).toBe(200);
  });

  it('RSS per language and the sitemap are well-formed XML with the visible stories only', async () => {
    await save(admin, story({ hrefKey: 'rss-visible', title: 'Fish & <chips>', visible: true }));
    await save(admin, story({ hrefKey: 'rss-hidden', visible: false }));
    const rss = await request(ctx.app).get('/en/blog/rss.xml');
    expect(rss.status).toBe(200);
    expect(rss.headers['content-type']).toMatch(/rss\+xml/);
    expect(XMLValidator.validate(rss.text)).toBe(true);
    const channel = new XMLParser().parse(rss.text).rss.channel;
    const titles = [].concat(channel.item).map((i: { title: string }) => i.title);
    expect(titles.length).toBeGreaterThan(0);
    expect(rss.text).toContain('<title>Fish &#38; &#60;chips&#62;</title>');
    expect(rss.text).not.toContain('rss-hidden');
    expect((await request(ctx.app).get('/de/blog/rss.xml')).headers['content-type']).not.toMatch(/xml/);
    const map = await request(ctx.app).get('/sitemap.xml');
    expect(XMLValidator.validate(map.text)).toBe(true);
    const locs = []
      .concat(new XMLParser().parse(map.text).urlset.url)
      .map((u: { loc: string }) => new URL(u.loc).pathname);
    for (const p of [
      '/en/',
      '/ru/handbook',
      '/ua/handbook/gost2018',
      '/ru/terms',
      '/ua/privacy',
      '/en/blog',
      '/en/blog/story/rss-visible',
    ]) {
      expect(locs).toContain(p);
    }
    expect(locs).not.toContain('/en/blog/story/rss-hidden');
  });
});
