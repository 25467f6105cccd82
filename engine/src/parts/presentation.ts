import type { Publication } from '../model/publication.js';
import { upperFirst } from './first-letter.js';
import { hostTitleOf } from './host.js';

/** What a talk at a meeting was, as APA 7 (10.5) describes it in brackets. */
export type PresentationKind = 'paper' | 'poster' | 'symposium' | 'keynote' | 'session' | 'conference';

/**
 * "Paper presented at the …", "Poster session presented at …", "Symposium presented at …": the
 * words APA 6 prints for a contribution to a meeting that was not published (7.04 ex. 35–37),
 * which records carry as the host's title.
 */
const PRESENTED =
  /^(?:an?\s+|the\s+)?(paper|poster(?:\s+session)?|symposium|conference\s+session|conference\s+presentation|presentation|keynote(?:\s+address)?|invited\s+(?:talk|address)|talk)\s+(?:session\s+)?presented\s+at\s+(?:the\s+)?/i;

/**
 * A talk at a meeting read from the host's title: its kind, the meeting's name without the
 * presentation words ("Society for Research in Child Development Biennial Meeting") and the
 * words as typed (APA 6 prints them). Undefined for a paper in proceedings.
 * @example presentationOf({ host: { title: 'Paper presented at the APA Convention' } }) // { kind: 'paper', meeting: 'APA Convention', typed: 'Paper presented at the APA Convention' }
 */
export function presentationOf(
  pub: Publication,
): { kind: PresentationKind; meeting: string; typed: string } | undefined {
  const typed = hostTitleOf(pub)?.trim().replace(/[.,]$/, '');
  const m = typed ? PRESENTED.exec(typed) : null;
  if (!typed || !m) return undefined;
  const words = (m[1] ?? '').toLowerCase();
  // APA 7, 10.5 ex. 60: a conference session (no paper behind it) is "[Conference session]";
  // a talk the meeting calls a conference presentation, "[Conference presentation]".
  const kind: PresentationKind = words.startsWith('poster')
    ? 'poster'
    : words === 'symposium'
      ? 'symposium'
      : words.startsWith('keynote')
        ? 'keynote'
        : /^conference\s+session/.test(words)
          ? 'session'
          : /^conference\s+presentation/.test(words)
            ? 'conference'
            : 'paper';
  return { kind, meeting: upperFirst(typed.slice(m[0].length)), typed };
}
