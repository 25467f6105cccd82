import { Router } from 'express';
import { z } from 'zod';
import { type Registry, route, type Services } from '../api/route.js';
import type { Account } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { LIMITS, planOf } from '../plans.js';

const textBody = z.object({ text: z.string().max(200_000), lang: z.string().max(10).optional() });

/** Letters of any script, with inner apostrophes and hyphens (Ukrainian ʼ, English don't, well-known). */
const WORD = /\p{L}+(?:['’ʼ-]\p{L}+)*/gu;

/**
 * Spec §6 text mining: none in trial (403 plan), the first 1000 characters on Basic (the rest
 * is cut, and the answer says so: "demo text is limited and may be cut"), all on Maximum.
 */
async function allowedText(s: Services, account: Account, text: string, lang: Lang) {
  const plan = await planOf(s.db, account.id, s.now());
  const max = LIMITS[plan].textMining;
  if (max === 0) throw fail(403, 'plan', t('demoUnavailable', lang), { plan });
  if (max === null || text.length <= max) return { text, truncated: false };
  return { text: text.slice(0, max), truncated: true, notice: t('textCut', lang, max) };
}

export function attributesOf(text: string) {
  const words = text.match(WORD) ?? [];
  const sentences = text.split(/[.!?…]+(?:\s|$)/u).filter((x) => /\p{L}/u.test(x));
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  const letters = words.reduce((n, w) => n + w.length, 0);
  return {
    characters: text.length,
    charactersNoSpaces: text.replace(/\s/g, '').length,
    words: words.length,
    sentences: sentences.length,
    paragraphs: paragraphs.length,
    averageWordLength: words.length ? Number((letters / words.length).toFixed(2)) : 0,
    averageSentenceLength: sentences.length ? Number((words.length / sentences.length).toFixed(2)) : 0,
  };
}

export function frequenciesOf(text: string, top = 100) {
  const counts = new Map<string, number>();
  for (const w of text.match(WORD) ?? []) {
    const word = w.toLocaleLowerCase();
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, top)
    .map(([word, count]) => ({ word, count }));
}

/** /api/text (spec §7): style attributes and word frequencies of a text, within the plan's size. */
export function textRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const plan = 'trial: blocked (demo); start: first 1000 characters (`truncated`, `notice`); base: unlimited';
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/text/getAttributes',
      access: 'user',
      tag: 'Text',
      body: textBody,
      example: { text: 'Children learn language by using it. Usage shapes grammar.' },
      plan,
      summary: 'Counts characters, words, sentences and paragraphs, and average word and sentence lengths.',
      answer:
        '{ data: { characters, charactersNoSpaces, words, sentences, paragraphs, averageWordLength, averageSentenceLength }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      return { data: attributesOf(text), ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: '/api/text/getFrequencies',
      access: 'user',
      tag: 'Text',
      body: textBody,
      example: { text: 'Children learn language by using it. Usage shapes grammar.' },
      plan,
      summary: 'The 100 most frequent words (case-folded), most frequent first.',
      answer: '{ data: { word, count }[], truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      return { data: frequenciesOf(text), ...cut };
    },
  );
  return r;
}
