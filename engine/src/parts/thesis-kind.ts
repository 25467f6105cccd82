import type { Publication } from '../model/publication.js';
import { PHD_SCIENCE_ID } from '../model/sciences.js';
import type { ThesisKind } from '../model/thesis-kind.js';
import { str } from './fields.js';

/**
 * Which kind of thesis a dissertation record is (spec §3): `dissertation: false` is an
 * abstract (автореферат); degree 2 is a doctorate, degree 1 a candidate's dissertation
 * (the PhD-level degree), science id 23 "PhD"; anything else a master's thesis.
 * @example thesisKindOf({ idTypePublication: 4, specialData: { idAcademicDegree: 2 } }) // 'doctoral'
 */
export function thesisKindOf(pub: Publication): ThesisKind {
  const sd = pub.specialData;
  const flag = sd?.dissertation;
  if (flag === false || flag === 0 || flag === 'false' || flag === '0') return 'abstract';
  const degree = str(sd?.idAcademicDegree);
  if (degree === '2') return 'doctoral';
  if (degree === '1') return 'candidate';
  if (str(sd?.idScience) === String(PHD_SCIENCE_ID)) return 'doctoral';
  return 'masters';
}

/** The city of a thesis: the special-data place, else the edition place (docs/model.md). */
export function thesisPlaceOf(pub: Publication): string | undefined {
  return str(pub.specialData?.place) ?? str(pub.outputData?.editionPlace);
}
