/**
 * Splits a UDC notation into its parts: main numbers, common auxiliaries (place `(470)`,
 * peoples `(=161.1)`, form `(0.034)`, time `"19"`, language `=161.1`, properties `-053.2`)
 * and the connecting signs `+ / : ::` and `[ ]`. No library parses UDC notation.
 */
export type PartKind = 'main' | 'place' | 'peoples' | 'form' | 'time' | 'language' | 'properties' | 'sign';

export interface UdcPart {
  text: string;
  kind: PartKind;
}

const PART = /"[^"]*"?|\(=[^)]*\)?|\(0[^)]*\)?|\([^)]*\)?|=[\d.`'…]+|-0[\d.]*|::|[+/:[\]*]|[\d.`'-]+|[A-Za-z]/g;

export function splitUdc(code: string): UdcPart[] {
  const compact = code.replace(/\s+/g, '').replace(/[«»“”„]/g, '"');
  return (compact.match(PART) ?? []).map((text) => ({ text, kind: kindOf(text) }));
}

function kindOf(text: string): PartKind {
  if (text.startsWith('"')) return 'time';
  if (text.startsWith('(=')) return 'peoples';
  if (text.startsWith('(0')) return 'form';
  if (text.startsWith('(')) return 'place';
  if (text.startsWith('=')) return 'language';
  if (text.startsWith('-')) return 'properties';
  if (/^[\d]/.test(text)) return 'main';
  return 'sign';
}

/**
 * Shorter forms of a part, most specific first: `004.85` → `004.8`, `004`, `00`, `0`;
 * `(477.54)` → `(477.5)`, `(477)`, `(47)`, `(4)`; `"1917"` → `"191"`, `"19"`, `"1"`.
 * The class that holds a detailed code is the longest of them that the table has.
 */
export function broader(part: string): string[] {
  const m = /^(\(=?|"|=|-)?([^)"]*?)(\)|")?$/.exec(part);
  if (!m) return [];
  const [, open = '', body = '', close = ''] = m;
  const out: string[] = [];
  for (let n = body.length - 1; n >= 1; n--) {
    const cut = body.slice(0, n).replace(/[.`']$/, '');
    const candidate = `${open}${cut}${close}`;
    if (cut && !out.includes(candidate) && candidate !== part) out.push(candidate);
  }
  return out;
}
