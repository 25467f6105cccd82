/**
 * @referent/engine — a pure TypeScript citation engine (no I/O, no DOM).
 * This default entry is the whole API (`./api.ts`) with the NLM and CASSI journal-title lists
 * loaded, so `format` abbreviates journal titles in Vancouver and ACS with no extra call.
 *
 * @example
 * import { format } from '@referent/engine';
 * format(publication, 'apa7').text;
 */
import './abbrev/journal-title-lists.js';

export * from './api.js';
