import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { dateTime } from '../../lib/date-time.js';
import { notify } from '../../lib/notify.js';
import { dialog } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { useAnnotations } from './context.js';
import type { Annotation } from './model.js';
import { useRefusal } from './refusal.js';
import { RefusedError } from './repository.js';
import { templateName } from './template-names.js';

/** The list: newest update first, with view, edit and delete. */
export function AnnotationList() {
  const { t } = useTranslation();
  useTitle(t('annotations.title'));
  const { repo, list, allowance, reload } = useAnnotations();
  const refuse = useRefusal();
  const [deleting, setDeleting] = useState<Annotation | null>(null);
  const count = list?.length ?? 0;
  const max = allowance?.maxRecords;
  const full = typeof max === 'number' && count >= max;
  // Spec §6: a signed-in Trial account may not edit or delete (the server refuses it too).
  const blocked = allowance !== null && !allowance.editDelete;

  const answer = async (yes: boolean) => {
    const target = deleting;
    setDeleting(null);
    if (!yes || !target) return notify(t('annotations.deleteCancelled'), 'info');
    try {
      await repo.remove(target.id);
      notify(t('annotations.deleted'), 'success');
    } catch (e) {
      refuse(e);
    }
    await reload();
  };

  return (
    <section className="annotations tool">
      <h1>{t('annotations.heading')}</h1>
      <p className="lead">{t('annotations.lead')}</p>
      {repo.kind === 'demo' ? (
        <div className="banner" role="note">
          <p>{t('annotations.demoNote')}</p>
          <button type="button" className="primary small" onClick={() => (dialog.value = 'register')}>
            {t('account.register')}
          </button>
        </div>
      ) : null}
      <div className="toolbar">
        {full ? (
          <button type="button" className="primary" onClick={() => refuse(new RefusedError('limit', max))}>
            {t('annotations.create')}
          </button>
        ) : (
          <Link href="/create" className="button primary">
            {t('annotations.create')}
          </Link>
        )}
        <span className="count" data-testid="annotation-count">
          {typeof max === 'number' ? t('annotations.countOf', { n: count, max }) : t('annotations.count', { n: count })}
        </span>
      </div>
      {full ? (
        <p className="warning" role="status">
          {t('annotations.limit', { count: max })}
        </p>
      ) : null}
      {list === null ? (
        <p aria-busy="true">{t('annotations.loading')}</p>
      ) : list.length === 0 ? (
        <p className="hint">{t('annotations.empty')}</p>
      ) : (
        <ul className="records">
          {list.map((a) => (
            <li key={a.id} className="record" data-testid="annotation">
              <div className="record-head">
                <Link href={`/view/${a.id}`} className="record-title">
                  {a.title}
                </Link>
                <time dateTime={a.dateUpdate} data-testid="updated">
                  {dateTime(a.dateUpdate)}
                </time>
              </div>
              <p className="hint">{templateName(t, a.styleType, a.form)}</p>
              <p className="record-actions">
                <Link href={`/view/${a.id}`} className="button small">
                  {t('annotations.view')}
                </Link>
                {blocked ? (
                  <button type="button" className="small" onClick={() => refuse(new RefusedError('blocked'))}>
                    {t('annotations.edit')}
                  </button>
                ) : (
                  <Link href={`/edit/${a.id}`} className="button small">
                    {t('annotations.edit')}
                  </Link>
                )}
                <button
                  type="button"
                  className="small danger"
                  onClick={() => (blocked ? refuse(new RefusedError('blocked')) : setDeleting(a))}
                >
                  {t('annotations.delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('annotations.confirmTitle')}
          text={t('annotations.confirmText', { title: deleting.title })}
          confirmLabel={t('annotations.delete')}
          cancelLabel={t('annotations.cancel')}
          onAnswer={answer}
        />
      ) : null}
    </section>
  );
}
