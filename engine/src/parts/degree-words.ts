import type { Publication } from '../model/publication.js';
import { PHD_SCIENCE_ID } from '../model/sciences.js';
import { isPhd } from './degree.js';
import { str } from './fields.js';

/**
 * The degree a thesis is for, as the words of exchange formats and reference strings name
 * it, and back. In a record (spec §3) a PhD is science id 23 with degree 2 (the doctor of
 * philosophy, «доктор філософії»), a candidate's dissertation degree 1, a doctorate of
 * sciences degree 2, a master's thesis degree 3 — so every reader and writer (BibTeX `type`
 * and entry type, RIS `M3`, CSL `genre`, the parser) maps through here, and a PhD is never
 * read as degree 3, which the styles print as a master's thesis.
 */
export type DegreeKind = 'candidate' | 'phd' | 'doctor' | 'masters';

/** The special-data fields each kind sets. */
export const DEGREE_FIELDS: Record<DegreeKind, { idAcademicDegree: number; idScience?: number }> = {
  candidate: { idAcademicDegree: 1 },
  phd: { idAcademicDegree: 2, idScience: PHD_SCIENCE_ID },
  doctor: { idAcademicDegree: 2 },
  masters: { idAcademicDegree: 3 },
};

/**
 * Words for each kind, in English, Russian and Ukrainian, in the order they are tried: the
 * explicit ones first ("Doctor of Sciences dissertation" is a doctorate, though it says
 * "dissertation"), then the English words that mean a PhD when nothing more is said
 * ("Doctoral dissertation", Vancouver's "[dissertation]").
 */
const WORDS: [DegreeKind, RegExp][] = [
  ['masters', /master|mathesis|m\.\s?[as]\.|m\.?sc\b|bachelor|магист|магіст|бакалав/iu],
  ['candidate', /candidate|cand\.|канд/iu],
  ['phd', /ph\.?\s?d|doctor\s+of\s+philosophy|(?:д-ра|доктора|доктор)\s+(?:філософії|философии)/iu],
  ['doctor', /doctor\s+of\s+sciences?|d\.?\s?sc\b|д-ра|доктор|докт|^doctor$|^dr\.?$/iu],
  ['phd', /doctoral|dissertation|^diss\.?$/iu],
];

/**
 * The kind a degree's words name ("PhD thesis", "Doctoral dissertation", "mastersthesis",
 * «канд. экон. наук»), or undefined when they name none.
 * @example degreeOfWords('Ph.D. dissertation') // 'phd'
 */
export function degreeOfWords(text: string): DegreeKind | undefined {
  return WORDS.find(([, re]) => re.test(text.trim()))?.[0];
}

/** The kind a record says (a PhD by the styles' own rule, `isPhd`), or undefined when it says no degree. */
export function degreeOfRecord(pub: Publication): DegreeKind | undefined {
  if (isPhd(pub)) return 'phd';
  const degree = str(pub.specialData?.idAcademicDegree);
  return degree === '1' ? 'candidate' : degree === '2' ? 'doctor' : degree === '3' ? 'masters' : undefined;
}
