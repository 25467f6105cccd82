import type { Publication } from '../model/publication.js';
import { scienceById } from '../model/sciences.js';
import type { ThesisKind } from '../model/thesis-kind.js';
import type { Context } from '../template/context.js';
import { degreeOf, isAbstract, isPhd } from './degree.js';
import { str } from './fields.js';
import { thesisKindOf } from './thesis-kind.js';

/**
 * How a thesis names its degree in the international styles, one rule for all of them:
 *
 * - a Russian or Ukrainian record printed with its own labels gives the degree with its branch
 *   of science as the national standards abbreviate it, «дис. … канд. экон. наук», «автореф.
 *   дис. … д-ра техн. наук», «дис. … д-ра філософії» (GOST 7.1-2003, A; DSTU 8302:2015, A), so
 *   no style prints a bare «Кандидатская диссертация» that loses the science;
 * - a Russian or Ukrainian record romanised for an English list gives the degree in the form of
 *   the English reference lists of Russian and Ukrainian journals, "Cand. Sci. (Econ.)",
 *   "Dr. Sci. (Tech.)", "PhD", before the style's noun ("Cand. Sci. (Econ.) dissertation");
 * - an English record is a PhD (degree 1 or 2, or science 23) or a master's thesis (degree 3)
 *   in the manual's own words — never a calque like "DSc diss." for a PhD.
 */
export type ThesisDegree =
  | { kind: 'national'; text: string }
  | { kind: 'science'; text: string }
  | { kind: 'english'; level: 'doctoral' | 'masters' | 'unknown' };

/** Short English names of the branches of science, as in "Cand. Sci. (Econ.)". */
const SCIENCE_EN: Record<string, string> = {
  architecture: 'Arch.',
  biological: 'Biol.',
  veterinary: 'Vet.',
  military: 'Mil.',
  geographical: 'Geogr.',
  geological_mineralogical: 'Geol.-Mineral.',
  historical: 'Hist.',
  cultural_studies: 'Cult.',
  medical: 'Med.',
  art_history: 'Art',
  public_administration: 'Publ. Admin.',
  pedagogical: 'Ped.',
  political: 'Polit.',
  psychological: 'Psych.',
  agricultural: 'Agric.',
  social_communications: 'Soc. Commun.',
  sociological: 'Sociol.',
  technical: 'Tech.',
  pharmaceutical: 'Pharm.',
  physical_mathematical: 'Phys.-Math.',
  physical_education_sports: 'Phys. Educ.',
  philological: 'Philol.',
  philosophical: 'Philos.',
  chemical: 'Chem.',
  economic: 'Econ.',
  legal: 'Law',
};

/** The degree a thesis record names, read once for every style (see `ThesisDegree`). */
export function thesisDegree(pub: Publication, ctx: Context): ThesisDegree {
  const degree = str(pub.specialData?.idAcademicDegree);
  const science = scienceById(pub.specialData?.idScience);
  const phd = isPhd(pub);
  // A record romanised by the list (romanize/prepare.ts) says EN but keeps its source's language.
  const source = ctx.titleLanguage ?? ctx.language;
  const cyrillicSource = source === 'RU' || source === 'UA';
  // The national and the romanised forms name the branch of science; without one the
  // style's own words stand («[Неопубликованная кандидатская диссертация]», "Doctoral dissertation").
  if (science && (degree === '1' || degree === '2' || phd) && ctx.locale !== 'en') {
    const n = ctx.labels.national;
    const named = degreeOf(pub, ctx.labels, ctx.locale, false);
    return { kind: 'national', text: `${isAbstract(pub) ? n.abstractAbbr : n.dissAbbr} … ${named}` };
  }
  // A romanised candidate's or doctor's thesis keeps its degree, "Cand. Sci." without a branch of
  // science as the References layout prints it ("Cand. Sci. diss."); before, "PhD diss." there.
  if (cyrillicSource && ctx.locale === 'en' && (degree === '1' || degree === '2' || phd)) {
    if (phd) return { kind: 'science', text: 'PhD' };
    const field = science ? ` (${SCIENCE_EN[science.key] ?? science.degreeEn})` : '';
    return { kind: 'science', text: `${degree === '1' ? 'Cand. Sci.' : 'Dr. Sci.'}${field}` };
  }
  if (degree === '1' || degree === '2' || phd) return { kind: 'english', level: 'doctoral' };
  if (degree === '3') return { kind: 'english', level: 'masters' };
  return { kind: 'english', level: 'unknown' };
}

/**
 * The name of a thesis in a style whose manual words are `table` (APA "Doctoral dissertation",
 * IEEE "Ph.D. dissertation", Cite Them Right "PhD thesis" …) and whose noun follows a
 * romanised degree (`noun`: "dissertation", "thesis"): the national phrase for a Russian or
 * Ukrainian record, "Cand. Sci. (Econ.) dissertation" for one romanised, the manual's words
 * otherwise (see `thesisDegree`).
 */
export function thesisName(pub: Publication, ctx: Context, table: Record<ThesisKind, string>, noun: string): string {
  const d = thesisDegree(pub, ctx);
  if (d.kind === 'national') return d.text;
  if (d.kind === 'science') return `${isAbstract(pub) ? 'Abstract of ' : ''}${d.text} ${noun}`;
  // A dissertation record naming no degree is never a master's thesis, which a record says with
  // degree 3. In English it is the doctoral one (the spec's type 4 is a dissertation; BibTeX
  // @phdthesis and the bare word "dissertation" read so, parts/degree-words.ts; APA's
  // "dissertation" is doctoral); a Russian or Ukrainian «диссертация» may be a candidate's or a
  // doctor's, so there the bare noun stands, claiming no degree.
  const kind = thesisKindOf(pub);
  if (d.kind === 'english' && d.level === 'unknown' && kind === 'masters') {
    return ctx.locale === 'en' ? table.doctoral : ctx.labels.dissertationNoDegree;
  }
  return table[kind];
}
