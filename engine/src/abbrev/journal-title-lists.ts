// Loading this module fills the journal-title registry with the NLM and CASSI lists
// (the engine's default entry imports it; the web imports it lazily).

import { registerJournalTitles } from './journal-titles.js';
import { ACS_JOURNAL_TITLES } from './journal-titles-acs-data.js';
import { NLM_JOURNAL_TITLES } from './journal-titles-nlm-data.js';

registerJournalTitles('nlm', NLM_JOURNAL_TITLES);
registerJournalTitles('acs', ACS_JOURNAL_TITLES);
