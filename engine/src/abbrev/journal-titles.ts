import { journalTitleKey } from './journal-title-key.js';

/** The journal-title lists a style may ask for: NLM (Vancouver) and CASSI (ACS). */
export type JournalTitleList = 'nlm' | 'acs';

// A registry rather than a static import: the NLM list is ~320 KB gzipped, so the engine's
// default entry fills it at load while the web fills it lazily in the bibliography tool.
const sources = new Map<JournalTitleList, string>();
const parsed = new Map<JournalTitleList, Map<string, string>>();
const reversed = new Map<JournalTitleList, Map<string, string>>();

/** Adds a list's data ("normalised title\tabbreviation" lines, as generated). */
export function registerJournalTitles(list: JournalTitleList, data: string): void {
  sources.set(list, data);
  parsed.delete(list);
  reversed.delete(list);
}

function table(list: JournalTitleList): Map<string, string> | undefined {
  const done = parsed.get(list);
  if (done) return done;
  const data = sources.get(list);
  if (data === undefined) return undefined;
  const map = new Map<string, string>();
  for (const line of data.split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) map.set(line.slice(0, tab), line.slice(tab + 1));
  }
  parsed.set(list, map);
  return map;
}

/**
 * The list's abbreviation of a journal title, or undefined when the list does not hold the
 * title (or is not loaded): the caller then prints the title as entered, never a guess.
 * @example journalAbbreviation('nlm', 'The New England Journal of Medicine') // 'N Engl J Med'
 */
export function journalAbbreviation(list: JournalTitleList, title: string): string | undefined {
  return table(list)?.get(journalTitleKey(title));
}

/** The title as the list abbreviates it, or unchanged when the list does not hold it. */
export const abbreviateJournal = (list: JournalTitleList, title: string): string =>
  journalAbbreviation(list, title) ?? title;

/**
 * The list's title (in its normalised key form) whose abbreviation is the one given, typed with
 * or without full stops: "N Engl J Med" → "new england journal of medicine"; undefined when no
 * title of the list is abbreviated so.
 */
export function journalTitleOfAbbreviation(list: JournalTitleList, abbreviation: string): string | undefined {
  let map = reversed.get(list);
  if (!map) {
    const forward = table(list);
    if (!forward) return undefined;
    map = new Map();
    for (const [key, abbr] of forward) {
      const back = journalTitleKey(abbr);
      if (!map.has(back)) map.set(back, key);
    }
    reversed.set(list, map);
  }
  return map.get(journalTitleKey(abbreviation));
}

/**
 * A journal title the lists do not hold, printed without its leading article: NLM and CASSI
 * enter titles without "The" ("The Lancet" → "Lancet", as the lists' keys drop it too). A
 * newspaper keeps it (`newspaper`): Citing Medicine 5 and the ICMJE sample print "The
 * Washington Post".
 * @example withoutLeadingArticle('The Lancet') // 'Lancet'
 */
export const withoutLeadingArticle = (title: string, newspaper = false): string =>
  newspaper ? title : title.replace(/^The\s+(?=\S)/, '');
