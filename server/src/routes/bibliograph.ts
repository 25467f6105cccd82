import { bibliographyDocx, type DocxSection, exportFileName } from '@referent/docx/node';
import { dispatch, type Rich, splitReferences, styleById } from '@referent/engine';
import { Router } from 'express';
import { z } from 'zod';
import { insertWithinLimit, requireFeature } from '../api/plan-guard.js';
import { editedTexts, recordIssues, storedPublication } from '../api/record-rules.js';
import { type Ctx, type Registry, recordId, route, type Services } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';

const biblBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  bibl: z.record(z.string(), z.unknown()),
  standarts: z.array(z.string().max(40)).max(30),
  config: z.record(z.string(), z.unknown()).optional(),
  lang: z.string().max(10).optional(),
});
const parseBody = z.object({
  text: z.string().min(1).max(5000),
  /** The language to assume when the script alone cannot tell (Cyrillic without markers). */
  language: z.enum(['EN', 'RU', 'UA']).optional(),
  lang: z.string().max(10).optional(),
});

/** A pasted reference list: one reference a line (or numbered entries), parsed each (issue 15, item 4). */
const parseListBody = z.object({
  text: z.string().min(1).max(100_000),
  language: z.enum(['EN', 'RU', 'UA']).optional(),
  lang: z.string().max(10).optional(),
});
/** More at a time is a list to import as a file, not to review by eye. */
export const MAX_PASTED_REFERENCES = 100;

interface Row {
  id: number;
  date: Date | number | string;
  authors: string;
  other_data: string;
  standarts: string;
  result: string;
}

/** The stored record of spec §3: `otherData` is the publication as a JSON string, `result` the text per style. */
export function recordOf(row: Row) {
  return {
    id: Number(row.id),
    date: new Date(row.date).toISOString(),
    authors: JSON.parse(row.authors) as unknown[],
    otherData: row.other_data,
    standarts: JSON.parse(row.standarts) as string[],
    result: JSON.parse(row.result) as Record<string, string>,
  };
}

/**
 * Checks a record the way spec §5 asks (`recordIssues`), then formats
 * it with the engine for each chosen style; the dispatcher's own messages come back as 400.
 * Spec editTextRecord: a style's text edited by hand (`bibl.editedResult[style]`) is stored
 * as `result[style]` instead of the engine's output.
 */
function formatRecord(body: z.infer<typeof biblBody>, lang: Lang) {
  const issues = recordIssues(body.bibl);
  const result = dispatch(
    { bibl: body.bibl, standarts: body.standarts },
    body.config as Parameters<typeof dispatch>[1],
  );
  if (result.state === 'error') {
    throw fail(400, 'invalid', result.errorMessage, {
      issues: [...(result.issues ?? []).map((i) => ({ ...i, field: `bibl.${i.field}` })), ...issues],
    });
  }
  if (issues.length) throw fail(400, 'invalid', t('invalidFields', lang), { issues });
  const people = Object.values((body.bibl.authors as Record<string, unknown> | undefined) ?? {})
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .filter((p): p is Record<string, unknown> => typeof p === 'object' && p !== null)
    .map((p) => ({ surname: p.surname ?? null, name: p.name ?? null, fathername: p.fathername ?? null }));
  return {
    authors: JSON.stringify(people),
    other_data: JSON.stringify(storedPublication(body.bibl)),
    standarts: JSON.stringify(body.standarts),
    result: JSON.stringify({ ...result.results, ...editedTexts(body.bibl, Object.keys(result.results)) }),
  };
}

function parse(s: Services, ctx: Ctx<z.infer<typeof parseBody>>) {
  return { data: s.parseCitation(ctx.body.text, ctx.body.language) };
}

function parseList(s: Services, ctx: Ctx<z.infer<typeof parseListBody>>) {
  const entries = splitReferences(ctx.body.text);
  if (entries.length > MAX_PASTED_REFERENCES) {
    const message = t('tooManyReferences', ctx.lang).replace('{n}', String(MAX_PASTED_REFERENCES));
    throw fail(400, 'invalid', message, { issues: [{ field: 'text', message }] });
  }
  return { data: entries.map((text) => ({ text, ...(s.parseCitation(text, ctx.body.language) as object) })) };
}

const exportBody = z.object({
  /** Which of my records (all when absent), in list order. */
  ids: z.array(z.number().int().positive()).max(1000).optional(),
  /** Which styles (each record's own chosen styles when absent). */
  standarts: z.array(z.string().max(40)).max(30).optional(),
  /** Spec §5: generated when empty. */
  fileName: z.string().max(200).optional(),
  lang: z.string().max(10).optional(),
});

/**
 * One section per style, in the order chosen; each record formatted again from its stored
 * publication (rich runs: italics), or its hand-edited text as it is (spec editTextRecord).
 */
function sectionsOf(rows: Row[], chosen: string[] | undefined): DocxSection[] {
  const styles = chosen ?? [...new Set(rows.flatMap((r) => JSON.parse(r.standarts) as string[]))];
  const sections: DocxSection[] = [];
  for (const id of styles) {
    const style = styleById(id);
    if (!style) continue;
    const entries: Rich[] = [];
    for (const row of rows) {
      if (!chosen && !(JSON.parse(row.standarts) as string[]).includes(id)) continue;
      const bibl = JSON.parse(row.other_data) as Record<string, unknown>;
      const edited = editedTexts(bibl, [id])[id];
      if (edited !== undefined) {
        entries.push([{ text: edited }]);
        continue;
      }
      const result = dispatch({ bibl, standarts: [id] });
      const rich = result.state === 'success' ? result.rich[id] : undefined;
      if (rich?.length) entries.push(rich);
    }
    if (entries.length) sections.push({ heading: style.name, entries });
  }
  return sections;
}

const EXAMPLE = {
  bibl: {
    idTypePublication: 1,
    language: 'EN',
    title: { publicationTitle: 'Language learning as language use' },
    series: { series: 'Psychological Review', volume: 126, issue: 1 },
    outputData: { year: 2019 },
    physical: { pages: '1-51' },
    authors: { '1': [{ surname: 'McCauley', name: 'Stewart' }] },
  },
  standarts: ['apa7', 'gost'],
};

/** /api/Bibliograph/ (spec §7): the user's bibliography records, formatted on save. */
export function bibliographRoutes(s: Services, registry: Registry): Router {
  const r = Router();
  const tag = 'Bibliograph';
  const base = '/api/Bibliograph';
  const recordAnswer = '{ data: { id, date, authors, otherData, standarts, result } }';
  const editRule = 'trial: blocked (demo); start, base: allowed';

  route(
    r,
    registry,
    s,
    {
      method: 'get',
      path: `${base}/`,
      access: 'user',
      tag,
      summary:
        'Lists my records, newest first (spec §4: creation date descending); `?page=1&size=20` (size 1–100) gives one page, without them all records.',
      answer: '{ data: Record[], total }',
    },
    async ({ account, req }) => {
      const mine = () => s.db('bibliography').where('user_id', account.id);
      const query = mine().orderBy([
        { column: 'date', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
      const page = Number(req.query.page);
      const size = Number(req.query.size);
      if (Number.isInteger(page) && page >= 1 && Number.isInteger(size) && size >= 1 && size <= 100) {
        query.limit(size).offset((page - 1) * size);
      }
      const total = Number((await mine().count({ n: '*' }).first())?.n ?? 0);
      return { data: ((await query) as Row[]).map(recordOf), total };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${base}/`,
      access: 'user',
      tag,
      body: biblBody,
      example: EXAMPLE,
      plan: 'count: trial 1, start 8, base unlimited',
      summary:
        'Saves a new record: validates it, formats it with the engine in each chosen style, stores `result` (an edited text in `bibl.editedResult` wins).',
      answer: recordAnswer,
    },
    async ({ account, body, lang }) => {
      const fields = formatRecord(body, lang);
      const date = s.now();
      const id = await insertWithinLimit(s, account, 'bibliography', lang, { ...fields, date });
      return { data: recordOf({ id, date, ...fields }) };
    },
  );

  route(
    r,
    registry,
    s,
    {
      method: 'put',
      path: `${base}/`,
      access: 'user',
      tag,
      body: biblBody,
      example: { id: 1, ...EXAMPLE },
      plan: editRule,
      summary:
        'Updates one of my records (id in the body), formatting it again (an edited text in `bibl.editedResult` wins).',
      answer: recordAnswer,
    },
    async (ctx) => {
      const id = recordId(ctx);
      await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
      const fields = formatRecord(ctx.body, ctx.lang);
      const n = await s.db('bibliography').where({ id, user_id: ctx.account.id }).update(fields);
      if (n !== 1) throw fail(404, 'notFound', t('notFound', ctx.lang));
      return { data: recordOf((await s.db('bibliography').where({ id, user_id: ctx.account.id }).first()) as Row) };
    },
  );

  for (const path of [`${base}/`, `${base}/:id`]) {
    route(
      r,
      registry,
      s,
      {
        method: 'delete',
        path,
        access: 'user',
        tag,
        plan: editRule,
        summary: 'Deletes one of my records (id in the path, the body or ?id=).',
        answer: '{ data: { id } }',
      },
      async (ctx) => {
        const id = recordId(ctx);
        await requireFeature(s, ctx.account, 'editDelete', ctx.lang);
        const n = await s.db('bibliography').where({ id, user_id: ctx.account.id }).delete();
        if (n !== 1) throw fail(404, 'notFound', t('notFound', ctx.lang));
        return { data: { id } };
      },
    );
  }

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${base}/export`,
      access: 'user',
      tag,
      body: exportBody,
      example: { ids: [1], standarts: ['apa7'], fileName: 'My references' },
      plan: 'trial: blocked (demo); start, base: allowed',
      summary:
        'A Word file of my records: a heading per style and one reference per paragraph (an edited text as it is), newest first. Unknown or foreign ids are left out.',
      answer:
        'the .docx file (`application/vnd.openxmlformats-officedocument.wordprocessingml.document`, `Content-Disposition: attachment`)',
    },
    async ({ account, body, lang, res }) => {
      await requireFeature(s, account, 'wordExport', lang);
      if (body.standarts) {
        const unknown = body.standarts.filter((id) => !styleById(id));
        if (unknown.length) {
          const issues = unknown.map(() => ({ field: 'standarts', message: 'unknown style' }));
          throw fail(400, 'invalid', t('invalidFields', lang), { issues });
        }
      }
      const query = s
        .db('bibliography')
        .where('user_id', account.id)
        .orderBy([
          { column: 'date', order: 'desc' },
          { column: 'id', order: 'desc' },
        ]);
      if (body.ids) query.whereIn('id', body.ids);
      const file = await bibliographyDocx(sectionsOf((await query) as Row[], body.standarts));
      res.attachment(exportFileName(body.fileName, s.now()));
      res.type('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      res.send(file);
    },
  );

  for (const path of [`${base}/parse`, '/api/citation-parsing/parse']) {
    route(
      r,
      registry,
      s,
      {
        method: 'post',
        path,
        access: 'user',
        tag,
        body: parseBody,
        example: {
          text: 'McCauley, S. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.',
        },
        plan: 'trial: blocked (demo); start, base: allowed',
        summary: 'Parses a pasted citation into publication fields (the engine’s parser).',
        answer:
          '{ data: { publication, confidence, warnings, identifiers, recognised } } — the engine’s parseCitation result',
      },
      async (ctx) => {
        await requireFeature(s, ctx.account, 'parser', ctx.lang);
        return parse(s, ctx);
      },
    );
  }

  route(
    r,
    registry,
    s,
    {
      method: 'post',
      path: `${base}/parse-list`,
      access: 'user',
      tag,
      body: parseListBody,
      example: {
        text: 'McCauley, S. (2019). Language learning as language use. Psychological Review, 126(1), 1–51.\nИванов И. И. Теория информации. М. : Наука, 2019. 320 с.',
      },
      plan: 'trial: blocked (demo); start, base: allowed',
      summary: `Splits a pasted reference list (one a line, or numbered) and parses each entry; at most ${MAX_PASTED_REFERENCES} entries.`,
      answer:
        '{ data: { text, publication, confidence, warnings, identifiers, recognised }[] } — one per entry, in order',
    },
    async (ctx) => {
      await requireFeature(s, ctx.account, 'parser', ctx.lang);
      return parseList(s, ctx);
    },
  );

  return r;
}
