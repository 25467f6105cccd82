import shell from './en.json';
import { type Bundle, mergeBundle } from './merge.js';

/** Every en string of the app (shell and features), as one module: one chunk per language. */
export default mergeBundle(
  'en',
  shell,
  import.meta.glob<Bundle>('../features/*/locales/en.json', { eager: true, import: 'default' }),
);
