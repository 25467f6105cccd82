/** A co-author (spec §3: surname, name, patronymic; up to 5). */
export interface Coauthor {
  surname: string;
  name: string;
  patronymic: string;
}

/** The kinds of work the attestation form names in its second column. */
export const KINDS = [
  'article',
  'theses',
  'monograph',
  'textbook',
  'chapter',
  'conferencePaper',
  'patent',
  'certificate',
  'dissertation',
  'autoreferat',
  'other',
] as const;
export type Kind = (typeof KINDS)[number];

/** Spec §3 "character of work" — the form's «форма работы» / «характер роботи». */
export const CHARACTERS = ['printed', 'manuscript', 'electronic'] as const;
export type Character = (typeof CHARACTERS)[number];

/** The form's groups, in the order the form lists them. */
export const CATEGORIES = ['scientific', 'patent', 'educational'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Spec §5/§9: up to 5 co-authors. */
export const MAX_COAUTHORS = 5;

/** A catalogue publication as /api/UserInfo/Publications/ answers it. */
export interface CatalogueEntry extends CatalogueInput {
  id: number;
  dateCreate: string;
}

export interface CatalogueInput {
  /** The kind of work (a KINDS key). */
  type: string;
  title: string;
  outputData: string;
  pages: string;
  character: Character | '';
  /** Year, or a date YYYY-MM-DD. */
  date: string;
  /** The engine's source type id, 1–7, for the styled list. */
  sourceType: string;
  link: string;
  coauthors: Coauthor[];
  category: Category;
  volume: string;
  bibliographyId: number | null;
}

export function blankEntry(): CatalogueInput {
  return {
    type: 'article',
    title: '',
    outputData: '',
    pages: '',
    character: 'printed',
    date: '',
    sourceType: '1',
    link: '',
    coauthors: [],
    category: 'scientific',
    volume: '',
    bibliographyId: null,
  };
}

export function inputOf(e: CatalogueEntry): CatalogueInput {
  const { id: _id, dateCreate: _d, ...rest } = e;
  return { ...blankEntry(), ...rest, coauthors: e.coauthors ?? [], bibliographyId: e.bibliographyId ?? null };
}

/** The author whose list it is (kept in this browser: the list's title and the styled list's first author). */
export interface Owner {
  surname: string;
  name: string;
  patronymic: string;
}
