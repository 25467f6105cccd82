import type { InternationalLabels } from '../locales/international.js';
import type { Locale } from '../model/language.js';
import type { Publication } from '../model/publication.js';
import { publisherOf, str } from './fields.js';

/** The institution a thesis was written or defended at: organisation, else defence place, else publisher. */
export function universityOf(pub: Publication): string | undefined {
  return str(pub.specialData?.organization) ?? str(pub.specialData?.defPlace) ?? publisherOf(pub);
}

/**
 * The kind of thesis with its degree: "PhD dissertation" (idAcademicDegree 1, a candidate
 * of sciences, the PhD's counterpart), "DSc dissertation" (2), "Dissertation" (other); in
 * Russian/Ukrainian the noun leads as the national abbreviation does («дис. канд. наук»).
 * @example thesisKind(pub, INTERNATIONAL_LABELS.en, 'en', 'dissertationShort') // 'PhD diss.'
 */
export function thesisKind(
  pub: Publication,
  labels: InternationalLabels,
  locale: Locale,
  noun: 'dissertation' | 'dissertationShort' | 'thesis',
): string {
  const id = String(pub.specialData?.idAcademicDegree ?? '');
  const degree = id === '1' ? labels.degreeCandidate : id === '2' ? labels.degreeDoctor : '';
  const word = labels[noun];
  if (!degree) return word.charAt(0).toLocaleUpperCase() + word.slice(1);
  return locale === 'en' ? `${degree} ${word}` : `${word} ${degree}`;
}
