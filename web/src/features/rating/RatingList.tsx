import { exportFileName } from '@referent/docx';
import { MAX_SCORE } from '@referent/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { dateTime } from '../../lib/date-time.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useRating } from './context.js';
import { inputOf, type Review } from './model.js';
import { useRefusal } from './refusal.js';
import { RefusedError } from './repository.js';
import { reviewDocument } from './review-document.js';

/** My reviews with their overall score and recommendation; edit, delete, download. */
export function RatingList() {
  const { t } = useTranslation();
  useTitle(t('rating.title'));
  const { repo, reviews, allowance, reload } = useRating();
  const refuse = useRefusal();
  const [deleting, setDeleting] = useState<Review | null>(null);
  const count = reviews?.length ?? 0;
  const max = allowance?.maxRecords;
  const full = typeof max === 'number' && count >= max;
  const blocked = allowance !== null && !allowance.editDelete;

  const answer = async (yes: boolean) => {
    const target = deleting;
    setDeleting(null);
    if (!yes || !target) return notify(t('rating.deleteCancelled'), 'info');
    try {
      await repo.remove(target.id);
      notify(t('rating.deleted'), 'success');
    } catch (e) {
      refuse(e);
    }
    await reload();
  };
  const download = async (r: Review) => {
    if (allowance && !allowance.wordExport) return refuse(new RefusedError('blocked'));
    const { downloadDocx } = await import('../../lib/download-docx.js');
    await downloadDocx(reviewDocument(t, inputOf(r)), r.title, exportFileName(`review ${r.title}`));
  };

  return (
    <section className="rating tool">
      <h1>{t('rating.heading')}</h1>
      <p className="lead">{t('rating.lead')}</p>
      <div className="toolbar">
        {full ? (
          <button type="button" className="primary" onClick={() => refuse(new RefusedError('limit', max))}>
            {t('rating.create')}
          </button>
        ) : (
          <Link href="/create" className="button primary">
            {t('rating.create')}
          </Link>
        )}
        <span className="count" data-testid="review-count">
          {typeof max === 'number' ? t('rating.countOf', { n: count, max }) : t('rating.count', { n: count })}
        </span>
      </div>
      {full ? (
        <p className="warning" role="status">
          {t('rating.limit', { count: max })}
        </p>
      ) : null}
      {reviews === null ? (
        <p aria-busy="true">{t('rating.loading')}</p>
      ) : reviews.length === 0 ? (
        <p className="hint">{t('rating.empty')}</p>
      ) : (
        <ul className="records">
          {reviews.map((r) => (
            <li key={r.id} className="record" data-testid="review">
              <div className="record-head">
                <span className="record-title">{r.title}</span>
                <time dateTime={r.dateCreate}>{dateTime(r.dateCreate)}</time>
              </div>
              <p className="hint" data-testid="review-summary">
                {t('rating.overall')}: {r.overall ?? '—'} / {MAX_SCORE} ·{' '}
                {r.recommendation ? t(`rating.recommendations.${r.recommendation}`) : t('rating.noRecommendation')}
              </p>
              <p className="record-actions">
                {blocked ? (
                  <button type="button" className="small" onClick={() => refuse(new RefusedError('blocked'))}>
                    {t('rating.edit')}
                  </button>
                ) : (
                  <Link href={`/edit/${r.id}`} className="button small">
                    {t('rating.edit')}
                  </Link>
                )}
                <button type="button" className="small" onClick={() => download(r)}>
                  {t('rating.exportDocx')}
                </button>
                <button
                  type="button"
                  className="small danger"
                  onClick={() => (blocked ? refuse(new RefusedError('blocked')) : setDeleting(r))}
                >
                  {t('rating.delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      {deleting ? (
        <ConfirmDialog
          title={t('rating.confirmTitle')}
          text={t('rating.confirmText', { title: deleting.title })}
          confirmLabel={t('rating.delete')}
          cancelLabel={t('rating.cancel')}
          onAnswer={answer}
        />
      ) : null}
    </section>
  );
}
