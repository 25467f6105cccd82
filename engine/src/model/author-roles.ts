/** Roles of spec §3: 1 author, 2 other contributor, 3 editor, 4 translator, 5 organisation. */
export const AUTHOR_ROLES = ['1', '2', '3', '4', '5'] as const;
export type AuthorRole = (typeof AUTHOR_ROLES)[number];
