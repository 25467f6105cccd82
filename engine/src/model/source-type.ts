/**
 * The seven source types of spec §3, one closed union shared by engine, server and web.
 * The spec's numeric `idTypePublication` maps onto them; 0 and 8 are accepted by the
 * dispatcher but have no layout ("Нет варианта!").
 */
export const SOURCE_TYPES = ['article', 'book', 'conference', 'dissertation', 'standard', 'patent', 'web'] as const;

export type SourceType = (typeof SOURCE_TYPES)[number];

/** `idTypePublication` 1–7 → source type; anything else → undefined. */
export function sourceTypeOf(id: number): SourceType | undefined {
  return Number.isInteger(id) && id >= 1 && id <= 7 ? SOURCE_TYPES[id - 1] : undefined;
}

/** Source type → the spec's `idTypePublication`. */
export function typeIdOf(type: SourceType): number {
  return SOURCE_TYPES.indexOf(type) + 1;
}
