import { fieldIssues } from './dispatch.js';
import { formatPublication } from './format.js';
import type { ConfigInput } from './model/config.js';
import { parseConfig } from './model/parse-config.js';
import { parsePublication } from './model/parse-publication.js';
import type { PublicationInput } from './model/publication.js';
import type { Rich } from './rich/run.js';
import { toHtml } from './rich/to-html.js';
import { toText } from './rich/to-text.js';
import { styleById } from './styles/index.js';

/** One publication formatted in one style, in every output form. */
export interface Formatted {
  style: string;
  rich: Rich;
  text: string;
  html: string;
}

/**
 * The library's front door: validates a publication and formats it in one style.
 * Throws a `TypeError` naming the field when the publication breaks the schema, or the
 * style id when it is unknown (use `dispatch` for the spec's error-object contract).
 * @example format({ idTypePublication: 2, title: { publicationTitle: 'Moby Dick' } }, 'apa7').text
 */
export function format(
  publication: PublicationInput | Record<string, unknown>,
  style: string,
  config?: ConfigInput,
): Formatted {
  const found = styleById(style);
  if (!found) throw new TypeError(`Unknown style "${style}"`);
  const parsed = parsePublication(publication);
  if (!parsed.success) {
    throw new TypeError(
      `Invalid publication: ${fieldIssues(parsed.error)
        .map((i) => `${i.field}: ${i.message}`)
        .join('; ')}`,
    );
  }
  const cfg = parseConfig(config ?? {});
  if (!cfg.success) {
    throw new TypeError(
      `Invalid configuration: ${fieldIssues(cfg.error)
        .map((i) => `${i.field}: ${i.message}`)
        .join('; ')}`,
    );
  }
  const rich = formatPublication(parsed.data, found, cfg.data);
  return { style, rich, text: toText(rich), html: toHtml(rich) };
}
