/**
 * Loads the NLM and CASSI journal-title lists (for entries that start from the engine's API
 * without data, as the web does: the lists then arrive as a separate chunk). The default entry,
 * `@referent/engine`, has them already, so Node users never need to call this.
 */
export async function loadJournalTitleLists(): Promise<void> {
  await import('./journal-title-lists.js');
}
