import type { StyleId } from '../model/config.js';
import type { Rich } from '../rich/run.js';

/**
 * The label a numeric style puts before each bibliography entry.
 * IEEE Reference Guide (2023), "Reference list": "[1]" in square brackets, numbered in citation order.
 * Vancouver (ICMJE / NLM "Citing Medicine", ch. "Reference lists"): "1." followed by a space.
 */
const LABELS: Partial<Record<StyleId, (n: number) => string>> = {
  ieee: (n) => `[${n}] `,
  vancouver: (n) => `${n}. `,
};

/** Whether a style numbers its entries (the styles whose in-text citations are numbers). */
export function isNumericStyle(style: string): boolean {
  return Object.hasOwn(LABELS, style);
}

/**
 * Puts the entry's number (1-based) in front of a formatted entry, for numeric styles;
 * other styles' entries come back unchanged.
 * @example numberEntry('ieee', 3, [{ text: 'A. Author, …' }]) // [{ text: '[3] ' }, { text: 'A. Author, …' }]
 */
export function numberEntry(style: string, n: number, rich: Rich): Rich {
  const label = LABELS[style as StyleId];
  return label ? [{ text: label(n) }, ...rich] : rich;
}
