import { Router } from 'express';
import { z } from 'zod';
import { type Registry, route, type Services } from '../api/route.js';
import type { Account } from '../auth/viewer.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { LIMITS, planOf } from '../plans.js';
import { abbreviationList, abbreviations } from '../text/abbreviations.js';
import { cleaningFixes } from '../text/clean.js';
import { frequencies } from '../text/frequency.js';
import { textLang } from '../text/language.js';
import { ownDictionary, savedSources, savedTextRoutes } from '../text/saved-routes.js';
import { misspellings, suggestions, warmSpelling } from '../text/spelling.js';
import { analyseStyle } from '../text/style.js';
import { type Source, uniqueness } from '../text/uniqueness.js';

/** `lang`: en, ru, uk (or ua); omitted, it is guessed from the letters. */
const lang = z.enum(['en', 'ru', 'uk', 'ua']).optional();
const textBody = z.object({ text: z.string().max(200_000), lang });
const abbreviationBody = textBody.extend({
  /** The user's term dictionary: abbreviation → expansion, used where the text gives none. */
  dictionary: z.record(z.string().min(1).max(20), z.string().min(1).max(300)).optional(),
});
const spellingBody = textBody.extend({
  /** The user's own words and scientific terms the checker should accept. */
  accepted: z.array(z.string().min(1).max(100)).max(5000).default([]),
});
const suggestBody = z.object({ word: z.string().min(1).max(100), lang });
const warmBody = z.object({ lang: z.enum(['en', 'ru', 'uk', 'ua']) });
const uniquenessBody = textBody.extend({
  /** Texts the user uploads for comparison (kept only for this request). */
  sources: z
    .array(z.object({ name: z.string().min(1).max(200), text: z.string().max(200_000) }))
    .max(10)
    .default([]),
  /** The saved text being checked, left out of the comparison (it would match itself). */
  savedId: z.number().int().positive().max(2_147_483_647).optional(),
});

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

/** The user's annotations as comparison texts: title and every text field of the stored JSON. */
async function annotationSources(s: Services, account: Account): Promise<Source[]> {
  const rows: { id: number; title: string; data: string }[] = await s
    .db('annotations')
    .where('user_id', account.id)
    .select('id', 'title', 'data');
  return rows.map((r) => ({
    name: r.title || `#${r.id}`,
    kind: 'annotation',
    text: `${r.title}\n${stringsOf(safeJson(r.data)).join('\n')}`,
  }));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * /api/text (spec §7): style, frequencies, cleaning, abbreviations and uniqueness of a text, each
 * within the plan's size (spec §6). The text is analysed in memory and never stored.
 */
export function textRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const plan = 'trial: blocked (demo); start: first 1000 characters (`truncated`, `notice`); base: unlimited';
  const example = { text: 'Children learn language by using it. Usage shapes grammar.', lang: 'en' };
  const common = { access: 'user', tag: 'Text', plan, example } as const;
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/getAttributes',
      body: textBody,
      summary:
        "Style analysis: counts, readability in the text's language (none for Ukrainian), long sentences and words, passive and nominal share, stop words, close repeats, clichés with suggestions.",
      answer:
        '{ data: { lang, characters, charactersNoSpaces, words, sentences, paragraphs, syllables, letters, averageWordLength, averageWordSyllables, averageSentenceLength, readability[], longSentences[], longWords[], limits, passiveShare, passive[], nominalShare, stopwordShare, repeats[], cliches[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      return { data: analyseStyle(text, textLang(text, body.lang)), ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/getFrequencies',
      body: textBody,
      summary: 'Word frequencies by stem without stop words, repeated 2- and 3-word phrases, and suggested keywords.',
      answer: '{ data: { lang, words, contentWords, terms[], bigrams[], trigrams[], keywords[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      return { data: frequencies(text, textLang(text, body.lang)), ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/clean',
      body: textBody,
      summary:
        'Typographic fixes (invisible characters, soft and line-break hyphens, spaces, dashes, quotes, ellipses, no-break spaces), each separate so any one can be undone.',
      answer: '{ data: { lang, text, fixes: { id, kind, start, end, before, after }[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      const language = textLang(text, body.lang);
      return { data: { lang: language, text, fixes: cleaningFixes(text, language) }, ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/abbreviations',
      body: abbreviationBody,
      example: { ...example, dictionary: { UDC: 'Universal Decimal Classification' } },
      summary:
        'Abbreviations with their first expansion (or from my term dictionary and `dictionary`), flagged when used before it or never expanded, and the sorted list of abbreviations.',
      answer:
        '{ data: { lang, items: { abbr, expansion, from, count, firstUse, expandedAt, status }[], list: { abbr, expansion }[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      const language = textLang(text, body.lang);
      // The stored dictionary (every device), then the request's own entries over it.
      const dictionary = { ...(await ownDictionary(s.db, account.id)).terms, ...body.dictionary };
      const items = abbreviations(text, language, dictionary);
      return { data: { lang: language, items, list: abbreviationList(items, language) }, ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/uniqueness',
      body: uniquenessBody,
      example: { ...example, sources: [{ name: 'draft.txt', text: 'Children learn language by using it.' }] },
      summary:
        "Overlap with the user's own annotations, saved texts (but `savedId`) and the uploaded comparison texts (5-word shingles, MinHash), each source named; not an internet-wide check.",
      answer:
        '{ data: { unique, words, shingleSize, overlaps: { start, end, source }[], sources: { name, kind, containment, jaccard }[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      const uploads: Source[] = body.sources.map((x) => ({ name: x.name, kind: 'upload', text: x.text }));
      const sources = [
        ...(await annotationSources(s, account)),
        ...(await savedSources(s.db, account.id, body.savedId)),
        ...uploads,
      ];
      return { data: uniqueness(text, textLang(text, body.lang), sources), ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/spelling',
      body: spellingBody,
      example: { ...example, accepted: ['MinHash'] },
      summary:
        'Misspelt words (Hunspell: dictionary-en, dictionary-ru, dictionary-uk), skipping acronyms, words with digits, all-Latin terms in Cyrillic text, the words in my dictionary (/api/text/words) and the `accepted` words.',
      answer: '{ data: { lang, misspelt: { word, start, end }[] }, truncated, notice? }',
    },
    async ({ account, body, lang }) => {
      const { text, ...cut } = await allowedText(s, account, body.text, lang);
      const language = textLang(text, body.lang);
      // The user's stored words are accepted on every device, besides any sent with the request.
      const accepted = [...(await ownDictionary(s.db, account.id)).words, ...body.accepted];
      return { data: { lang: language, misspelt: await misspellings(text, language, accepted) }, ...cut };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/suggest',
      body: suggestBody,
      example: { word: 'recieve', lang: 'en' },
      summary: "Hunspell's suggestions for one word, best first (at most 6).",
      answer: '{ data: { word, suggestions: string[] } }',
    },
    async ({ account, body, lang }) => {
      await allowedText(s, account, body.word, lang);
      const language = textLang(body.word, body.lang);
      return { data: { word: body.word, suggestions: await suggestions(body.word, language) } };
    },
  );
  route(
    r,
    registry,
    s,
    {
      ...common,
      method: 'post',
      path: '/api/text/spelling/warm',
      body: warmBody,
      example: { lang: 'uk' },
      summary:
        "Starts loading a language's spelling dictionaries on the server and answers at once, so a check and the first suggestion asked later do not wait for the load.",
      answer: '{ data: { lang } }',
    },
    async ({ account, body, lang }) => {
      await allowedText(s, account, '', lang);
      const language = textLang('', body.lang);
      warmSpelling(language);
      return { data: { lang: language } };
    },
  );
  savedTextRoutes(r, registry, s);
  return r;
}
