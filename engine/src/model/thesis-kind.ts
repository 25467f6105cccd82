/** Kinds of theses the spec's dissertation record can be (specialData.idAcademicDegree, .dissertation). */
export type ThesisKind = 'doctoral' | 'candidate' | 'masters' | 'abstract';
