import { loadJournalTitleLists, styleById } from '@referent/engine';

/**
 * Loads the journal-title lists (1.2 MB of data) when one of the styles abbreviates from them
 * (`Style.journalLists`: vancouver, acs). The CLI's bundle (cli/bundle.mjs) is built on the
 * engine's list-free API, so a run in any other style does not pay for them at start-up;
 * unbundled (the tests), the default entry has them already.
 */
export async function loadJournalListsFor(styles: readonly (string | undefined)[]): Promise<void> {
  if (styles.some((s) => s !== undefined && styleById(s)?.journalLists)) await loadJournalTitleLists();
}
