import { formatPublication } from './format.js';
import type { Config, ConfigInput } from './model/config.js';
import { parseConfig } from './model/parse-config.js';
import { parsePublicationToRead } from './model/parse-publication.js';
import type { Publication } from './model/publication.js';
import { typeIdOfPublication } from './parts/fields.js';
import type { Rich } from './rich/run.js';
import { toText } from './rich/to-text.js';
import { availableStyles, styleById } from './styles/index.js';

/** The dispatcher's messages, byte for byte as the spec (§5) gives them. */
export const MESSAGES = {
  noBibl: 'In item not found object bibl',
  badTypeId: 'Type id of this element is uncorrect',
  // The second "о" is Cyrillic (U+043E), as in the original product.
  noStandard: 'Cho\u043ese some standart',
} as const;

/** One field problem, named by its dotted path. */
export interface FieldIssue {
  field: string;
  message: string;
}

export type DispatchResult =
  | { state: 'success'; results: Record<string, string>; rich: Record<string, Rich> }
  | { state: 'error'; errorMessage: string; issues?: FieldIssue[] };

/** What the dispatcher takes: the spec's item with its `bibl` and the chosen `standarts`. */
export interface DispatchItem {
  bibl?: unknown;
  standarts?: unknown;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Schema issues (parse-publication.ts, parse-config.ts: zod's) as `{ field, message }` with dotted paths ("title.publicationTitle"). */
export function fieldIssues(error: { issues: { path: PropertyKey[]; message: string }[] }): FieldIssue[] {
  return error.issues.map((i) => ({ field: i.path.map(String).join('.') || '(root)', message: i.message }));
}

/**
 * The dispatcher of spec §5: checks the item, then formats its `bibl` once per chosen
 * style. Errors come back as `{ state: 'error', errorMessage }`, never as exceptions.
 * @example dispatch({ bibl: pub, standarts: ['apa7'] }) // { state: 'success', results: { apa7: '…' } }
 */
export function dispatch(item: DispatchItem | unknown, config?: ConfigInput): DispatchResult {
  return dispatchWithPublication(item, config).result;
}

/**
 * `dispatch`, with the validated publication when the call succeeds: what `referent format`
 * checks for its warnings without validating the record a second time. A record already in
 * the schema's form comes back as the very object given (`parsePublicationToRead`: formatting
 * only reads it), any other as the copy zod would make.
 */
export function dispatchWithPublication(
  item: DispatchItem | unknown,
  config?: ConfigInput,
): { result: DispatchResult; publication?: Publication } {
  const result = checked(item, config);
  if ('state' in result) return { result };
  return { result: formatAll(result.pub, result.chosen, result.cfg), publication: result.pub };
}

/** The dispatcher's checks: an error result, or what to format. */
function checked(
  item: DispatchItem | unknown,
  config?: ConfigInput,
): DispatchResult | { pub: Publication; chosen: string[]; cfg: Config } {
  if (!isObject(item) || !isObject(item.bibl)) return { state: 'error', errorMessage: MESSAGES.noBibl };
  const typeId = typeIdOfPublication(item.bibl);
  if (!Number.isInteger(typeId) || typeId < 0 || typeId > 8) {
    return { state: 'error', errorMessage: MESSAGES.badTypeId };
  }
  const chosen = Array.isArray(item.standarts) ? item.standarts.filter((s): s is string => typeof s === 'string') : [];
  if (chosen.length === 0) return { state: 'error', errorMessage: MESSAGES.noStandard };
  const unknown = chosen.filter((id) => !styleById(id));
  if (unknown.length) {
    return {
      state: 'error',
      errorMessage: `Unknown style: ${unknown.join(', ')} (available: ${availableStyles().join(', ')})`,
      issues: unknown.map((id) => ({ field: 'standarts', message: `unknown style "${id}"` })),
    };
  }
  const parsed = parsePublicationToRead(item.bibl);
  if (!parsed.success) {
    const issues = fieldIssues(parsed.error);
    return {
      state: 'error',
      errorMessage: `Invalid publication: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
      issues,
    };
  }
  const cfg = isObject(config) ? parseConfig({ ...config, standarts: [] }) : NO_CONFIG;
  if (!cfg.success) {
    const issues = fieldIssues(cfg.error).map((i) => ({ ...i, field: `config.${i.field}` }));
    return {
      state: 'error',
      errorMessage: `Invalid configuration: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
      issues,
    };
  }
  return { pub: parsed.data, chosen, cfg: cfg.data };
}

/** The configuration of a call that gives none: the same for every record, so parsed once. */
const NO_CONFIG = parseConfig({ standarts: [] });

function formatAll(pub: Publication, styles: string[], cfg: Config): DispatchResult {
  const results: Record<string, string> = {};
  const rich: Record<string, Rich> = {};
  for (const id of styles) {
    const style = styleById(id);
    if (!style) continue;
    const runs = formatPublication(pub, style, cfg);
    rich[id] = runs;
    results[id] = toText(runs);
  }
  return { state: 'success', results, rich };
}
