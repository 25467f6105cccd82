import { detectLanguage, type SourceLanguage } from '../model/language.js';
import type { Person, Publication } from '../model/publication.js';
import { str } from '../parts/fields.js';
import { cleanTitle } from '../parts/title.js';
import { romaniseRecord, type SchemeChoice } from '../translit/record.js';
import { transliterate } from '../translit/transliterate.js';
import { INITIALS_FIELD, LANGUAGE_NOTE_FIELD, SOURCE_LANGUAGE_FIELD } from './fields.js';
import { englishPatentOffice, englishPlace } from './places.js';

const CYRILLIC = /[\u0400-\u04FF]/;

/** The record's language: as given, or from the script of its title and authors. */
export function recordLanguage(pub: Publication): SourceLanguage {
  if (pub.language) return pub.language;
  const people = Object.values(pub.authors ?? {})
    .flat()
    .map((p) => `${str(p?.surname) ?? ''} ${str(p?.name) ?? ''}`);
  return detectLanguage(
    [str(pub.title?.publicationTitle), str(pub.series?.series), ...people].filter(Boolean).join(' '),
  );
}

/** The English parallel title: the first parallel title written in Latin script (APA's and NLM's translated title too). */
export function englishTitleOf(pub: Publication): string | undefined {
  return (pub.title?.parallelTitles ?? [])
    .map((t) => str(t?.text))
    .find((t): t is string => t !== undefined && /[A-Za-z]/.test(t) && !CYRILLIC.test(t));
}

/**
 * Kirillova's language note at the end of a romanised entry: "(In Russ.)", "(In Ukr.)".
 * English sources get none.
 */
export function languageNote(language: SourceLanguage): string | undefined {
  return language === 'RU' ? '(In Russ.)' : language === 'UA' ? '(In Ukr.)' : undefined;
}

/**
 * Initials of a romanised name taken from the Cyrillic, each letter by the scheme, so Юрий
 * gives "Yu." and Жанна "Zh." (the practice of References lists), not "Y." and "Z.".
 */
function romanInitials(given: string, scheme: string, language: 'RU' | 'UA'): string {
  return given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => {
          const head = Array.from(part)[0] ?? '';
          // The letter alone, capitalised (a lone capital is title-cased: Щ → Shch).
          const latin = CYRILLIC.test(head)
            ? transliterate(head.toUpperCase(), { scheme: scheme as never, language })
            : head.toUpperCase();
          return `${latin}.`;
        })
        .join('-'),
    )
    .join('');
}

/**
 * Kirillova: a transliterated publisher's name is followed by "Publ." ("Nauka Publ."), its
 * quotation marks dropped; a name that already says it is a publisher is left alone.
 */
function withPubl(name: string): string {
  const bare = name.replace(/^[«"“„]+|[»"”]+$/g, '').trim();
  return /\bpubl/i.test(bare) ? bare : `${bare} Publ.`;
}

function withInitials(
  person: Person | null | undefined,
  language: SourceLanguage,
  schemes: SchemeChoice,
): Person | null | undefined {
  if (!person) return person;
  const given = [str(person.name), str(person.fathername)].filter(Boolean).join(' ');
  if (!given) return person;
  const lang = language === 'UA' || (language === 'EN' && detectLanguage(given) === 'UA') ? 'UA' : 'RU';
  const scheme = lang === 'RU' ? schemes.russian : schemes.ukrainian;
  return { ...person, [INITIALS_FIELD]: romanInitials(given, scheme, lang) };
}

/**
 * The record as the romanised list prints it: its Cyrillic fields transliterated by the
 * schemes, the English parallel title in square brackets after the title, a place with an
 * English name given it (Москва → Moscow), the language set to English so every style prints
 * English labels, the source's language kept under SOURCE_LANGUAGE_FIELD so no style cases the
 * transliterated titles as English ones; `note` is the language note to append. The record also carries the note
 * under LANGUAGE_NOTE_FIELD, where the default 'References' layout prints it before the link.
 * With `kirillova` false (a style whose manual has no such marks, `Style.kirillova`) the
 * publisher keeps its bare name, "Naukova dumka", without Kirillova's "Publ.".
 */
export function prepareRecord(
  pub: Publication,
  schemes: SchemeChoice,
  kirillova = true,
): { record: Publication; note?: string } {
  const language = recordLanguage(pub);
  const english = englishTitleOf(pub);
  const authors = pub.authors
    ? Object.fromEntries(
        Object.entries(pub.authors).map(([role, people]) => [
          role,
          people?.map((p) => withInitials(p, language, schemes)),
        ]),
      )
    : pub.authors;
  const place = str(pub.outputData?.editionPlace);
  const defence = str(pub.specialData?.place);
  const office = str(pub.specialData?.patentOffice)?.split(',')[0];
  const officeName = office ? englishPatentOffice(office) : undefined;
  const hostPlace = str(pub.host?.editionPlace);
  const base: Publication = {
    ...pub,
    authors,
    // A part's host takes the same English place as the record's own imprint (parts/host.ts).
    ...(pub.host && hostPlace ? { host: { ...pub.host, editionPlace: englishPlace(hostPlace) ?? hostPlace } } : {}),
    ...(pub.outputData
      ? {
          outputData: {
            ...pub.outputData,
            editionPlace: place ? (englishPlace(place) ?? place) : pub.outputData.editionPlace,
          },
        }
      : {}),
    ...(pub.specialData
      ? {
          specialData: {
            ...pub.specialData,
            place: defence ? (englishPlace(defence) ?? defence) : pub.specialData.place,
            ...(officeName ? { patentOffice: officeName } : {}),
          },
        }
      : {}),
  };
  const romanised = romaniseRecord(base, language, schemes);
  const title = cleanTitle(str(romanised.title?.publicationTitle));
  // Kirillova: the transliterated title, then the English title in square brackets.
  const withEnglish =
    title && english && CYRILLIC.test(str(pub.title?.publicationTitle) ?? '') ? `${title} [${english}]` : title;
  const publisher = str(romanised.outputData?.publisher);
  const hostPublisher = str(romanised.host?.publisher);
  const record: Publication = {
    ...romanised,
    language: 'EN',
    // Its titles are not English: they keep the source's capitals (parts/english-titles.ts).
    ...(language !== 'EN' ? { [SOURCE_LANGUAGE_FIELD]: language } : {}),
    ...(kirillova && hostPublisher && language !== 'EN' && romanised.host
      ? { host: { ...romanised.host, publisher: withPubl(hostPublisher) } }
      : {}),
    ...(kirillova && publisher && language !== 'EN' && romanised.outputData
      ? { outputData: { ...romanised.outputData, publisher: withPubl(publisher) } }
      : {}),
    // The English title folded into the title is no longer a parallel title, which APA would print again.
    ...(romanised.title
      ? {
          title: {
            ...romanised.title,
            publicationTitle: withEnglish,
            ...(withEnglish !== title && romanised.title.parallelTitles
              ? { parallelTitles: romanised.title.parallelTitles.filter((t) => str(t?.text) !== english) }
              : {}),
          },
        }
      : {}),
  };
  const note = languageNote(language);
  return note ? { record: { ...record, [LANGUAGE_NOTE_FIELD]: note } as Publication, note } : { record };
}
