import type { Publication } from '../model/publication.js';
import type { Context } from '../template/context.js';
import { officeNamingPatents, patentDesignation } from './designations.js';
import { englishOffice, englishOfficeOf, englishPatentNumber, isUsPatent } from './patent-english.js';
import { patentKindOf } from './patent-terms.js';
import { curlyApostrophes } from './quotes.js';
import { writtenDate } from './written-date.js';

/**
 * CMOS 16's patent designation, "US Patent 4,741,952" (ch. 14, patents: Iizuka and Yano), also
 * when the record names the office in full ("United States, US" printed "United States Patent");
 * other offices as `patentDesignation` names them. Chicago and ASA (which follows CMOS).
 * @example cmosPatentDesignation({ specialData: { patentOffice: 'United States, US', patentNumber: '20020103498' } }, 'Patent', true) // 'US Patent 20020103498'
 */
export function cmosPatentDesignation(pub: Publication, word: string, english: boolean): string | undefined {
  if (!english) return patentDesignation(pub, word, english);
  // An English record's number without its kind code, a US one grouped, "US Patent 9,367,592".
  const number = englishPatentNumber(pub, ',');
  const office = englishOfficeOf(pub);
  if (!office && !number) return undefined;
  const named = isUsPatent(pub) ? 'US' : office && officeNamingPatents(englishOffice(office) ?? office);
  return curlyApostrophes([named, word, number].filter(Boolean).join(' '));
}

/**
 * CMOS's patent dates after the designation, "filed April 3, 1986, and issued May 3, 1988" (ch.
 * 14, patents); a Russian or Ukrainian record lists the two dates without the conjunction,
 * «заявл. 15 февраля 2017, опубл. 1 декабря 2017», as its own patents do (GOST R 7.0.100-2018:
 * «заявл. …; опубл. …»), never the calque «и опубл.». Chicago and ASA (which follows CMOS).
 */
export function cmosPatentDates(pub: Publication, ctx: Context): string | undefined {
  const filed = writtenDate(pub.specialData?.applicationDate, ctx.labels, ctx.locale, { order: 'mdy' });
  const issued = writtenDate(pub.specialData?.datePublication, ctx.labels, ctx.locale, { order: 'mdy' });
  const and = ctx.locale === 'en' ? `${ctx.labels.and} ` : '';
  const word = cmosPatentDateWord(pub, ctx);
  if (filed && issued) return `${ctx.labels.filed} ${filed}, ${and}${word} ${issued}`;
  if (filed) return `${ctx.labels.filed} ${filed}`;
  if (issued) return `${word} ${issued}`;
  return undefined;
}

/**
 * The word before a patent document's date: a patent is "issued" (CMOS ch. 14, patents: "filed …,
 * and issued …"); an application is never issued, only filed and published ("European Patent
 * Application 1457483, published 2004"; before, "issued 2004").
 */
export function cmosPatentDateWord(pub: Publication, ctx: Context): string {
  return patentKindOf(pub) === 'application' ? ctx.labels.publishedApplication : ctx.labels.issued;
}
