/**
 * RIS dates (RIS specification, tags PY/Y1/DA: `YYYY/MM/DD/other`, any part after the year
 * may be empty: `2019/03//`, `2019///Spring`) as the ISO dates a Publication holds
 * (`2019-03`), and back. Zotero and EndNote also write ISO dates (`2019-03-15`, a time after
 * it in `Y2`); both are read.
 */
export interface RisDate {
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  iso: string;
  /** The specification's fourth part ("Spring", "Fall meeting"), which no Publication date holds. */
  other?: string;
}

const pad = (n: string) => n.padStart(2, '0');

/** A RIS date as ISO text with its "other" part; undefined when it starts with no year. */
export function isoOfRisDate(value: string | undefined): RisDate | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  const iso = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2}))?)?(?:[T ]|$)/.exec(text);
  if (iso) return { iso: [iso[1], iso[2] && pad(iso[2]), iso[2] && iso[3] && pad(iso[3])].filter(Boolean).join('-') };
  const ris = /^(\d{4})(?:\/(\d{0,2})(?:\/(\d{0,2})(?:\/(.*))?)?)?$/.exec(text);
  if (!ris) return undefined;
  const [, year, month, day, other] = ris;
  const validMonth = month && Number(month) >= 1 && Number(month) <= 12 ? pad(month) : undefined;
  const validDay = validMonth && day && Number(day) >= 1 && Number(day) <= 31 ? pad(day) : undefined;
  return {
    iso: [year, validMonth, validDay].filter(Boolean).join('-'),
    ...(other?.trim() ? { other: other.trim() } : {}),
  };
}

/** An ISO date as the specification writes it: `2019-03` → `2019/03//`. */
export function risOfIsoDate(iso: string): string {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso.trim());
  if (!m) return iso;
  return `${m[1]}/${m[2] ?? ''}/${m[3] ?? ''}/`;
}
