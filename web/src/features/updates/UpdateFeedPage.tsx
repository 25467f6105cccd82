import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { feedIn, lastSeen, markSeen, unread } from './feed.js';

/** Spec §2 update feed: dated entries of what changed, newest first, the unread ones marked until the next visit. */
export default function UpdateFeedPage({ locale }: { locale: UiLocale }) {
  const { t, i18n } = useTranslation();
  useTitle(t('updates.title'));
  const feed = useMemo(() => feedIn(locale), [locale]);
  // What was unread when the page opened stays marked while it is open.
  const [seen] = useState(lastSeen);
  useEffect(() => {
    if (feed[0]) markSeen(feed[0].date);
  }, [feed]);
  const fresh = unread(feed, seen);
  const dateOf = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <article className="updates">
      <h1>{t('updates.title')}</h1>
      <p className="hint" aria-live="polite">
        {fresh ? t('updates.unread', { count: fresh }) : t('updates.allRead')}
      </p>
      <ol className="update-list">
        {feed.map((e) => (
          <li key={e.date} className={e.date > seen ? 'unread' : undefined}>
            <h2>
              {e.title} {e.date > seen ? <span className="badge">{t('updates.new')}</span> : null}
            </h2>
            <p className="hint">
              <time dateTime={e.date}>{dateOf(e.date)}</time>
            </p>
            <p>{e.body}</p>
          </li>
        ))}
      </ol>
    </article>
  );
}
