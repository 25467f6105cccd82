import { removeKey } from '../../lib/storage.js';

/** The guest's annotations in local storage (spec §3 guest local store). */
export const DEMO_KEY = 'referent.demo.annotations';

/** Spec §4: demo data disappears after authorisation. Kept apart so the shell stays small. */
export function clearAnnotationDemo(): void {
  removeKey(DEMO_KEY);
}
