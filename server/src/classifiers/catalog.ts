import { readData } from './text.js';

export const SYSTEMS = ['udc', 'bbk', 'jel'] as const;
export type System = (typeof SYSTEMS)[number];
export type CaptionLang = 'en' | 'ru';
export type UiLang = 'en' | 'ru' | 'ua';

/** One class of a classification: code, parent, captions in the languages the source has. */
export interface ClassNode {
  code: string;
  parent: string | null;
  en?: string;
  ru?: string;
  /** UDC: `main`, `main-special-auxiliary`, `common-auxiliary`. */
  table?: string;
  /** BBK: the letter index of the full tables. */
  letter?: string;
}

export interface Catalog {
  system: System;
  nodes: ClassNode[];
  byCode: Map<string, ClassNode>;
  children: Map<string | null, ClassNode[]>;
}

interface Raw {
  c: string;
  p: string | null;
  en?: string;
  ru?: string;
  t?: string;
  l?: string;
}

function build(system: System): Catalog {
  const nodes: ClassNode[] = readData<Raw[]>(`classifiers/${system}.json`).map((r) => ({
    code: r.c,
    parent: r.p,
    ...(r.en ? { en: r.en } : {}),
    ...(r.ru ? { ru: r.ru } : {}),
    ...(r.t ? { table: r.t } : {}),
    ...(r.l ? { letter: r.l } : {}),
  }));
  const byCode = new Map(nodes.map((n) => [n.code, n]));
  const children = new Map<string | null, ClassNode[]>();
  for (const n of nodes) {
    const list = children.get(n.parent) ?? [];
    list.push(n);
    children.set(n.parent, list);
  }
  return { system, nodes, byCode, children };
}

const cache = new Map<System, Catalog>();

/** The catalogue of a system, read from server/data on first use (spec §9 lazy data sets). */
export function catalog(system: System): Catalog {
  let c = cache.get(system);
  if (!c) {
    c = build(system);
    cache.set(system, c);
  }
  return c;
}

/** The ancestors of a node, root first (the breadcrumbs). */
export function ancestors(cat: Catalog, node: ClassNode): ClassNode[] {
  const out: ClassNode[] = [];
  const seen = new Set<string>();
  let p = node.parent;
  while (p !== null && !seen.has(p)) {
    seen.add(p);
    const parent = cat.byCode.get(p);
    if (!parent) break;
    out.unshift(parent);
    p = parent.parent;
  }
  return out;
}

/**
 * The caption in the interface language, else the nearest other (ua → ru → en, ru → en,
 * en → ru); `fallback` tells the UI to mark it. No data set has Ukrainian captions.
 */
export function captionOf(node: ClassNode, lang: UiLang): { text: string; lang: CaptionLang; fallback: boolean } {
  const order: CaptionLang[] = lang === 'en' ? ['en', 'ru'] : ['ru', 'en'];
  for (const l of order) {
    const text = node[l];
    if (text) return { text, lang: l, fallback: lang === 'ua' || l !== lang };
  }
  return { text: node.code, lang: 'en', fallback: true };
}
