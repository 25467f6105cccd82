import { type AbstractForm, type AbstractStyle, abstractTemplate } from '@referent/engine';

/** An annotation as /api/Annotation/ answers it (spec §3). */
export interface Annotation extends AnnotationInput {
  id: number;
  dateCreate: string;
  dateUpdate: string;
}

/** What the editor sends: spec §3 fields plus the template's parts. */
export interface AnnotationInput {
  styleType: AbstractStyle;
  form: AbstractForm;
  language: 'EN' | 'RU' | 'UA';
  title: string;
  author: string;
  coAuthors: string;
  professor: string;
  course: string;
  email: string;
  udk: string;
  keywords: string;
  paperType: string;
  sections: Record<string, string>;
}

/** A blank annotation of a template, in the language the template is written in. */
export function blankAnnotation(styleType: AbstractStyle = 'APA', form?: AbstractForm): AnnotationInput {
  const tpl = abstractTemplate(styleType, form);
  return {
    styleType,
    form: tpl.form,
    language: tpl.style === 'GOST' ? 'RU' : 'EN',
    title: '',
    author: '',
    coAuthors: '',
    professor: '',
    course: '',
    email: '',
    udk: '',
    keywords: '',
    paperType: '',
    sections: Object.fromEntries(tpl.parts.map((p) => [p.id, ''])),
  };
}

/** The editable part of a stored annotation. */
export function inputOf(a: Annotation): AnnotationInput {
  const { id: _id, dateCreate: _c, dateUpdate: _u, ...input } = a;
  return { ...blankAnnotation(a.styleType, a.form), ...input };
}
