import { labelsFor } from '../locales/index.js';
import type { TranslitConfig } from '../model/config.js';
import { detectLanguage, type SourceLanguage } from '../model/language.js';
import type { Person, Publication } from '../model/publication.js';
import { str } from '../parts/fields.js';
import { GIVEN_INITIALS } from '../parts/names.js';
import type { Context } from '../template/context.js';
import type { TranslitLanguage } from './table.js';
import { transliterate } from './transliterate.js';

const CYRILLIC = /[\u0400-\u04FF]/;

/** Schemes per language, as spec §3's configuration names them (`russian`, `ukrainian`). */
export type SchemeChoice = Pick<TranslitConfig, 'russian' | 'ukrainian'>;

/**
 * The language whose rules romanise one text of a record: the record's own language when it is
 * Russian or Ukrainian; in an English record (a Cyrillic name in an English source) the
 * text's script decides (і ї є ґ → Ukrainian, other Cyrillic → Russian).
 */
function languageFor(text: string, recordLanguage: SourceLanguage): TranslitLanguage {
  if (recordLanguage === 'RU' || recordLanguage === 'UA') return recordLanguage;
  return detectLanguage(text) === 'UA' ? 'UA' : 'RU';
}

/**
 * Fields that are addresses, not text: a URL or DOI with Cyrillic in it (an internationalised
 * domain such as кремль.рф, a Cyrillic path) must stay as it is to keep working.
 */
const NOT_TEXT = new Set(['accessData']);

/** Every string of a value, deeply, through `map`; other values and address fields are kept. */
function mapStrings<T>(value: T, map: (text: string) => string): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, map)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, NOT_TEXT.has(k) ? v : mapStrings(v, map)]),
    ) as T;
  }
  return value;
}

/**
 * A record with every Cyrillic text field romanised by the scheme chosen for its language
 * (spec §3: `russian`, `ukrainian`); Latin fields, URLs, dates and numbers are unchanged.
 * @example romaniseRecord({ idTypePublication: 2, title: { publicationTitle: 'Кобзар' } }, 'UA', { russian: 'gost2000B', ukrainian: 'national' })
 *   // title.publicationTitle 'Kobzar'
 */
export function romaniseRecord(pub: Publication, recordLanguage: SourceLanguage, schemes: SchemeChoice): Publication {
  const romanise = (text: string): string => {
    if (!CYRILLIC.test(text)) return text;
    const language = languageFor(text, recordLanguage);
    return transliterate(text, { scheme: language === 'RU' ? schemes.russian : schemes.ukrainian, language });
  };
  const withInitials = pub.authors
    ? {
        ...pub,
        authors: Object.fromEntries(
          Object.entries(pub.authors).map(([role, people]) => [
            role,
            people?.map((p) => (p ? { ...p, ...keptInitials(p, romanise) } : p)),
          ]),
        ),
      }
    : pub;
  // A part's host editors keep their Cyrillic initials the same way (parts/host.ts).
  const withHost = withInitials.host?.editors
    ? {
        ...withInitials,
        host: {
          ...withInitials.host,
          editors: withInitials.host.editors.map((p) => (p ? { ...p, ...keptInitials(p, romanise) } : p)),
        },
      }
    : withInitials;
  return mapStrings(withHost, romanise);
}

/**
 * The romanised initial of each Cyrillic given name: the first letter transliterated alone,
 * in title case (Юрий → "Yu", Щорс → "Shch"; hyphenated Жан-Поль → "Zh-P"), so initials read
 * "Yu. P." and not "Y. P.". Names with no Cyrillic keep the ordinary rule.
 */
function keptInitials(person: Person, romanise: (text: string) => string): Record<string, string[]> {
  const given = [str(person.name), str(person.fathername)].filter(Boolean).join(' ');
  if (!CYRILLIC.test(given)) return {};
  const initials = given
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => {
          const latin = romanise(Array.from(part)[0] ?? '');
          return `${latin.slice(0, 1).toUpperCase()}${latin.slice(1).toLowerCase()}`;
        })
        .join('-'),
    );
  return { [GIVEN_INITIALS]: initials };
}

/**
 * Spec §3/§5 transliteration hook: when `useTransliteration` is on and the style allows it
 * (every style but gost, dstu and gost2018), the record is romanised and its labels switch to
 * English — the romanised form journals ask for. Otherwise record and context are unchanged.
 */
export function romanisedForStyle(
  pub: Publication,
  ctx: Context,
  transliterable: boolean,
): { pub: Publication; ctx: Context } {
  const t = ctx.config.translit;
  if (!t.useTransliteration || !transliterable) return { pub, ctx };
  return { pub: romaniseRecord(pub, ctx.language, t), ctx: { ...ctx, locale: 'en', labels: labelsFor('en') } };
}
