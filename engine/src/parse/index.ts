export { cleanReference, splitReferences, startsUnnumbered } from './clean.js';
export { NOT_RECOGNISED, parseCitation } from './parse-citation.js';
export type { ParsedField, ParseOptions, ParseResult } from './types.js';
