/**
 * The abstract (annotation) templates of spec §1 — APA, MLA, American Academy of Sciences
 * (PNAS), Emerald and GOST — as typed data. The facts (limits, headings, required parts)
 * come from `abstract_templates.json` in this folder (see PROVENANCE.md for the sources);
 * the test beside this file checks they still agree. The tool, the server's checks and the
 * handbook pages all read this one table, so they cannot drift apart.
 */

/** Spec §3 "style type": the five templates. */
export const ABSTRACT_STYLES = ['APA', 'MLA', 'AAoS', 'Emerald', 'GOST'] as const;
export type AbstractStyle = (typeof ABSTRACT_STYLES)[number];

/** GOST R 7.0.99-2018 knows two forms: the реферат (5.2) and the аннотация (6.10); the others have one. */
export const ABSTRACT_FORMS = ['abstract', 'referat', 'annotation'] as const;
export type AbstractForm = (typeof ABSTRACT_FORMS)[number];

export interface AbstractPart {
  /** Key of the part in an annotation's `sections`. */
  id: string;
  /** The heading the template prints (Emerald, PNAS), or null for a part that runs into one paragraph. */
  heading: string | null;
  required: boolean;
  maxWords?: number;
}

export interface AbstractTemplate {
  style: AbstractStyle;
  form: AbstractForm;
  /** The id of the entry in abstract_templates.json. */
  sourceId: string;
  /** The handbook page: /handbook/annotation/{slug}. */
  slug: 'apa' | 'mla' | 'aaos' | 'emerald' | 'gost';
  /** False where the style defines no abstract (MLA): the tool says so and only guides. */
  official: boolean;
  /** Words over all parts (and keywords where `countsKeywords`). */
  maxWords?: number;
  /** A range guides suggest where no official limit exists (MLA: 150–250). */
  guideWords?: readonly [number, number];
  /** A hard bound in characters (ours where the standard only recommends, see docs/author-tools.md). */
  maxChars?: number;
  /** GOST R 7.0.99-2018, 5.2.12: the recommended average size in printed characters. */
  recommendedChars?: number;
  keywords?: { min?: number; max?: number; enforced: boolean };
  /** Emerald's current guidelines count keywords and the article classification in the 250 words. */
  countsKeywords?: boolean;
  /** One paragraph (parts run together) or a heading per part. */
  layout: 'paragraph' | 'headed';
  parts: readonly AbstractPart[];
  paperTypes?: readonly string[];
  sources: readonly string[];
}

const one = (heading: string | null): AbstractPart[] => [{ id: 'abstract', heading, required: true }];

/** Spec §3 sections of the GOST реферат: relevance, problem statement, methods, ways, results, conclusions. */
export const GOST_SECTIONS = ['relevance', 'problemStatement', 'methods', 'ways', 'results', 'conclusions'] as const;

export const ABSTRACT_TEMPLATES: readonly AbstractTemplate[] = [
  {
    style: 'APA',
    form: 'abstract',
    sourceId: 'apa7',
    slug: 'apa',
    official: true,
    // APA 7, 2.9: at most 250 words, one paragraph; 3–5 keywords (recommended, so not enforced).
    maxWords: 250,
    keywords: { min: 3, max: 5, enforced: false },
    layout: 'paragraph',
    parts: one('Abstract'),
    sources: ['https://libguides.jibc.ca/apa/formatyourpaper/abstract', "APA 'Abstract and Keywords Guide' 7th ed."],
  },
  {
    style: 'MLA',
    form: 'abstract',
    sourceId: 'mla9',
    slug: 'mla',
    // The MLA Handbook neither requires nor defines an abstract; guides suggest 150–250 words.
    official: false,
    maxWords: 250,
    guideWords: [150, 250],
    layout: 'paragraph',
    parts: one(null),
    sources: [
      'https://www.scientific-editing.info/blog/writing-an-abstract-in-mla-format/',
      'https://www.ichibanbakery.ca/post/how-to-write-an-abstract-mla-9',
    ],
  },
  {
    style: 'AAoS',
    form: 'abstract',
    sourceId: 'pnas',
    slug: 'aaos',
    official: true,
    layout: 'headed',
    // PNAS Information for Authors: significance statement ≤ 120 words, abstract ≤ 250, one paragraph each.
    parts: [
      { id: 'significance', heading: 'Significance Statement', required: true, maxWords: 120 },
      { id: 'abstract', heading: 'Abstract', required: true, maxWords: 250 },
    ],
    sources: ['alcrene/myst-template-pnas2023 template.yml (PNAS Overleaf template)', 'PNAS Information for Authors'],
  },
  {
    style: 'Emerald',
    form: 'abstract',
    sourceId: 'emerald',
    slug: 'emerald',
    official: true,
    maxWords: 250,
    countsKeywords: true,
    keywords: { max: 6, enforced: true },
    layout: 'headed',
    parts: [
      { id: 'purpose', heading: 'Purpose', required: true },
      { id: 'design', heading: 'Design/methodology/approach', required: true },
      { id: 'findings', heading: 'Findings', required: true },
      { id: 'limitations', heading: 'Research limitations/implications', required: false },
      { id: 'practical', heading: 'Practical implications', required: false },
      { id: 'social', heading: 'Social implications', required: false },
      { id: 'originality', heading: 'Originality/value', required: true },
    ],
    paperTypes: [
      'Research paper',
      'Viewpoint',
      'Technical paper',
      'Conceptual paper',
      'Case study',
      'Literature review',
      'General review',
    ],
    sources: ["Emerald 'How to write a structured abstract'", 'Emerald author guidelines'],
  },
  {
    style: 'GOST',
    form: 'referat',
    sourceId: 'gost_r_7_0_99_2018_referat',
    slug: 'gost',
    official: true,
    // 5.2.12 recommends 850 printed characters on average; 2000 is our hard bound (docs/author-tools.md).
    recommendedChars: 850,
    maxChars: 2000,
    layout: 'paragraph',
    parts: GOST_SECTIONS.map((id) => ({ id, heading: null, required: false })),
    sources: ['https://tdocs.su/41087 (5.2.12 ГОСТ Р 7.0.99-2018)', 'https://tdocs.su/28421 (ГОСТ 7.9-95, 5.1.1)'],
  },
  {
    style: 'GOST',
    form: 'annotation',
    sourceId: 'gost_r_7_0_99_2018_annotacia',
    slug: 'gost',
    official: true,
    // The standard's recommended size of an аннотация was not confirmed (PROVENANCE.md): the same hard bound.
    maxChars: 2000,
    layout: 'paragraph',
    parts: one(null),
    sources: ['https://authorit.ru/41103 (6.10 ГОСТ Р 7.0.99-2018)'],
  },
];

/** The template of a style and form (GOST has two forms; the others ignore `form`). */
export function abstractTemplate(style: AbstractStyle, form?: AbstractForm): AbstractTemplate {
  const candidates = ABSTRACT_TEMPLATES.filter((t) => t.style === style);
  const found = candidates.find((t) => t.form === form) ?? candidates[0];
  if (!found) throw new TypeError(`Unknown abstract style "${style}"`);
  return found;
}
