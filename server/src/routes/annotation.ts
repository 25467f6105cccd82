import {
  ABSTRACT_FORMS,
  ABSTRACT_STYLES,
  type AbstractIssue,
  abstractTemplate,
  checkAbstract,
  GOST_SECTIONS,
} from '@referent/engine';
import { z } from 'zod';
import type { Registry, Services } from '../api/route.js';
import { fail } from '../errors.js';
import { type Lang, t } from '../i18n/messages.js';
import { collectionRoutes, iso } from './records.js';

/** Spec §1: annotation templates (their limits: @referent/engine ABSTRACT_TEMPLATES). */
export const ANNOTATION_STYLES = ABSTRACT_STYLES;

const PERSON_FIELDS = ['author', 'coAuthors', 'email', 'professor', 'course', 'udk'] as const;

const short = z.string().max(1000).optional();
const section = z.string().max(20_000).optional();

const annotationBody = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  styleType: z.enum(ABSTRACT_STYLES),
  /** GOST's form: реферат or аннотация; the other templates have one form. */
  form: z.enum(ABSTRACT_FORMS).optional(),
  language: z.enum(['EN', 'RU', 'UA']).default('EN'),
  title: z.string().trim().min(1).max(1000),
  author: short,
  coAuthors: short,
  email: short,
  professor: short,
  course: short,
  udk: short,
  keywords: short,
  paperType: short,
  /** The template's parts by id (APA `abstract`, Emerald `purpose`…, GOST the six of spec §3). */
  sections: z.record(z.string().max(40), z.string().max(20_000)).default({}),
  // Spec §3 names the GOST sections as fields of their own; accepted as such too.
  relevance: section,
  problemStatement: section,
  methods: section,
  ways: section,
  results: section,
  conclusions: section,
  lang: z.string().max(10).optional(),
});
type Body = z.infer<typeof annotationBody>;

/** The body's parts, kept to the template's own (a part of another template is dropped). */
function sectionsOf(body: Body): Record<string, string> {
  const tpl = abstractTemplate(body.styleType, body.form);
  const legacy = Object.fromEntries(GOST_SECTIONS.map((k) => [k, body[k]]).filter(([, v]) => v !== undefined));
  const all: Record<string, string | undefined> = { ...legacy, ...body.sections };
  return Object.fromEntries(tpl.parts.map((p) => [p.id, all[p.id] ?? '']));
}

function formOf(body: Body) {
  return abstractTemplate(body.styleType, body.form).form;
}

function message(issue: AbstractIssue, lang: Lang): string {
  if (issue.rule === 'maxChars') return t('annotationTooManyChars', lang, issue.n);
  if (issue.rule === 'maxKeywords') return t('annotationTooManyKeywords', lang, issue.n);
  return t('annotationTooLong', lang, issue.n);
}

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
      keywords: 'language acquisition; usage; chunking',
      sections: { abstract: 'Children learn language by using it. A usage-based model fits the data.' },
    },
    check: (body: Body, { lang }) => {
      const errors = checkAbstract({ ...body, form: formOf(body), sections: sectionsOf(body) }).filter(
        (i) => i.severity === 'error',
      );
      if (errors.length) {
        const issues = errors.map((i) => ({ field: i.field, message: message(i, lang) }));
        throw fail(400, 'invalid', issues[0]?.message ?? '', { issues });
      }
    },
    columns: (body: Body, now, isNew) => ({
      style_type: body.styleType,
      language: body.language,
      title: body.title,
      // Spec §3: authors stored as text (author, coAuthors, email, professor, course, UDK).
      authors: JSON.stringify(Object.fromEntries(PERSON_FIELDS.map((k) => [k, body[k] ?? '']))),
      data: JSON.stringify({
        form: formOf(body),
        keywords: body.keywords ?? '',
        paperType: body.paperType ?? '',
        sections: sectionsOf(body),
      }),
      date_update: now,
      ...(isNew ? { date_create: now } : {}),
    }),
    view: (row) => {
      const data = JSON.parse(String(row.data)) as Record<string, unknown>;
      // Rows written before sections had their own object held the GOST parts at the top level.
      const sections =
        (data.sections as Record<string, string> | undefined) ??
        Object.fromEntries(GOST_SECTIONS.map((k) => [k, String(data[k] ?? '')]));
      return {
        id: Number(row.id),
        styleType: row.style_type,
        form: data.form ?? abstractTemplate(row.style_type as Body['styleType']).form,
        language: row.language,
        title: row.title,
        ...(JSON.parse(String(row.authors)) as object),
        keywords: data.keywords ?? '',
        paperType: data.paperType ?? '',
        sections,
        dateCreate: iso(row.date_create),
        dateUpdate: iso(row.date_update),
      };
    },
  });
}
