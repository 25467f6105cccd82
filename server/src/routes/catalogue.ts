import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { collectionRoutes, iso } from './records.js';

/** Spec §5 / §9: up to 5 co-authors. */
export const MAX_COAUTHORS = 5;
const text = z.string().max(1000).optional();

/** A URL with a host, or a DOI like 10.1000/xyz (spec §5 link formats). */
export const LINK = /^(?:https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?|10\.\d{4,9}\/\S+)$/i;

const catalogueBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  type: text,
  title: z.string().trim().min(1).max(1000),
  outputData: text,
  pages: z
    .string()
    .regex(/^(\d+(-\d+)?)?$/, 'digits and a hyphen only (100, 15-67)')
    .optional(),
  /** Spec §3 "character of work": printed, manuscript or electronic (the attestation form's «форма работы»). */
  character: z.enum(['printed', 'manuscript', 'electronic', '']).optional(),
  date: text,
  sourceType: text,
  link: text,
  /** The attestation form's group: scientific works, patents and certificates, teaching works. */
  category: z.enum(['scientific', 'patent', 'educational']).optional(),
  /** Volume as the form states it when pages do not (e.g. «1,5 п. л.»). */
  volume: text,
  /** My bibliography record of the same work (spec §1: where it is also cited). */
  bibliographyId: z.number().int().positive().nullable().optional(),
  coauthors: z
    .array(z.object({ surname: text, name: text, patronymic: text }))
    .max(100)
    .default([]),
  lang: z.string().max(10).optional(),
});

/** /api/UserInfo/Publications/ (spec §7): the catalogue of my own publications; POST creates, PUT updates. */
export function catalogueRoutes(s: Services, registry: Registry) {
  return collectionRoutes(s, registry, {
    kind: 'catalogue',
    tag: 'Catalogue',
    base: '/api/UserInfo/Publications',
    body: catalogueBody,
    create: 'post',
    what: 'catalogue publications',
    order: 'created_at',
    example: {
      type: 'article',
      title: 'Language learning as language use',
      outputData: 'Psychological Review, 126(1)',
      pages: '1-51',
      character: 'printed',
      date: '2019',
      sourceType: 'journal',
      link: '10.1037/rev0000126',
      coauthors: [{ surname: 'Christiansen', name: 'Morten', patronymic: '' }],
    },
    check: async (body, { lang, account }) => {
      if (body.coauthors.length > MAX_COAUTHORS) {
        const message = t('tooManyCoauthors', lang, MAX_COAUTHORS);
        throw fail(400, 'invalid', message, { issues: [{ field: 'coauthors', message }] });
      }
      if (body.link && !LINK.test(body.link.trim())) {
        const message = t('invalidLink', lang);
        throw fail(400, 'invalid', message, { issues: [{ field: 'link', message }] });
      }
      // A link only to a record of mine: another user's id is answered as if it did not exist.
      if (body.bibliographyId) {
        const mine = await s.db('bibliography').where({ id: body.bibliographyId, user_id: account.id }).first('id');
        if (!mine) {
          const message = t('notFound', lang);
          throw fail(400, 'invalid', message, { issues: [{ field: 'bibliographyId', message }] });
        }
      }
    },
    columns: (body, now, isNew) => {
      const { coauthors, id: _id, lang: _lang, ...data } = body;
      return {
        data: JSON.stringify(data),
        coauthors: JSON.stringify(coauthors),
        ...(isNew ? { created_at: now } : {}),
      };
    },
    view: (row) => ({
      id: Number(row.id),
      ...(JSON.parse(String(row.data)) as object),
      coauthors: JSON.parse(String(row.coauthors)) as unknown[],
      dateCreate: iso(row.created_at),
    }),
  });
}
