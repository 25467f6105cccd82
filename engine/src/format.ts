import { labelsFor } from './locales/index.js';
import type { Config } from './model/config.js';
import { detectLanguage, localeOf, type SourceLanguage } from './model/language.js';
import { DEFAULT_CONFIG } from './model/parse-config.js';
import type { Publication } from './model/publication.js';
import { sourceTypeOf } from './model/source-type.js';
import { str, typeIdOfPublication } from './parts/fields.js';
import type { Rich } from './rich/run.js';
import { SOURCE_LANGUAGE_FIELD } from './romanize/fields.js';
import type { Style } from './styles/style.js';
import { cleanRich } from './template/cleanup.js';
import type { Context } from './template/context.js';
import { ensureFinalStop, trimEntry } from './template/final-stop.js';
import { romanisedForStyle } from './translit/record.js';

/** Spec §5: an unknown type (ids 0 and 8) formats to this text. */
export const NO_VARIANT = 'Нет варианта!';

/** The text a record's language is guessed from when it has none (spec: by its script). */
function sampleText(pub: Publication): string {
  const people = Object.values(pub.authors ?? {})
    .flat()
    .map((p) => `${str(p?.surname) ?? ''} ${str(p?.name) ?? ''}`);
  return [str(pub.title?.publicationTitle), str(pub.series?.series), str(pub.outputData?.publisher), ...people]
    .filter(Boolean)
    .join(' ');
}

/** The record's language: as given, or detected from its script. */
export function languageOf(pub: Publication): SourceLanguage {
  return pub.language ?? detectLanguage(sampleText(pub));
}

/** Builds the context a style's layouts see for one record. */
export function contextFor(pub: Publication, config: Config = DEFAULT_CONFIG): Context | undefined {
  const type = sourceTypeOf(typeIdOfPublication(pub));
  if (!type) return undefined;
  const language = languageOf(pub);
  const locale = localeOf(language);
  // A romanised record (romanize/prepare.ts) says EN for its labels; its titles keep their source's language.
  const source = (pub as Record<string, unknown>)[SOURCE_LANGUAGE_FIELD];
  const titleLanguage = source === 'RU' || source === 'UA' ? { titleLanguage: source as SourceLanguage } : {};
  return { type, language, locale, labels: labelsFor(locale), config, ...titleLanguage };
}

/**
 * One validated publication's entry as its layout joins it: every seam decided by the join
 * table (template/join.ts), the ends trimmed and, where the style ensures it, the final
 * stop joined on. Type ids 0 and 8 give "Нет варианта!".
 */
export function joinedEntry(pub: Publication, style: Style<string>, config: Config = DEFAULT_CONFIG): Rich {
  const found = contextFor(pub, config);
  if (!found) return [{ text: NO_VARIANT }];
  // Spec §3/§5: transliteration (when on) romanises the record for every style but gost, dstu, gost2018.
  const { pub: record, ctx } = romanisedForStyle(pub, found, style.transliterable);
  const rich = style.layouts[ctx.type](record, ctx);
  return style.finalStop ? ensureFinalStop(rich) : trimEntry(rich);
}

/**
 * Formats one validated publication in one style: `joinedEntry`, then the clean-up as a
 * guard (tests/properties/joins.test.ts proves it changes no joined entry).
 */
export function formatPublication(pub: Publication, style: Style<string>, config: Config = DEFAULT_CONFIG): Rich {
  return cleanRich(joinedEntry(pub, style, config));
}
