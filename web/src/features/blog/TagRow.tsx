import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ApiError } from '../../lib/http.js';
import { notify } from '../../lib/notify.js';
import { type BlogTag, blogApi } from './api.js';

/**
 * One tag in the admin's aside: its page, how many stories carry it, and a rename in place
 * (text and address; an address another tag has merges the two). Escape cancels; focus goes
 * back to the Rename button.
 */
export function TagRow({ tag, locale, onChanged }: { tag: BlogTag; locale: string; onChanged: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(tag.text);
  const [key, setKey] = useState(tag.hrefKey);
  const [error, setError] = useState('');
  const first = useRef<HTMLInputElement>(null);
  const rename = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (editing) first.current?.focus();
    else if (opened.current) rename.current?.focus();
    opened.current = editing;
  }, [editing]);
  const close = () => {
    setEditing(false);
    setError('');
    setText(tag.text);
    setKey(tag.hrefKey);
  };
  const save = async () => {
    try {
      await blogApi.renameTag(locale, tag.hrefKey, { text, hrefKey: key });
      notify(t('blog.aside.tagRenamed'), 'success');
      setEditing(false);
      onChanged();
    } catch (e) {
      setError(e instanceof ApiError && e.issues[0] ? e.issues[0].message : String((e as Error).message));
    }
  };
  if (!editing) {
    return (
      <li className="aside-tag">
        <Link href={`~/${locale}/blog/1/${tag.hrefKey}`}>{tag.text}</Link>{' '}
        <span className="hint">{t('blog.aside.storyCount', { count: tag.count })}</span>{' '}
        <button
          ref={rename}
          type="button"
          className="small"
          aria-label={t('blog.aside.renameTag', { tag: tag.text })}
          onClick={() => setEditing(true)}
        >
          {t('blog.aside.rename')}
        </button>
      </li>
    );
  }
  return (
    <li className="aside-tag">
      <form
        className="aside-tag-form"
        aria-label={t('blog.aside.renameTag', { tag: tag.text })}
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') close();
        }}
      >
        <label htmlFor={`${id}-text`}>{t('blog.aside.tagText')}</label>
        <input ref={first} id={`${id}-text`} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <label htmlFor={`${id}-key`}>{t('blog.aside.tagKey')}</label>
        <input
          id={`${id}-key`}
          value={key}
          aria-describedby={`${id}-note`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setKey(e.currentTarget.value)}
        />
        <p id={`${id}-note`} className={error ? 'error' : 'hint'}>
          {error || t('blog.aside.mergeHint')}
        </p>
        <p className="actions">
          <button type="submit" className="small primary">
            {t('blog.aside.saveTag')}
          </button>
          <button type="button" className="small" onClick={close}>
            {t('blog.cancel')}
          </button>
        </p>
      </form>
    </li>
  );
}
