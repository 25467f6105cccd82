import type { StyleId } from '../model/config.js';
import { apa7 } from './apa7.js';
import type { Style } from './style.js';

/**
 * The styles the engine has, by id. A style joins by adding its file and one line here;
 * `STYLE_IDS` (model/config.ts) lists every id the spec's configuration knows.
 */
export const STYLES: Partial<Record<StyleId, Style>> = {
  apa7,
};

export function styleById(id: string): Style | undefined {
  return Object.hasOwn(STYLES, id) ? STYLES[id as StyleId] : undefined;
}

/** Ids of the styles the engine can format, in the spec's order. */
export function availableStyles(): StyleId[] {
  return Object.keys(STYLES) as StyleId[];
}

export type { Style } from './style.js';
