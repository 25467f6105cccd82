import type { PublicationInput } from '@referent/engine';

/** The quick-format form's fields, as typed. */
export interface ArticleForm {
  title: string;
  authors: string;
  journal: string;
  year: string;
  volume: string;
  issue: string;
  pages: string;
}

export const EMPTY_FORM: ArticleForm = {
  title: '',
  authors: '',
  journal: '',
  year: '',
  volume: '',
  issue: '',
  pages: '',
};

/** "Surname, Given Names" per line (or "Given Surname") → the spec's author records. */
export function parseAuthorLines(text: string): { surname: string; name?: string; fathername?: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [surname, given] = line.includes(',')
        ? [line.slice(0, line.indexOf(',')).trim(), line.slice(line.indexOf(',') + 1).trim()]
        : [line.split(/\s+/).pop() ?? line, line.split(/\s+/).slice(0, -1).join(' ')];
      const [name, ...rest] = given.split(/\s+/).filter(Boolean);
      return { surname, ...(name ? { name } : {}), ...(rest.length ? { fathername: rest.join(' ') } : {}) };
    });
}

/** The form as a Publication of type 1 (article); the engine detects the language. */
export function articleFromForm(form: ArticleForm): PublicationInput {
  return {
    idTypePublication: 1,
    title: { publicationTitle: form.title },
    series: { series: form.journal, volume: form.volume, issue: form.issue },
    outputData: { year: form.year },
    physical: { pages: form.pages },
    authors: { '1': parseAuthorLines(form.authors) },
  };
}

export function isBlank(form: ArticleForm): boolean {
  return Object.values(form).every((v) => v.trim() === '');
}
