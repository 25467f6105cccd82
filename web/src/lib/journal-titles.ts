import { loadJournalTitleLists } from '@referent/engine';

/**
 * The NLM and CASSI journal-title lists (about 340 KB gzipped, a chunk of their own), started by
 * the first page module that formats references and awaited before it renders, so vancouver and
 * acs abbreviate from the first render and the handbook shows what the formatter prints. If the
 * chunk cannot load, the page still renders, with titles as entered.
 */
export const journalTitlesLoaded: Promise<void> = loadJournalTitleLists().catch(() => undefined);
