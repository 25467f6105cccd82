import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LOCALES, type UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { allowed } from '../../lib/permissions.js';
import { claims } from '../../lib/session.js';
import { type AsideData, type AsideStory, blogApi, notifyError } from './api.js';
import { asideStale, changedFromAside } from './changes.js';
import { TagRow } from './TagRow.js';

const LANGUAGE_NAMES: Record<UiLocale, string> = { en: 'English', ru: 'Русский', ua: 'Українська' };

const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale === 'ua' ? 'uk' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

/**
 * The blog admin's aside (spec §6 "Admin sees a blog aside"), in the side panel of the blog's
 * pages: a new story, the stories per language, the hidden ones to show or edit, the latest
 * changes and the language's tags to rename or merge. Only for admins; the server checks too.
 */
export default function BlogAside({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const heading = useId();
  const admin = allowed('admin', claims.value, false);
  const changed = asideStale.value;
  const [data, setData] = useState<AsideData | null>(null);
  const [failed, setFailed] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` asks for a fresh load after any change
  useEffect(() => {
    if (!admin) return;
    let live = true;
    blogApi.aside(locale).then(
      (d) => {
        if (!live) return;
        setData(d);
        setFailed('');
      },
      (e: Error) => live && setFailed(e.message),
    );
    return () => {
      live = false;
    };
  }, [locale, admin, changed]);
  if (!admin) return null;
  const show = async (story: AsideStory) => {
    try {
      await blogApi.setVisible(story.id, true);
      notify(t('blog.aside.shown', { title: story.title }), 'success');
      changedFromAside();
    } catch (e) {
      notifyError(e);
    }
  };
  const storyLink = (s: AsideStory) => <Link href={`~/${locale}/blog/story/${s.hrefKey}`}>{s.title}</Link>;
  return (
    <section className="blog-aside" aria-labelledby={heading} data-testid="blog-aside">
      <h2 id={heading}>{t('blog.aside.title')}</h2>
      <p>
        <Link href={`~/${locale}/blog/new`} className="button primary">
          {t('blog.newStory')}
        </Link>
      </p>
      {failed && <p role="alert">{failed}</p>}
      {!data && !failed && <p aria-busy="true">{t('blog.loading')}</p>}
      {data && (
        <>
          <h3>{t('blog.aside.byLanguage')}</h3>
          <ul className="aside-counts">
            {LOCALES.map((l) => (
              <li key={l}>
                <Link
                  href={`~/${l}/blog/1`}
                  lang={l === 'ua' ? 'uk' : l}
                  aria-current={l === locale ? 'true' : undefined}
                >
                  {LANGUAGE_NAMES[l]}
                </Link>
                : {t('blog.aside.visibleCount', { count: data.counts[l].visible })},{' '}
                {t('blog.aside.hiddenCount', { count: data.counts[l].hidden })}
              </li>
            ))}
          </ul>
          <h3>{t('blog.aside.hidden')}</h3>
          {data.hidden.length ? (
            <ul className="aside-stories">
              {data.hidden.map((s) => (
                <li key={s.id}>
                  {storyLink(s)}
                  <span className="hint">
                    {s.author ? `${s.author}, ` : ''}
                    <time dateTime={s.updatedAt}>{dateOf(s.updatedAt, locale)}</time>
                  </span>
                  <span className="aside-actions">
                    <button
                      type="button"
                      className="small"
                      aria-label={t('blog.aside.showStory', { title: s.title })}
                      onClick={() => void show(s)}
                    >
                      {t('blog.show')}
                    </button>
                    <Link
                      href={`~/${locale}/blog/story/${s.hrefKey}/edit`}
                      className="button small"
                      aria-label={t('blog.aside.editStory', { title: s.title })}
                    >
                      {t('blog.edit')}
                    </Link>
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="hint">{t('blog.aside.noHidden')}</p>
          )}
          <h3>{t('blog.aside.recent')}</h3>
          {data.recent.length ? (
            <ol className="aside-stories">
              {data.recent.map((s) => (
                <li key={s.id}>
                  {storyLink(s)}
                  <span className="hint">
                    <span className={s.visible ? 'story-state' : 'story-state hidden-story'}>
                      {s.visible ? t('blog.visible') : t('blog.hidden')}
                    </span>{' '}
                    <time dateTime={s.updatedAt}>{dateOf(s.updatedAt, locale)}</time>
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p className="hint">{t('blog.empty')}</p>
          )}
          <h3>{t('blog.tags')}</h3>
          {data.tags.length ? (
            <ul className="aside-tags">
              {data.tags.map((tag) => (
                <TagRow key={tag.hrefKey} tag={tag} locale={locale} onChanged={changedFromAside} />
              ))}
            </ul>
          ) : (
            <p className="hint">{t('blog.aside.noTags')}</p>
          )}
        </>
      )}
    </section>
  );
}
