import { fieldIssues } from '../dispatch.js';
import { formatPublication, NO_VARIANT } from '../format.js';
import { numberEntry } from '../list/numbering.js';
import { DEFAULT_CONFIG } from '../model/config.js';
import { type Publication, publicationSchema } from '../model/publication.js';
import { sourceTypeOf } from '../model/source-type.js';
import { typeIdOfPublication } from '../parts/fields.js';
import type { Rich } from '../rich/run.js';
import { toHtml } from '../rich/to-html.js';
import { toText } from '../rich/to-text.js';
import { styleById } from '../styles/index.js';
import { ensureFinalStop } from '../template/final-stop.js';
import { REFERENCES_STYLE } from './layout.js';
import {
  REFERENCES_LAYOUT,
  type RomanizeOptions,
  type RomanizeOptionsInput,
  romanizeOptionsSchema,
} from './options.js';
import { prepareRecord } from './prepare.js';

/** Reads the option, and checks that the layout exists and allows transliteration. */
export function romanizeOptions(input: RomanizeOptionsInput = {}): RomanizeOptions {
  const options = romanizeOptionsSchema.parse(input);
  if (options.style !== REFERENCES_LAYOUT) {
    const style = styleById(options.style);
    if (!style) throw new RangeError(`Unknown style "${options.style}" for the romanised list`);
    // Spec §5: transliteration applies to every style but gost, dstu and gost2018.
    if (!style.transliterable) {
      throw new RangeError(
        `Style "${options.style}" is not transliterable; the romanised list needs an international style`,
      );
    }
  }
  return options;
}

/**
 * One validated record as the romanised 'References' list prints it: transliterated by the
 * scheme of its language, the English parallel title in square brackets, English labels,
 * "(In Russ.)" / "(In Ukr.)" for Cyrillic sources unless the style's manual has no such note
 * (`Style.kirillova`: chicago, mla, mhra, which also leave out "Publ.").
 * @example toText(romanizedReference(pub, romanizeOptions({ russian: 'bgn' })))
 *   // 'Ivanov I.I. Ekonomika [Economics]. Moscow, Nauka Publ., 2015. 250 p. (In Russ.)'
 */
export function romanizedReference(pub: Publication, options: RomanizeOptions): Rich {
  if (!sourceTypeOf(typeIdOfPublication(pub))) return [{ text: NO_VARIANT }];
  const style = options.style === REFERENCES_LAYOUT ? REFERENCES_STYLE : styleById(options.style);
  if (!style) throw new RangeError(`Unknown style "${options.style}"`);
  const { record, note } = prepareRecord(pub, options, style.kirillova !== false);
  // One pipeline for every layout (format.ts); the default layout prints the note itself.
  const rich = formatPublication(record, style, DEFAULT_CONFIG);
  if (!note || style === REFERENCES_STYLE || style.kirillova === false) return rich;
  return style.finalStop ? ensureFinalStop([...rich, { text: ` ${note}` }]) : [...rich, { text: ` ${note}` }];
}

/** One entry of the romanised list, or the reason a record could not be formatted. */
export type RomanizedEntry =
  | { index: number; rich: Rich; text: string; html: string }
  | { index: number; error: string };

/**
 * The romanised 'References' list — the list-level `romanize` option: entry by entry in the
 * order of the original list (journals number the two lists alike), numbered when the style
 * is numeric (ieee, vancouver). Invalid records give an error entry, not an exception.
 * @example romanizeList([pubRu, pubUa, pubEn], { russian: 'bgn', ukrainian: 'national' })
 */
export function romanizeList(pubs: readonly unknown[], input: RomanizeOptionsInput = {}): RomanizedEntry[] {
  const options = romanizeOptions(input);
  let n = 0;
  return pubs.map((raw, index) => {
    const parsed = publicationSchema.safeParse(raw);
    if (!parsed.success) {
      return {
        index,
        error: fieldIssues(parsed.error)
          .map((i) => `${i.field}: ${i.message}`)
          .join('; '),
      };
    }
    n++;
    const rich = numberEntry(options.style, n, romanizedReference(parsed.data, options));
    return { index, rich, text: toText(rich), html: toHtml(rich) };
  });
}
