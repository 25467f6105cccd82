import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { fail } from '../errors.js';
import { t } from '../i18n/messages.js';
import { collectionRoutes, iso } from './records.js';

/** Spec §1: annotation templates. */
export const ANNOTATION_STYLES = ['APA', 'MLA', 'AAoS', 'Emerald', 'GOST'] as const;

/**
 * The size limit of each template's abstract, over all its sections. APA 7 (2.9): at most
 * 250 words; Emerald's structured abstract: at most 250 words; PNAS (American Academy of
 * Sciences): at most 250 words; MLA gives none, so the same 250. GOST R 7.0.99-2018 measures
 * in printed characters: we allow 2000.
 */
export const ANNOTATION_MAX: Record<(typeof ANNOTATION_STYLES)[number], { words?: number; chars?: number }> = {
  APA: { words: 250 },
  MLA: { words: 250 },
  AAoS: { words: 250 },
  Emerald: { words: 250 },
  GOST: { chars: 2000 },
};

export const SECTIONS = ['relevance', 'problemStatement', 'methods', 'ways', 'results', 'conclusions'] as const;
const PERSON_FIELDS = ['author', 'coAuthors', 'email', 'professor', 'course', 'udk'] as const;

const short = z.string().max(1000).optional();
const section = z.string().max(20_000).optional();

const annotationBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  styleType: z.enum(ANNOTATION_STYLES),
  language: z.enum(['EN', 'RU', 'UA']).default('EN'),
  title: z.string().trim().min(1).max(1000),
  author: short,
  coAuthors: short,
  email: short,
  professor: short,
  course: short,
  udk: short,
  keywords: short,
  relevance: section,
  problemStatement: section,
  methods: section,
  ways: section,
  results: section,
  conclusions: section,
  lang: z.string().max(10).optional(),
});
type Body = z.infer<typeof annotationBody>;

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** /api/Annotation/ (spec §7): PUT saves a new annotation, POST updates one. */
export function annotationRoutes(s: Services, registry: Registry) {
  return collectionRoutes(s, registry, {
    kind: 'annotations',
    tag: 'Annotation',
    base: '/api/Annotation',
    body: annotationBody,
    create: 'put',
    what: 'annotations',
    order: 'date_update',
    example: {
      styleType: 'APA',
      language: 'EN',
      title: 'Language learning as language use',
      author: 'Stewart McCauley',
      keywords: 'language acquisition; usage',
      relevance: 'Children learn language by using it.',
      results: 'A usage-based model fits the data.',
    },
    check: (body: Body, { lang }) => {
      const all = SECTIONS.map((k) => body[k] ?? '').join(' ');
      const max = ANNOTATION_MAX[body.styleType];
      if (max.words !== undefined && words(all) > max.words) {
        const message = t('annotationTooLong', lang, max.words);
        throw fail(400, 'invalid', message, { issues: [{ field: 'sections', message }] });
      }
      if (max.chars !== undefined && all.trim().length > max.chars) {
        const message = t('annotationTooManyChars', lang, max.chars);
        throw fail(400, 'invalid', message, { issues: [{ field: 'sections', message }] });
      }
    },
    columns: (body: Body, now, isNew) => ({
      style_type: body.styleType,
      language: body.language,
      title: body.title,
      // Spec §3: authors stored as text (author, coAuthors, email, professor, course, UDK).
      authors: JSON.stringify(Object.fromEntries(PERSON_FIELDS.map((k) => [k, body[k] ?? '']))),
      data: JSON.stringify({
        keywords: body.keywords ?? '',
        ...Object.fromEntries(SECTIONS.map((k) => [k, body[k] ?? ''])),
      }),
      date_update: now,
      ...(isNew ? { date_create: now } : {}),
    }),
    view: (row) => ({
      id: Number(row.id),
      styleType: row.style_type,
      language: row.language,
      title: row.title,
      ...(JSON.parse(String(row.authors)) as object),
      ...(JSON.parse(String(row.data)) as object),
      dateCreate: iso(row.date_create),
      dateUpdate: iso(row.date_update),
    }),
  });
}
