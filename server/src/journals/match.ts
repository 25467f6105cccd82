import MiniSearch from 'minisearch';
import { STOP, termOf, words } from '../classifiers/text.js';
import type { Journal, JournalData } from './catalog.js';

interface Doc {
  id: number;
  title: string;
  subjects: string;
}

let index: { mini: MiniSearch<Doc>; stop: typeof STOP } | null = null;

/** Builds the matching index (a second or two) ahead of the first "find a journal" request. */
export function warmMatchIndex(data: JournalData): void {
  indexOf(data);
}

function indexOf(data: JournalData) {
  if (index) return index;
  const stop = STOP;
  const mini = new MiniSearch<Doc>({
    fields: ['title', 'subjects'],
    tokenize: (text) => words(text),
    processTerm: (term) => termOf(term, stop),
  });
  mini.addAll(
    data.journals.map((j) => ({
      id: j.id,
      title: j.title,
      subjects: [...j.categories.map(([c]) => data.categories[c]), ...j.areas.map((a) => data.areas[a])].join(' '),
    })),
  );
  index = { mini, stop };
  return index;
}

export interface JournalMatch {
  journal: Journal;
  score: number;
  /** The paper's words that matched the journal's title or subject categories. */
  terms: string[];
}

/**
 * "Find a journal for my paper": the text's distinct words as one BM25 query over each
 * journal's title and its SJR categories and areas; among equal matches the higher SJR wins.
 */
export function matchJournals(
  data: JournalData,
  text: string,
  keep: (j: Journal) => boolean,
  limit: number,
): JournalMatch[] {
  const { mini, stop } = indexOf(data);
  const byTerm = new Map<string, string>();
  for (const w of words(text)) {
    const t = termOf(w, stop);
    if (t && !byTerm.has(t)) byTerm.set(t, w.toLowerCase());
  }
  if (byTerm.size === 0) return [];
  const results = mini.search([...byTerm.values()].join(' '), { boost: { subjects: 2, title: 1 }, combineWith: 'OR' });
  const out: JournalMatch[] = [];
  for (const r of results) {
    const j = data.byId.get(r.id as number);
    if (!j || !keep(j)) continue;
    out.push({ journal: j, score: Math.round(r.score * 100) / 100, terms: r.terms.map((t) => byTerm.get(t) ?? t) });
    if (out.length >= limit * 3) break;
  }
  return out.sort((a, b) => b.score - a.score || (b.journal.sjr ?? 0) - (a.journal.sjr ?? 0)).slice(0, limit);
}
