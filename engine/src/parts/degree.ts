import type { Labels } from '../locales/labels.js';
import type { Locale } from '../model/language.js';
import type { Publication } from '../model/publication.js';
import { PHD_SCIENCE_ID, scienceById } from '../model/sciences.js';
import { str } from './fields.js';

/** Spec §3: `dissertation` true is the full dissertation, false the abstract (автореферат). */
export function isAbstract(pub: Publication): boolean {
  const flag = pub.specialData?.dissertation;
  return flag === false || flag === 0 || (typeof flag === 'string' && /^(false|0)$/i.test(flag.trim()));
}

/**
 * A PhD (доктор філософії, the Ukrainian degree since 2016): science id 23 (spec §3), which is
 * also the philosophical sciences. With a candidate's degree it can only be those: a
 * «канд. филос. наук», never a «кандидат доктора философии». A doctor's degree with it stays
 * the PhD the spec makes it («доктор» + «філософії»).
 */
export function isPhd(pub: Publication): boolean {
  const degree = str(pub.specialData?.idAcademicDegree);
  return scienceById(pub.specialData?.idScience)?.id === PHD_SCIENCE_ID && degree !== '1';
}

/**
 * The degree with its science: «канд. техн. наук» (GOST 7.1-2003, DSTU 8302:2015) or in
 * full «кандидата технических наук» (GOST R 7.0.100-2018, A.2); science id 23 is a PhD
 * («д-ра философии») unless a candidate's degree makes it philosophy. Degree 3 ("other") or no degree gives the science alone, if any.
 * @example degreeOf({ specialData: { idAcademicDegree: 1, idScience: 18 } }, ru, 'ru', false) // 'канд. техн. наук'
 */
export function degreeOf(pub: Publication, labels: Labels, locale: Locale, full: boolean): string | undefined {
  const n = labels.national;
  const scienceId = pub.specialData?.idScience;
  const science = scienceById(scienceId);
  const degree = str(pub.specialData?.idAcademicDegree);
  if (isPhd(pub)) return full ? n.phdFull : n.phdAbbr;
  const scienceText = science
    ? locale === 'en'
      ? science.degreeEn
      : locale === 'ru'
        ? full
          ? science.fullRu
          : science.shortnameRu
        : full
          ? science.fullUa
          : science.shortnameUa
    : undefined;
  const degreeText =
    degree === '1'
      ? full
        ? n.candidateFull
        : n.candidateAbbr
      : degree === '2'
        ? full
          ? n.doctorFull
          : n.doctorAbbr
        : undefined;
  if (degreeText && !scienceText) return degreeWithoutScience(degree === '2', full, labels, locale);
  const parts = [degreeText, scienceText].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * A degree whose branch the record does not give is still a whole phrase: «канд. наук», «доктора
 * наук»; an English record's doctorate without a branch is a PhD, as `thesisDegree` reads
 * degrees 1 and 2 of an English thesis (never a dangling "Doctor of" or a calque "Cand.").
 */
function degreeWithoutScience(doctor: boolean, full: boolean, labels: Labels, locale: Locale): string {
  const n = labels.national;
  if (locale === 'en') return full ? n.phdFull : n.phdAbbr;
  const degree = doctor ? (full ? n.doctorFull : n.doctorAbbr) : full ? n.candidateFull : n.candidateAbbr;
  return `${degree} ${full ? n.sciencesFull : n.sciencesAbbr}`;
}
