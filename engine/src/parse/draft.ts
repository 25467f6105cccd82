import type { SourceLanguage } from '../model/language.js';
import type { Person } from '../model/publication.js';
import { endsInAbbreviation } from './abbreviation.js';
import type { ConferenceBracket } from './conference-bracket.js';
import type { DateStatus } from './date-status.js';
import type { Cut } from './identifiers.js';
import { unquote } from './quotes.js';
import type { ParsedField } from './types.js';

/**
 * What the parser has read so far, and the helpers every stage shares. Cut-out pieces are
 * replaced by `CUT` (a private-use character the clean-up removes from input), so the
 * zones around them stay apart.
 */
export const CUT = '\uE000';

/** Markers of the medium and of the GOST/DSTU kind of content, which carry no field. */
export const MEDIUM =
  /\s*(?:\[(?:Текст|Text|Электронный ресурс|Електронний ресурс|Electronic resource|online|Online|Internet|Сайт|сайт|URL|Интернет|Інтернет|онлайн|Digital|Kindle edition|Video|Видеозапись)\]|[–—]\s*(?:Текст|Text)\s*:\s*(?:непосредственный|электронный|безпосередній|електронний|unmediated|electronic)|(?:Текст|Text)\s*:\s*(?:непосредственный|электронный|безпосередній|електронний|unmediated|electronic))/gu;

export interface Draft {
  type?: number;
  language: SourceLanguage;
  authors: Person[];
  etAl: boolean;
  /** The record's own editors: an edited book ("Brown A, editors. Book."). */
  editors: Person[];
  /** The editors of the host a part is in ("In: Brown A, editors. Host", "// Host / под ред. …"). */
  hostEditors: Person[];
  translators: Person[];
  /** Compilers (`сост.`, `упоряд.`, `укл.`, `compiled by`): other contributors, `authors['2']` (docs/model.md). */
  compilers: Person[];
  organisation?: string;
  title?: string;
  info?: string;
  /** The title of one volume of a multi-volume work, after its number (`title.nameVolume`). */
  volumeTitle?: string;
  parallel?: string;
  container?: string;
  place?: string;
  /** The place was printed without a publisher ("М., 1983"): no sign of a book or a proceedings volume. */
  placeOnly?: boolean;
  publisher?: string;
  year?: string;
  /** "in press", "n.d." … printed in place of the year (date-status.ts). */
  dateStatus?: DateStatus;
  volume?: string;
  issue?: string;
  number?: string;
  pages?: string;
  /** A newspaper issue's day and month after its year, «4 марта» (GOST 7.1, 7.4.2). */
  issueDay?: string;
  /** An English issue's date read whole, `YYYY-MM` or `YYYY-MM-DD` (issue-date.ts). */
  issued?: string;
  extent?: string;
  /** «Вып.» / «Вип.» typed before the issue. */
  issueWord?: string;
  /** The illustrations printed after the extent (`ил.`): `physical.additionMaterial`. */
  illustrations?: string;
  edition?: string;
  link?: string;
  linkType?: 'doi' | 'url';
  accessed?: string;
  isbn?: string;
  issn?: string;
  standard?: { standart: string; number: string };
  /** A standard's notes (`standard-notes.ts`): the standard it replaces, its date of introduction, an official edition's notes. */
  standardReplaced?: string;
  standardIntroduced?: string;
  standardNotes?: string;
  patent?: { number: string; office?: string };
  patentDate?: string;
  /** A book's series in GOST/DSTU brackets: `(Бібліотека студента ; № 12)`. */
  bookSeries?: { title: string; number?: string; issue?: string };
  dissertation?: { full: boolean; degree?: number; science?: number; code?: string };
  /** The body named after the names in the responsibility (`; Харк. нац. ун-т`): a dissertation's defence place. */
  institution?: string;
  /** The university an English thesis names (`specialData.organization`). */
  thesisOrganisation?: string;
  conference: boolean;
  /** Where and when the conference a host records was held (`conference-bracket.ts`). */
  held?: ConferenceBracket;
  /** A conference's days with their month were read as the pages and left out (`conference-date.ts`); the type is decided as with the range. */
  conferenceDays?: boolean;
  /** The text names a host the work is part of: `//`, `In:`, `in`, `В кн.:`, editors of a host. */
  inHost: boolean;
  /** The host has editors (`In J. Smith (Ed.),`, `edited by`): an edited volume. */
  hostEdited: boolean;
  /** GSA's layout: `Names, Year, Title: Host, v. 8` — colons end the title and the host. */
  gsa: boolean;
  /** The title was in quotes: the name of a part (article, paper, chapter), never of a book. */
  quotedTitle?: boolean;
  /** The learned model read the host as a journal (AnyStyle's `journal`), not a book or proceedings. */
  journalByModel?: boolean;
  electronic: boolean;
  gost: boolean;
  confidence: Partial<Record<ParsedField, number>>;
}

export function cutOut(s: string, cut: Cut): string {
  return `${s.slice(0, cut.start)}${CUT}${s.slice(cut.end)}`;
}

/** Trims the punctuation that styles put between zones. */
export function tidy(s: string | undefined): string | undefined {
  if (s === undefined) return undefined;
  const trimmed = s
    .replace(/\uE000/g, ' ')
    .replace(/\s+/g, ' ')
    // A zone's dash typed as a hyphen glued to the stop: «Мир силы.- № 3».
    .replace(/(?<=\p{L})\.-\s*$/u, '')
    .replace(/^[\s.,;:–—/\\]+|[\s,;:–—/\\([]+$/gu, '');
  // The stop of an abbreviation stays, also before the comma that closed the zone ("Washington, D. C.,").
  const t = trimmed.replace(/\s*\.$/u, (m) => (endsInAbbreviation(trimmed) ? m.trim() : '')).trim();
  const u = unquote(t);
  return u ? u : undefined;
}
