/**
 * The series a part's host belongs to, with its number as printed ("Lecture Notes in
 * Computer Science 1234", docs/model.md `host.series`). BibTeX's `number` beside `series` is
 * the number in that series (biblatex manual §2.2.2), not a part of the host; CSL's
 * `collection-number` and RIS's `M1` (or a short `SN`) beside `T3` alike.
 */
export function numberedSeries(series: string | undefined, number: string | undefined): string | undefined {
  if (!series) return undefined;
  return number ? `${series} ${number}` : series;
}
