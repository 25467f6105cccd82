import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { NotFound } from '../../components/NotFound.js';
import { ApiError, type Issue } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { allowed } from '../../lib/permissions.js';
import { claims } from '../../lib/session.js';
import { readJson, removeKey, writeJson } from '../../lib/storage.js';
import { useTitle } from '../../lib/use-title.js';
import { blogApi, type StoryDraft } from './api.js';
import { RichText } from './RichText.js';

const HREF_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Drafts are saved this long after the last keystroke. */
const AUTOSAVE_MS = 800;
const draftKey = (locale: string, hrefKey?: string) => `referent.blog.draft.${locale}.${hrefKey ?? 'new'}`;

const empty = (lang: string): StoryDraft => ({
  lang,
  hrefKey: '',
  title: '',
  macro: '',
  full: '',
  tags: [],
  seoTitle: '',
  seoDescription: '',
});

/**
 * "APA 7, ГОСТ:gost" → tags; a key given after a colon is kept, otherwise it is left empty and
 * the server makes one from the text (transliterated, unique in the language).
 */
export function parseTags(text: string): StoryDraft['tags'] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [label = '', key = ''] = part.split(':').map((x) => x.trim());
      const hrefKey = key.toLowerCase();
      return { text: label || hrefKey, hrefKey };
    })
    .filter((tag) => tag.text);
}
const tagsText = (tags: StoryDraft['tags']) => tags.map((t) => `${t.text}:${t.hrefKey}`).join(', ');

/** Spec §2 StoryEdit: writes a new story or edits one (editors and admins). */
export function StoryEditor({ locale, hrefKey }: { locale: UiLocale; hrefKey?: string }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const id = useId();
  const may = allowed('editor', claims.value, false);
  const [draft, setDraft] = useState<StoryDraft | undefined>(
    hrefKey ? undefined : () => readJson(draftKey(locale), empty(locale)),
  );
  const [missing, setMissing] = useState(false);
  const [tags, setTags] = useState(() => (draft ? tagsText(draft.tags) : ''));
  const [keyState, setKeyState] = useState<'free' | 'taken' | 'invalid' | ''>('');
  const [issues, setIssues] = useState<Issue[]>([]);
  const [saving, setSaving] = useState(false);
  useTitle(t(hrefKey ? 'blog.editTitle' : 'blog.newStory'));

  useEffect(() => {
    if (!hrefKey || !may) return;
    blogApi.byKey(locale, hrefKey).then(
      (s) => {
        const stored = readJson<StoryDraft | null>(draftKey(locale, hrefKey), null);
        const d = stored && stored.id === s.id ? stored : { ...s };
        setDraft(d);
        setTags(tagsText(d.tags));
      },
      () => setMissing(true),
    );
  }, [hrefKey, locale, may]);
  // Autosave: the draft survives a closed tab or a lost connection.
  useEffect(() => {
    if (!draft) return;
    const timer = setTimeout(() => writeJson(draftKey(locale, hrefKey), draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, locale, hrefKey]);
  // The address is checked as it is typed (spec §5: availability by a call).
  useEffect(() => {
    const key = draft?.hrefKey ?? '';
    if (!key) return setKeyState('');
    if (!HREF_KEY.test(key)) return setKeyState('invalid');
    const timer = setTimeout(() => {
      blogApi.checkUrl(locale, key, draft?.id).then(
        (r) => setKeyState(r.available ? 'free' : r.valid ? 'taken' : 'invalid'),
        () => setKeyState(''),
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [draft?.hrefKey, draft?.id, locale]);

  if (!may || missing) return <NotFound locale={locale} />;
  if (!draft) return <p aria-busy="true">{t('blog.loading')}</p>;
  const set = (patch: Partial<StoryDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const issue = (field: string) => issues.find((i) => i.field === field || i.field.startsWith(`${field}.`))?.message;
  const save = async () => {
    setSaving(true);
    setIssues([]);
    try {
      const saved = await blogApi.save({ ...draft, lang: locale, tags: parseTags(tags) });
      removeKey(draftKey(locale, hrefKey));
      navigate(`~/${locale}/blog/story/${saved.hrefKey}`);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length) setIssues(e.issues);
      else setIssues([{ field: '', message: e instanceof Error ? e.message : String(e) }]);
    } finally {
      setSaving(false);
    }
  };
  const field = (name: keyof StoryDraft, label: string, extra?: string) => (
    <p className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={String(draft[name] ?? '')}
        aria-invalid={issue(name) ? true : undefined}
        aria-describedby={`${id}-${name}-note`}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      <span id={`${id}-${name}-note`} className={issue(name) ? 'error' : 'hint'}>
        {issue(name) ?? extra}
      </span>
    </p>
  );
  const keyNote =
    keyState === 'free'
      ? t('blog.editor.keyFree')
      : keyState === 'taken'
        ? t('blog.editor.keyTaken')
        : keyState === 'invalid'
          ? t('blog.editor.keyInvalid')
          : t('blog.editor.keyHint');
  return (
    <section className="story-editor">
      <h1>{t(hrefKey ? 'blog.editTitle' : 'blog.newStory')}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {field('title', t('blog.editor.title'))}
        {field('hrefKey', t('blog.editor.hrefKey'), keyNote)}
        <p className="field">
          <label htmlFor={`${id}-tags`}>{t('blog.tags')}</label>
          <input
            id={`${id}-tags`}
            value={tags}
            onChange={(e) => setTags(e.target.value)}
            aria-describedby={`${id}-tags-note`}
          />
          <span id={`${id}-tags-note`} className={issue('tags') ? 'error' : 'hint'}>
            {issue('tags') ?? t('blog.editor.tagsHint')}
          </span>
        </p>
        {field('seoTitle', t('blog.editor.seoTitle'))}
        {field('seoDescription', t('blog.editor.seoDescription'))}
        <h2>{t('blog.editor.macro')}</h2>
        <RichText label={t('blog.editor.macro')} html={draft.macro} onChange={(macro) => set({ macro })} />
        <h2>{t('blog.editor.full')}</h2>
        <RichText label={t('blog.editor.full')} html={draft.full} onChange={(full) => set({ full })} />
        {issue('full') && <p className="error">{issue('full')}</p>}
        {issues.some((i) => i.field === '') && <p role="alert">{issue('')}</p>}
        <p className="actions">
          <button type="submit" className="primary" disabled={saving}>
            {t('blog.editor.save')}
          </button>
          <Link href={hrefKey ? `~/${locale}/blog/story/${hrefKey}` : `~/${locale}/blog/1`}>{t('blog.cancel')}</Link>
        </p>
        <p className="hint">{t('blog.editor.autosaved')}</p>
      </form>
      <section className="story-preview" aria-label={t('blog.editor.preview')}>
        <h2>{t('blog.editor.preview')}</h2>
        <article className="story">
          <h1>{draft.title}</h1>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the editor's own output (its schema allows no scripts); the server sanitises on save. */}
          <div className="story-macro" dangerouslySetInnerHTML={{ __html: draft.macro }} />
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: as above. */}
          <div className="story-full" dangerouslySetInnerHTML={{ __html: draft.full }} />
        </article>
      </section>
    </section>
  );
}
