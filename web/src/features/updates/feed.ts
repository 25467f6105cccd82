import { readJson, writeJson } from '../../lib/storage.js';
import entries from './entries.json';

/** One dated change of Referent, in every interface language (the update feed's source is this file in the repository). */
export interface UpdateEntry {
  date: string;
  title: string;
  body: string;
}

type Lang = 'en' | 'ru' | 'ua';
const SEEN = 'referent.updates.seen';

/** The feed in an interface language, newest first. */
export function feedIn(lang: Lang): UpdateEntry[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date)).map((e) => ({ date: e.date, ...e[lang] }));
}

/** The date of the newest entry the reader has seen (kept in this browser). */
export const lastSeen = (): string => readJson<string>(SEEN, '');
export const markSeen = (date: string): void => writeJson(SEEN, date);

/** Entries newer than the last visit: the unread marker. */
export function unread(feed: readonly UpdateEntry[], seen: string): number {
  return feed.filter((e) => e.date > seen).length;
}
