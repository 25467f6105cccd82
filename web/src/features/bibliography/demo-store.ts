import { removeKey } from '../../lib/storage.js';

/** The guest's bibliography records in local storage (spec §3 guest local store). */
export const DEMO_KEY = 'referent.demo.bibliography';

/** Spec §4: demo data disappears after authorisation. Kept apart from the engine, so the shell stays small. */
export function clearDemo(): void {
  removeKey(DEMO_KEY);
}
