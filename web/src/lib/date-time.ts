/**
 * Spec §3: DateUpdate is shown YYYY-MM-DD HH:mm (local time).
 * @example dateTime('2026-11-24T04:05:00Z') // '2026-11-24 04:05' in UTC
 */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
