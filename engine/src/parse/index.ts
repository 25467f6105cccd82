export { cleanReference, splitReferences, startsUnnumbered } from './clean.js';
export type { DateStatus } from './date-status.js';
export { NOT_RECOGNISED, parseCitation } from './parse-citation.js';
export type { ParsedField, ParseOptions, ParseResult } from './types.js';
