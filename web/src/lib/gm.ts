/** Spec §6: the GM flag lives in cookie 'gm', 'true' when absent, kept for one year. */
export const GM_COOKIE = 'gm';
export const COOKIE_MAX_AGE_S = 31_536_000;

export function gmFromCookie(cookie: string): boolean {
  const match = /(?:^|;\s*)gm=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1] ?? '') !== 'false' : true;
}

export function readGm(): boolean {
  return typeof document === 'undefined' ? true : gmFromCookie(document.cookie);
}

export function writeGm(value: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec keeps the flag in a cookie; one write, no parsing
  document.cookie = `${GM_COOKIE}=${value}; max-age=${COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
}

/** Sets the cookie to its default when absent, so the server sees the same flag. */
export function ensureGmCookie(): void {
  if (typeof document !== 'undefined' && !/(?:^|;\s*)gm=/.test(document.cookie)) writeGm(true);
}
