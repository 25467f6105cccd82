import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { allowed } from '../../lib/permissions.js';
import { claims } from '../../lib/session.js';
import { blogApi, notifyError, type Story } from './api.js';
import { changedFromStory } from './changes.js';

/** Spec §4: the menu closes this long after the pointer leaves, unless it comes back. */
export const CLOSE_DELAY_MS = 450;

/**
 * The story controls menu (spec §4, §6): admins show/hide, edit and delete; editors see the
 * visibility and may edit; others see nothing. Opens on hover, and on click or keyboard
 * (the button toggles it; Escape closes it and returns focus).
 */
export function StoryControls({
  story,
  locale,
  onChange,
  onDeleted,
}: {
  story: Story;
  locale: string;
  onChange: (s: Story) => void;
  onDeleted: () => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  // A pointer reaching the button opens the menu by hover first: its click must not close it again.
  const byHover = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);
  const admin = allowed('admin', claims.value, false);
  if (!allowed('editor', claims.value, false)) return null;
  const enter = () => {
    clearTimeout(timer.current);
    if (!open) byHover.current = true;
    setOpen(true);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      byHover.current = false;
      setOpen(false);
    }, CLOSE_DELAY_MS);
  };
  const toggle = async () => {
    try {
      onChange(await blogApi.setVisible(story.id, !story.visible));
      changedFromStory();
    } catch (e) {
      notifyError(e);
    }
  };
  const remove = async (yes: boolean) => {
    setConfirming(false);
    if (!yes) return;
    try {
      await blogApi.remove(story.id);
      onDeleted();
      changedFromStory();
    } catch (e) {
      notifyError(e);
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only widens what the button already opens.
    <div className="story-controls" onMouseEnter={enter} onMouseLeave={leave}>
      <span className={story.visible ? 'story-state' : 'story-state hidden-story'}>
        {story.visible ? t('blog.visible') : t('blog.hidden')}
      </span>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => {
          const opened = byHover.current;
          byHover.current = false;
          setOpen((o) => opened || !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setOpen(false);
        }}
      >
        {t('blog.controls')}
      </button>
      {open && (
        // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the menu closes it.
        <div
          className="story-controls-menu"
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              setOpen(false);
              button.current?.focus();
            }
          }}
        >
          {admin && (
            <button type="button" onClick={toggle}>
              {story.visible ? t('blog.hide') : t('blog.show')}
            </button>
          )}
          <Link href={`~/${locale}/blog/story/${story.hrefKey}/edit`}>{t('blog.edit')}</Link>
          {admin && (
            <button type="button" className="danger" onClick={() => setConfirming(true)}>
              {t('blog.delete')}
            </button>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('blog.confirmDeletion')}
          text={story.title}
          confirmLabel={t('blog.delete')}
          cancelLabel={t('blog.cancel')}
          onAnswer={remove}
        />
      )}
    </div>
  );
}
