export { type RomanizedEntry, romanizedReference, romanizeList, romanizeOptions } from './list.js';
export {
  REFERENCES_LAYOUT,
  type RomanizeOptions,
  type RomanizeOptionsInput,
  romanizeOptionsSchema,
} from './options.js';
