/**
 * The UDC code builder's notation rules: main classes joined by the colon (relation), then
 * the common auxiliaries in the UDC citation order: -0 properties, (=…) peoples, (1/9) place,
 * "…" time, (0…) form, =… language. Written here because no library builds UDC notation.
 */
export type AuxKind = 'properties' | 'peoples' | 'place' | 'time' | 'form' | 'language';

const ORDER: AuxKind[] = ['properties', 'peoples', 'place', 'time', 'form', 'language'];

export function auxKind(code: string): AuxKind | null {
  if (code.startsWith('-0')) return 'properties';
  if (code.startsWith('(=')) return 'peoples';
  if (code.startsWith('(0')) return 'form';
  if (/^\([1-9]/.test(code)) return 'place';
  if (code.startsWith('"')) return 'time';
  if (code.startsWith('=')) return 'language';
  return null;
}

/** Whether a code can stand as a main class of a compound (a main-table number). */
export function isMain(code: string): boolean {
  return /^\d/.test(code);
}

export function buildUdc(main: string[], aux: string[]): string {
  const sorted = [...aux].sort(
    (a, b) => ORDER.indexOf(auxKind(a) ?? 'language') - ORDER.indexOf(auxKind(b) ?? 'language'),
  );
  return main.join(':') + sorted.join('');
}

/** Whether a class can go into the builder: a main number or an auxiliary, not a table heading such as `(0...)`. */
export function canAdd(code: string): boolean {
  return !code.includes('...') && (isMain(code) || auxKind(code) !== null);
}
