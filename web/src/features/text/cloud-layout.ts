import cloud from 'd3-cloud';

/** A word of the cloud: its text, how often it occurs, and where the layout put it. */
export interface CloudWord {
  text: string;
  count: number;
  size: number;
  x?: number;
  y?: number;
  rotate?: number;
}

export const CLOUD_FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/**
 * Font size in pixels by frequency, on a square-root scale (area, not height, grows with the
 * count, so the most frequent word does not crowd the others out) between a readable minimum and a
 * maximum that fits the width: 12–28 px on a 390 px phone, up to 12–56 px on a wide screen.
 */
export function fontSize(count: number, min: number, max: number, width: number): number {
  const largest = Math.max(20, Math.min(56, width / 12));
  const smallest = 12;
  if (max <= min) return Math.round((smallest + largest) / 2);
  const share = (Math.sqrt(count) - Math.sqrt(min)) / (Math.sqrt(max) - Math.sqrt(min));
  return Math.round(smallest + share * (largest - smallest));
}

/** A small seeded generator (mulberry32): the same text gives the same cloud on every draw. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Places the words with d3-cloud (Feinberg's spiral layout, as in Wordle), all horizontal so each
 * reads without turning the head. Words that do not fit are left out by the layout; the table
 * alternative always lists every word. Resolves with the placed words, centred on (0, 0).
 */
export function layoutCloud(
  terms: { text: string; count: number }[],
  width: number,
  height: number,
): Promise<CloudWord[]> {
  const counts = terms.map((t) => t.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const words: CloudWord[] = terms.map((t) => ({ ...t, size: fontSize(t.count, min, max, width) }));
  return new Promise((resolve) => {
    cloud<CloudWord>()
      .size([width, height])
      .words(words)
      .padding(3)
      .rotate(0)
      .font(CLOUD_FONT)
      .fontWeight('600')
      .fontSize((w) => w.size)
      .random(seeded(terms.length * 7919 + max))
      .spiral('archimedean')
      .on('end', resolve)
      .start();
  });
}
