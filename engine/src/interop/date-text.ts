/**
 * Dates written as text in exchange files (CSL `raw`/`literal` and EDTF strings, BibTeX notes
 * such as "Accessed: 2020-05-12" or Wikipedia's "[Online; accessed 12-May-2020]") as the ISO
 * dates a Publication holds.
 */
export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The month (1–12) an English month name or its abbreviation names, or 0. */
export const monthOfName = (name: string | undefined): number =>
  MONTHS.indexOf(name?.slice(0, 3).toLowerCase() ?? '') + 1;

/**
 * A date in text: ISO/EDTF `2019-03-15`, `1957`, "March 1957", "15 March 1957",
 * "12-May-2020", "March 15, 1957"; `exact` is false when only a year was found in other text.
 * @example isoOfDateText('March 15, 1957') // { iso: '1957-03-15', exact: true }
 */
export function isoOfDateText(text: string): { iso: string; exact: boolean } | undefined {
  const t = text.trim();
  const iso = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T.*)?$/.exec(t);
  if (iso) return { iso: [iso[1], iso[2], iso[3]].filter(Boolean).join('-'), exact: true };
  const dayFirst = /^(?:(\d{1,2})[\s-]+)?([a-z]+)\.?[\s-]+(\d{4})$/i.exec(t);
  const monthFirst = /^([a-z]+)\.?\s+(\d{1,2}),\s*(\d{4})$/i.exec(t);
  const [day, name, year] = dayFirst
    ? [dayFirst[1], dayFirst[2], dayFirst[3]]
    : monthFirst
      ? [monthFirst[2], monthFirst[1], monthFirst[3]]
      : [];
  const month = monthOfName(name);
  if (year && month)
    return { iso: [year, pad(month), day ? pad(Number(day)) : undefined].filter(Boolean).join('-'), exact: true };
  const found = t.match(/\b\d{4}\b/)?.[0];
  return found ? { iso: found, exact: false } : undefined;
}
