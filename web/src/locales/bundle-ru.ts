import { type Bundle, mergeBundle } from './merge.js';
import shell from './ru.json';

/** Every ru string of the app (shell and features), as one module: one chunk per language. */
export default mergeBundle(
  'ru',
  shell,
  import.meta.glob<Bundle>('../features/*/locales/ru.json', { eager: true, import: 'default' }),
);
