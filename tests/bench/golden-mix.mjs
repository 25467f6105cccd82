// A record mix shaped like real references, built from the goldens' inputs
// (fixtures/styles/<style>/<type>.json): all 7 types, English, Russian and Ukrainian records,
// chapters and articles in hosts, 1–20 authors, subtitles, DOIs, access dates. Each distinct
// input is taken once, in a fixed order; copies beyond the first are varied deterministically
// (year, page numbers, the authors' order) so that no two records of a large mix are the same
// text and no cache keyed on whole records hides the real cost.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STYLES = fileURLToPath(new URL('../../fixtures/styles/', import.meta.url));

/** The distinct golden inputs of every style and type, in a fixed order (style, file, case). */
export function goldenInputs() {
  const seen = new Set();
  const out = [];
  for (const style of readdirSync(STYLES).sort()) {
    for (const file of readdirSync(join(STYLES, style)).sort()) {
      if (!file.endsWith('.json')) continue;
      for (const c of JSON.parse(readFileSync(join(STYLES, style, file), 'utf8'))) {
        const key = JSON.stringify(c.input);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(c.input);
      }
    }
  }
  return out;
}

/** Shifts the digits of a page range or number by `by` (so "207-217" + 3 → "210-220"). */
const shiftPages = (pages, by) =>
  typeof pages === 'string' ? pages.replace(/\d+/g, (d) => String(Number(d) + by)) : pages;

function vary(input, copy) {
  const p = structuredClone(input);
  if (copy === 0) return p;
  const year = p.outputData?.year;
  if (typeof year === 'number') p.outputData.year = year - (copy % 7);
  else if (typeof year === 'string' && /^\d{4}$/.test(year)) p.outputData.year = String(Number(year) - (copy % 7));
  if (p.physical?.pages) p.physical.pages = shiftPages(p.physical.pages, copy % 13);
  const first = p.authors?.[1];
  if (Array.isArray(first) && first.length > 1) {
    const k = copy % first.length;
    p.authors[1] = [...first.slice(k), ...first.slice(0, k)];
  }
  return p;
}

/** `n` Publications from the goldens' inputs, repeated and varied deterministically. */
export function goldenPublications(n) {
  const inputs = goldenInputs();
  return Array.from({ length: n }, (_, i) => ({
    ...vary(inputs[i % inputs.length], Math.floor(i / inputs.length)),
    id: `g${i}`,
  }));
}
