import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributesOf, frequenciesOf } from '../../server/src/routes/text.js';
import { appForTests, client, givePlan, type TestCtx } from './support.js';

let ctx: TestCtx;
beforeAll(async () => {
  ctx = await appForTests();
});
afterAll(async () => {
  await ctx.close();
});

describe('text statistics', () => {
  it('counts words, sentences and paragraphs in any script', () => {
    expect(attributesOf('Мова — це звичка. Don’t stop!\n\nA well-known fact?')).toEqual({
      characters: 49,
      charactersNoSpaces: 40,
      words: 8,
      sentences: 3,
      paragraphs: 2,
      averageWordLength: 4.5,
      averageSentenceLength: 2.67,
    });
    expect(attributesOf('')).toMatchObject({ words: 0, sentences: 0, averageWordLength: 0 });
    expect(frequenciesOf('The cat and THE dog; the end.', 2)).toEqual([
      { word: 'the', count: 3 },
      { word: 'and', count: 1 },
    ]);
  });
});

describe('/api/text plan rules (spec §6 text mining)', () => {
  it('is blocked in trial, cut at 1000 characters on Basic, whole on Maximum', async () => {
    const long = 'word '.repeat(400);
    const trial = await (await client(ctx.app)).register('text-trial@example.org');
    const blocked = await trial.req('post', '/api/text/getAttributes').send({ text: 'Some text.' });
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe('plan');

    const basic = await (await client(ctx.app)).register('text-basic@example.org');
    await givePlan(ctx, 'text-basic@example.org', 'start');
    const cut = await basic.req('post', '/api/text/getAttributes').set('Accept-Language', 'ru').send({ text: long });
    expect(cut.body).toMatchObject({
      truncated: true,
      notice: 'Демо-текст ограничен 1000 символами: остальное обрезано',
    });
    expect(cut.body.data.characters).toBe(1000);
    const short = await basic.req('post', '/api/text/getFrequencies').send({ text: 'a b a' });
    expect(short.body).toEqual({
      data: [
        { word: 'a', count: 2 },
        { word: 'b', count: 1 },
      ],
      truncated: false,
    });

    const max = await (await client(ctx.app)).register('text-max@example.org');
    await givePlan(ctx, 'text-max@example.org', 'base');
    const whole = await max.req('post', '/api/text/getAttributes').send({ text: long });
    expect(whole.body).toMatchObject({ truncated: false, data: { characters: 2000, words: 400 } });
  });
});
