import type { DocxSection } from '@referent/docx/node';
import {
  bibliographyOrder,
  DEFAULT_CONFIG,
  detectLanguage,
  numberEntry,
  type Publication,
  type RomanizeOptions,
  romanizedReference,
  romanizeOptions,
  SCHEMES,
  schemeById,
  type TranslitLanguage,
  transliterate,
  translitLanguageOf,
  untransliterate,
} from '@referent/engine';
import type { Command } from 'commander';
import type { RecordResult } from '../format/format-record.js';
import { type Io, UsageError } from '../io.js';

interface TranslitCommandOptions {
  scheme?: string;
  lang?: string;
  reverse?: boolean;
  list?: boolean;
}

/** The language of one line: as given by --lang, or from its script (і ї є ґ → Ukrainian). */
function languageOfLine(line: string, given: TranslitLanguage | undefined): TranslitLanguage {
  return given ?? (detectLanguage(line) === 'UA' ? 'UA' : 'RU');
}

/** One line through the scheme; the scheme defaults per language to spec §3's (gost2000B, national). */
function convert(line: string, opts: TranslitCommandOptions, lang: TranslitLanguage | undefined): string {
  const language = languageOfLine(line, lang);
  const scheme = (opts.scheme ??
    (language === 'RU' ? DEFAULT_CONFIG.translit.russian : DEFAULT_CONFIG.translit.ukrainian)) as never;
  return opts.reverse ? untransliterate(line, { scheme, language }) : transliterate(line, { scheme, language });
}

/** Input lines: the text split at line ends, without the empty piece after a final newline. */
export function inputLines(text: string): string[] {
  const lines = text.split('\n').map((l) => l.replace(/\r$/, ''));
  if (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * `referent translit`: transliterates the text given as arguments, or standard input line by
 * line — exactly one output line per input line, in order, so it composes with other tools.
 */
export function registerTranslit(program: Command, io: Io): void {
  program
    .command('translit')
    .description('transliterate Cyrillic text (arguments, or standard input line by line)')
    .argument('[text...]', 'text to transliterate; standard input when omitted')
    .option('--scheme <id>', 'scheme id (see --list); default gost2000B for Russian, national for Ukrainian')
    .option('--lang <code>', 'language: ru or ua (uk); default: from each line’s script')
    .option('--reverse', 'from Latin back to Cyrillic (reversible schemes: gost2000A, iso9)')
    .option('--list', 'list the schemes and the languages they cover')
    .action(async (words: string[], opts: TranslitCommandOptions) => {
      if (opts.list) {
        for (const s of Object.values(SCHEMES)) {
          io.stdout(`${s.id}\t${Object.keys(s.languages).join(',')}\t${s.name}\n`);
        }
        return;
      }
      if (opts.scheme && !schemeById(opts.scheme)) {
        throw new UsageError(`unknown scheme "${opts.scheme}" (known: ${Object.keys(SCHEMES).join(', ')})`);
      }
      const lang = opts.lang === undefined ? undefined : translitLanguageOf(opts.lang);
      if (opts.lang !== undefined && !lang) throw new UsageError(`unknown language "${opts.lang}" (ru, ua)`);
      const lines = words.length ? [words.join(' ')] : inputLines(await io.readStdin());
      try {
        for (const line of lines) io.stdout(`${convert(line, opts, lang)}\n`);
      } catch (e) {
        if (e instanceof RangeError) throw new UsageError(e.message);
        throw e;
      }
    });
}

/**
 * `referent format --romanize` (defaults) or `--romanize-schemes ru=bgn,ua=national,style=apa7`:
 * the options of the romanised 'References' list printed after the bibliography (engine
 * option `romanize`). JSON output has no place for a second list.
 */
export function romanizeOptionOf(value: string | boolean | undefined, to: string): RomanizeOptions | undefined {
  if (value === undefined || value === false) return undefined;
  if (to === 'json') throw new UsageError('--romanize prints a second list: use --to text, html, md or docx');
  const input: Record<string, string> = {};
  const keys: Record<string, string> = { ru: 'russian', ua: 'ukrainian', uk: 'ukrainian', style: 'style' };
  for (const pair of (value === true ? '' : value).split(',').filter((p) => p.trim())) {
    const [key = '', val = ''] = pair.split('=').map((s) => s.trim());
    const name = keys[key.toLowerCase()];
    if (!name) throw new UsageError(`--romanize: unknown key "${key}" (ru, ua, style)`);
    input[name] = val;
  }
  try {
    return romanizeOptions(input);
  } catch (e) {
    const issues = (e as { issues?: { message: string }[] }).issues;
    throw new UsageError(`--romanize: ${issues ? issues.map((i) => i.message).join('; ') : (e as Error).message}`);
  }
}

/**
 * The romanised 'References' list of the formatted records, in the order of the first style's
 * list (journals number both lists alike) and numbered like it.
 */
export function romanizedSections(
  results: RecordResult[],
  styles: string[],
  sort: boolean,
  options: RomanizeOptions | undefined,
): DocxSection[] {
  if (!options) return [];
  const ok = results.filter((r) => r.errors.length === 0 && r.publication);
  const pubs = ok.map((r) => r.publication as Publication);
  const main = styles[0] ?? '';
  const order = sort ? bibliographyOrder(pubs, main) : pubs.map((_, i) => i);
  const entries = order.map((i, n) => numberEntry(main, n + 1, romanizedReference(pubs[i] as Publication, options)));
  return [{ heading: 'References', entries }];
}
