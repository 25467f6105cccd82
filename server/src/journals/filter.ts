import { z } from 'zod';
import type { Journal, JournalData } from './catalog.js';

/** The journal filters, shared by the map, the list and the matcher (query string or body). */
export const filterSchema = z.object({
  area: z.coerce.number().int().min(0).max(100).optional(),
  category: z.coerce.number().int().min(0).max(1000).optional(),
  quartile: z.coerce.number().int().min(1).max(4).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code')
    .optional(),
  region: z.coerce.number().int().min(0).max(100).optional(),
  hMin: z.coerce.number().int().min(0).max(10_000).optional(),
  hMax: z.coerce.number().int().min(0).max(10_000).optional(),
  q: z.string().trim().max(200).optional(),
  lang: z.string().max(10).optional(),
});
export type Filters = z.infer<typeof filterSchema>;

const ISSN = /^\d{4}-?\d{3}[\dXx]$/;

/**
 * A predicate for the filters. The quartile applies to the chosen category when there is
 * one (SJR ranks a journal per category), else to the journal's best quartile.
 */
export function matcher(data: JournalData, f: Filters, ignoreCountry = false): (j: Journal) => boolean {
  const countryIx = f.country ? data.countries.findIndex((c) => c.iso2 === f.country) : -1;
  const q = f.q?.toLowerCase();
  const issn = q && ISSN.test(q) ? q.replace('-', '').toUpperCase() : null;
  return (j) => {
    if (f.area !== undefined && !j.areas.includes(f.area)) return false;
    if (f.category !== undefined) {
      const cat = j.categories.find(([c]) => c === f.category);
      if (!cat) return false;
      if (f.quartile !== undefined && cat[1] !== f.quartile) return false;
    } else if (f.quartile !== undefined && j.bestQuartile !== f.quartile) return false;
    if (!ignoreCountry && f.country && j.country !== countryIx) return false;
    if (f.region !== undefined && j.region !== f.region) return false;
    if (f.hMin !== undefined && j.hIndex < f.hMin) return false;
    if (f.hMax !== undefined && j.hIndex > f.hMax) return false;
    if (issn) return j.issns.some((x) => x.replace('-', '').toUpperCase() === issn);
    if (q && !j.title.toLowerCase().includes(q)) return false;
    return true;
  };
}
