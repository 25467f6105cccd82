import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { NotFound } from '../../components/NotFound.js';
import { ApiError } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { allowed } from '../../lib/permissions.js';
import { claims } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { ALL_TAGS, blogApi, type Story, type StoryPage } from './api.js';
import { storiesChanged } from './changes.js';
import { StoryControls } from './StoryControls.js';

type Load<T> =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'error'; message: string }
  | { state: 'ok'; value: T };

/** Loads on every change of `key`; a 404 is "missing" (the page shows NotFound). */
function useLoad<T>(key: string, load: () => Promise<T>): [Load<T>, (v: T) => void] {
  const [value, setValue] = useState<Load<T>>({ state: 'loading' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads.
  useEffect(() => {
    let live = true;
    setValue({ state: 'loading' });
    load().then(
      (v) => live && setValue({ state: 'ok', value: v }),
      (e) =>
        live &&
        setValue(
          e instanceof ApiError && e.status === 404
            ? { state: 'missing' }
            : { state: 'error', message: String(e.message) },
        ),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return [value, (v: T) => setValue({ state: 'ok', value: v })];
}

const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale === 'ua' ? 'uk' : locale, { year: 'numeric', month: 'long', day: 'numeric' });

function Tags({ story, locale }: { story: Story; locale: string }) {
  const { t } = useTranslation();
  if (!story.tags.length) return null;
  return (
    <ul className="story-tags" aria-label={t('blog.tags')}>
      {story.tags.map((tag) => (
        <li key={tag.hrefKey}>
          <Link href={`~/${locale}/blog/1/${tag.hrefKey}`}>{tag.text}</Link>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2 Blog: a page of the language's stories (5 per page), optionally one tag's. */
export function BlogList({ locale, page, tag }: { locale: UiLocale; page: number; tag?: string }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const editor = allowed('editor', claims.value, false);
  const [tick, setTick] = useState(0);
  const changed = storiesChanged.value;
  const [list, setList] = useLoad<StoryPage>(`${locale}/${page}/${tag}/${editor}/${tick}/${changed}`, () =>
    blogApi.list(locale, page, tag ?? ALL_TAGS),
  );
  useTitle(t('blog.title'));
  const base = tag ? `~/${locale}/blog/{p}/${tag}` : `~/${locale}/blog/{p}`;
  if (list.state === 'missing') return <NotFound locale={locale} />;
  return (
    <section className="blog">
      <h1>{t('blog.title')}</h1>
      <p className="blog-links">
        {tag && <Link href={`~/${locale}/blog/1`}>{t('blog.allStories')}</Link>}
        {editor && <Link href={`~/${locale}/blog/new`}>{t('blog.newStory')}</Link>}
        <a href={`/${locale}/blog/rss.xml`}>{t('blog.rss')}</a>
      </p>
      {list.state === 'loading' && <p aria-busy="true">{t('blog.loading')}</p>}
      {list.state === 'error' && <p role="alert">{list.message}</p>}
      {list.state === 'ok' && (
        <>
          {tag && <p>{t('blog.taggedCount', { count: list.value.total, tag })}</p>}
          {!list.value.data.length && <p>{t('blog.empty')}</p>}
          {list.value.data.map((s) => (
            <article key={s.id} className={s.visible ? 'story-card' : 'story-card story-hidden'}>
              <h2>
                <Link href={`~/${locale}/blog/story/${s.hrefKey}`}>{s.title}</Link>
              </h2>
              <p className="hint">
                <time dateTime={s.dateCreate}>{dateOf(s.dateCreate, locale)}</time>
              </p>
              <StoryControls
                story={s}
                locale={locale}
                onChange={(next) =>
                  setList({ ...list.value, data: list.value.data.map((x) => (x.id === next.id ? next : x)) })
                }
                onDeleted={() => (page === 1 && !tag ? setTick((n) => n + 1) : navigate(`~/${locale}/blog/1`))}
              />
              {/* Server-sanitised HTML (allow-list, server/src/blog/sanitize.ts). */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored. */}
              <div className="story-macro" dangerouslySetInnerHTML={{ __html: s.macro }} />
              <Tags story={s} locale={locale} />
            </article>
          ))}
          {list.value.pages > 1 && (
            <nav className="pager" aria-label={t('blog.pages')}>
              {Array.from({ length: list.value.pages }, (_, i) => i + 1).map((p) => (
                <Link key={p} href={base.replace('{p}', String(p))} aria-current={p === page ? 'page' : undefined}>
                  {p}
                </Link>
              ))}
            </nav>
          )}
        </>
      )}
    </section>
  );
}

/** Spec §2 story/{hrefKey}: a story of the path's language (any other → 404). */
export function StoryView({ locale, hrefKey }: { locale: UiLocale; hrefKey: string }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const editor = allowed('editor', claims.value, false);
  const changed = storiesChanged.value;
  const [story, setStory] = useLoad<Story>(`${locale}/${hrefKey}/${editor}/${changed}`, () =>
    blogApi.byKey(locale, hrefKey),
  );
  const s = story.state === 'ok' ? story.value : undefined;
  useTitle(s ? s.seoTitle || s.title : t('blog.title'));
  useEffect(() => {
    if (!s?.seoDescription) return;
    const meta = document.querySelector('meta[name="description"]');
    meta?.setAttribute('content', s.seoDescription);
  }, [s?.seoDescription]);
  if (story.state === 'missing') return <NotFound locale={locale} />;
  if (story.state === 'loading') return <p aria-busy="true">{t('blog.loading')}</p>;
  if (story.state === 'error') return <p role="alert">{story.message}</p>;
  const value = story.value;
  return (
    <article className="story">
      <p>
        <Link href={`~/${locale}/blog/1`}>{t('blog.back')}</Link>
      </p>
      <h1>{value.title}</h1>
      <p className="hint">
        <time dateTime={value.dateCreate}>{dateOf(value.dateCreate, locale)}</time>
      </p>
      <StoryControls
        story={value}
        locale={locale}
        onChange={setStory}
        onDeleted={() => navigate(`~/${locale}/blog/1`)}
      />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it was stored. */}
      <div className="story-full" dangerouslySetInnerHTML={{ __html: value.full }} />
      <Tags story={value} locale={locale} />
    </article>
  );
}
