import type { AnnotationInput } from './model.js';

/**
 * Words printed inside the assembled abstract. They follow the abstract's language (a
 * Russian реферат says «Ключевые слова» whatever the interface language), so they are
 * data here rather than interface messages.
 */
export interface AbstractLabels {
  keywords: string;
  abstract: string;
  referat: string;
  annotation: string;
  udc: string;
  supervisor: string;
  course: string;
  paperType: string;
}

export const ABSTRACT_LABELS: Record<AnnotationInput['language'], AbstractLabels> = {
  EN: {
    keywords: 'Keywords',
    abstract: 'Abstract',
    referat: 'Abstract',
    annotation: 'Annotation',
    udc: 'UDC',
    supervisor: 'Supervisor',
    course: 'Course',
    paperType: 'Paper type',
  },
  RU: {
    keywords: 'Ключевые слова',
    abstract: 'Аннотация',
    referat: 'Реферат',
    annotation: 'Аннотация',
    udc: 'УДК',
    supervisor: 'Научный руководитель',
    course: 'Курс',
    paperType: 'Тип статьи',
  },
  UA: {
    keywords: 'Ключові слова',
    abstract: 'Анотація',
    referat: 'Реферат',
    annotation: 'Анотація',
    udc: 'УДК',
    supervisor: 'Науковий керівник',
    course: 'Курс',
    paperType: 'Тип статті',
  },
};
