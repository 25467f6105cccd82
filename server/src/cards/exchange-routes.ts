import { type CardDocLabels, cardsDocx } from '@referent/docx/node';
import { rewriteLinks, sortKey, stored } from '@referent/engine';
import type { Router } from 'express';
import JSZip from 'jszip';
import { lockWithinLimit, requireFeature } from '../api/plan-guard.js';
import type { Registry, Services } from '../api/route.js';
import { HttpError } from '../errors.js';
import type { Lang } from '../i18n/messages.js';
import { insertCard, userRoute } from './card-routes.js';
import { BASE, type CardBody, exportBody, importBody } from './card-rules.js';
import { noteFileName, noteText, parseNote } from './markdown-notes.js';
import { type CardRow, viewsOf } from './store.js';

const LABELS: Record<Lang, CardDocLabels & { title: string }> = {
  en: { title: 'Cards', tags: 'Tags', quote: 'Quote', source: 'Source', link: 'Link', info: 'Info' },
  ru: { title: 'Карточки', tags: 'Теги', quote: 'Цитата', source: 'Источник', link: 'Ссылка', info: 'Примечание' },
  ua: { title: 'Картки', tags: 'Теги', quote: 'Цитата', source: 'Джерело', link: 'Посилання', info: 'Примітка' },
};

/** The grey of the colour list, for tags an import creates. */
const IMPORTED_TAG_COLOR = 11;

/** Export to .docx or zipped Markdown, and import of Markdown notes (spec §1 "export to a word-processor file"). */
export function exchangeRoutes(r: Router, registry: Registry, s: Services): void {
  userRoute(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${BASE}/CardCustomExp`,
      body: exportBody,
      example: { format: 'docx', tags: [] },
      plan: 'trial: blocked; start, base: allowed',
      summary:
        'Exports my cards in number order (all, or the listed ids, or those carrying every listed tag): format docx (headings, [[…]] links as cross-references, tags, quotes, citations, URLs) or markdown (a zip, one .md per card, [[…]] links kept).',
      answer: 'the .docx file, or a .zip of .md files (`Content-Disposition: attachment`)',
    },
    async ({ account, body, lang, res }) => {
      await requireFeature(s, account, 'wordExport', lang);
      const q = s.db('cards').where('user_id', account.id).orderBy('zettel_key');
      if (body.ids) q.whereIn('id', body.ids.slice(0, 100_000));
      for (const tag of new Set(body.tags)) {
        q.whereExists(
          s.db('card_tagging').whereRaw('card_tagging.card_id = cards.id').where('card_tagging.tag_id', tag),
        );
      }
      const cards = await viewsOf(s.db, account.id, (await q) as CardRow[]);
      const labels = LABELS[lang];
      const stamp = s.now().toISOString().slice(0, 10);
      if (body.format === 'docx') {
        const file = await cardsDocx(
          cards.map((c) => ({
            number: c.zettelNumber,
            title: c.title,
            body: c.body,
            tags: c.tags.map((x) => x.name),
            quote: c.quote,
            url: c.url,
            info: c.info,
            citation: c.citation,
          })),
          labels,
          body.title?.trim() || labels.title,
        );
        res.attachment(`cards-${stamp}.docx`);
        res.type('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
        res.send(file);
        return;
      }
      const zip = new JSZip();
      for (const c of cards) {
        zip.file(
          noteFileName(c.zettelNumber, c.title),
          noteText({
            number: c.zettelNumber,
            title: c.title,
            body: c.body,
            tags: c.tags.map((x) => x.name),
            quote: c.quote,
            url: c.url ?? '',
            info: c.info,
            citation: c.citation,
          }),
        );
      }
      res.attachment(`cards-${stamp}.zip`);
      res.type('application/zip');
      res.send(await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }));
    },
  );

  userRoute(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${BASE}/PostCatalog`,
      body: importBody,
      example: {
        notes: [{ name: '1 First idea.md', text: '---\ntitle: "First idea"\n---\n\nA note that links to [[1-1]].' }],
      },
      plan: 'count: trial none, start 100, base unlimited (the whole import must fit)',
      summary:
        'Imports Markdown notes ({ name, text } per file, as read from a folder or a zip): front matter zettel, title, tags, url, info, quote; numbers in the file names or front matter rebuild the tree under new numbers and [[…]] links among the notes follow. All or nothing, in one transaction.',
      answer: '{ data: { created: id[] } }',
    },
    async ({ account, body, lang }) => {
      const notes = body.notes.map((n) => parseNote(n.name, n.text));
      const order = notes
        .map((note, i) => ({ note, i }))
        .sort((a, b) => {
          const ka = a.note.number ? sortKey(stored(a.note.number)) : '~';
          const kb = b.note.number ? sortKey(stored(b.note.number)) : '~';
          return ka.localeCompare(kb) || a.i - b.i;
        });
      const created = await s.db.transaction(async (trx) => {
        await lockWithinLimit(trx, s, account, 'cards', lang, notes.length);
        const tagIds = new Map<string, number>();
        for (const row of await trx('card_tags').where('user_id', account.id).select('id', 'name')) {
          tagIds.set(row.name, Number(row.id));
        }
        const idOfNumber = new Map<string, number>();
        const renames = new Map<string, string>();
        const ids: number[] = [];
        for (const { note, i } of order) {
          let fatherId: number | null = null;
          for (let n = note.number; n?.includes('-') && fatherId === null; ) {
            n = n.slice(0, n.lastIndexOf('-'));
            fatherId = idOfNumber.get(n) ?? null;
          }
          const tags: number[] = [];
          for (const name of note.tags.map((x) => x.trim()).filter((x) => x.length >= 4)) {
            let tag = tagIds.get(name);
            if (tag === undefined) {
              const [row] = await trx('card_tags').insert({ user_id: account.id, name, color_id: IMPORTED_TAG_COLOR }, [
                'id',
              ]);
              tag = Number((row as { id: number }).id);
              tagIds.set(name, tag);
            }
            tags.push(tag);
          }
          const card: CardBody = {
            title: note.title.slice(0, 1000),
            body: note.body,
            fatherId,
            tags,
            quote: note.quote,
            url: note.url,
            info: note.info,
            contextLinks: [],
            bibliographyId: null,
            moveMode: 'subtree',
            childrenTo: 'up',
          };
          let id: number;
          try {
            id = await insertCard(trx, account.id, card, lang, s.now());
          } catch (e) {
            throw prefixed(e, `notes.${i}.`);
          }
          ids.push(id);
          const zettel = (await trx('cards').where('id', id).first('zettel')).zettel as string;
          if (note.number) {
            idOfNumber.set(note.number, id);
            renames.set(stored(note.number), zettel);
          }
        }
        // Links among the imported notes follow their new numbers; links to numbers not in the import stay as written.
        for (const id of ids) {
          const row = await trx('cards').where('id', id).first('body');
          const next = rewriteLinks(row.body, renames);
          if (next !== row.body) await trx('cards').where('id', id).update({ body: next });
        }
        return ids;
      });
      return { data: { created } };
    },
  );
}

/** A 400 about one note names it: `notes.3.body`. */
function prefixed(e: unknown, prefix: string): unknown {
  if (!(e instanceof HttpError) || e.status !== 400 || !e.body) return e;
  const issues = (e.body.issues as { field: string; message: string }[] | undefined)?.map((i) => ({
    ...i,
    field: prefix + i.field,
  }));
  return new HttpError(400, e.message, { ...e.body, issues });
}
