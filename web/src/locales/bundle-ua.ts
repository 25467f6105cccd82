import { type Bundle, mergeBundle } from './merge.js';
import shell from './ua.json';

/** Every ua string of the app (shell and features), as one module: one chunk per language. */
export default mergeBundle(
  'ua',
  shell,
  import.meta.glob<Bundle>('../features/*/locales/ua.json', { eager: true, import: 'default' }),
);
