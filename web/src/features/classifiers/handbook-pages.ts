/** The classifier handbook pages (spec §2: handbook udk pages UDK, BBK, search and others). */
export const HANDBOOK_PAGES = ['udk', 'bbk', 'jel', 'search'] as const;
export type HandbookPage = (typeof HANDBOOK_PAGES)[number];
