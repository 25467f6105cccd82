import { MAX_SCORE, REVIEW_RECOMMENDATIONS, type ReviewRecommendation, weightedScore } from '@referent/engine';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ApiError } from '../../lib/http.js';
import { useLeaveWarning } from '../../lib/leave-warning.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useRating } from './context.js';
import { blankReview, type Criterion, inputOf, type ReviewInput } from './model.js';
import { ReferenceCheck } from './ReferenceCheck.js';
import { useRefusal } from './refusal.js';

/** Create (no id) or edit a review: the manuscript, weighted criteria, recommendation, comment, references. */
export function ReviewEditor({ id }: { id?: number }) {
  const { t } = useTranslation();
  const { locale, repo, reviews, reload } = useRating();
  const [, navigate] = useLocation();
  const refuse = useRefusal();
  const uid = useId();
  const existing = id === undefined ? undefined : reviews?.find((r) => r.id === id);
  const [form, setForm] = useState<ReviewInput | null>(() =>
    id === undefined ? blankReview() : existing ? inputOf(existing) : null,
  );
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useTitle(id === undefined ? t('rating.createTitle') : t('rating.editTitle'));
  useLeaveWarning(dirty, t('rating.leaveWarning'));
  if (form === null && existing) setForm(inputOf(existing));
  if (reviews === null && id !== undefined) return <p aria-busy="true">{t('rating.loading')}</p>;
  if (!form) return <p>{t('rating.notFound')}</p>;
  const overall = weightedScore(form.criteria);
  const totalWeight = form.criteria.reduce((n, c) => n + c.weight, 0);

  const set = (patch: Partial<ReviewInput>) => {
    setForm({ ...form, ...patch });
    setDirty(true);
  };
  const setCriterion = (i: number, patch: Partial<Criterion>) =>
    set({ criteria: form.criteria.map((c, j) => (j === i ? { ...c, ...patch } : c)) });

  const save = async () => {
    const found: Record<string, string> = {};
    if (!form.title.trim()) found.title = t('rating.errors.title');
    if (totalWeight <= 0) found.criteria = t('rating.errors.weights');
    setErrors(found);
    if (Object.keys(found).length) return notify(t('rating.fixErrors'), 'error');
    try {
      if (id === undefined) await repo.save(form);
      else await repo.update(id, form);
      setDirty(false);
      await reload();
      notify(t('rating.saved'), 'success');
      navigate(`~/${locale}/reviewerRating`);
    } catch (e) {
      if (e instanceof ApiError && e.issues.length)
        setErrors(Object.fromEntries(e.issues.map((i) => [i.field, i.message])));
      refuse(e);
    }
  };

  const text = (name: 'title' | 'authors' | 'journal') => (
    <div className={`field${errors[name] ? ' invalid' : ''}`} key={name}>
      <label htmlFor={`${uid}-${name}`}>{t(`rating.fields.${name}`)}</label>
      <input
        id={`${uid}-${name}`}
        value={form[name]}
        maxLength={1000}
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => set({ [name]: e.currentTarget.value })}
      />
      {errors[name] ? <p className="error">{errors[name]}</p> : null}
    </div>
  );

  return (
    <section className="rating tool">
      <p>
        <Link href={`~/${locale}/reviewerRating`}>{t('rating.back')}</Link>
      </p>
      <h1>{id === undefined ? t('rating.createTitle') : t('rating.editTitle')}</h1>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="fields">
          <legend>{t('rating.manuscript')}</legend>
          {text('title')}
          {text('authors')}
          {text('journal')}
        </fieldset>
        <fieldset>
          <legend>{t('rating.criteriaLegend')}</legend>
          <p className="hint">{t('rating.criteriaHint', { max: MAX_SCORE })}</p>
          {form.criteria.map((c, i) => (
            <div className="criterion" key={c.id} data-testid={`criterion-${c.id}`}>
              <h3 id={`${uid}-c-${c.id}`}>{t(`rating.criteria.${c.id}`, { defaultValue: c.id })}</h3>
              <p className="hint">{t(`rating.criteriaHints.${c.id}`, { defaultValue: '' })}</p>
              <div className="criterion-numbers">
                <div className="field">
                  <label htmlFor={`${uid}-w-${c.id}`}>{t('rating.weight')}</label>
                  <input
                    id={`${uid}-w-${c.id}`}
                    type="number"
                    min={0}
                    max={100}
                    value={c.weight}
                    aria-describedby={`${uid}-c-${c.id}`}
                    onChange={(e) =>
                      setCriterion(i, { weight: Math.max(0, Math.min(100, Number(e.currentTarget.value) || 0)) })
                    }
                  />
                </div>
                <div className="field">
                  <label htmlFor={`${uid}-s-${c.id}`}>{t('rating.score', { max: MAX_SCORE })}</label>
                  <input
                    id={`${uid}-s-${c.id}`}
                    type="number"
                    min={0}
                    max={MAX_SCORE}
                    step={1}
                    value={c.score}
                    aria-describedby={`${uid}-c-${c.id}`}
                    onChange={(e) =>
                      setCriterion(i, {
                        score: Math.max(0, Math.min(MAX_SCORE, Math.round(Number(e.currentTarget.value) || 0))),
                      })
                    }
                  />
                </div>
              </div>
              <div className="field">
                <label htmlFor={`${uid}-m-${c.id}`}>{t('rating.criterionComment')}</label>
                <textarea
                  id={`${uid}-m-${c.id}`}
                  rows={2}
                  value={c.comment}
                  aria-describedby={`${uid}-c-${c.id}`}
                  onChange={(e) => setCriterion(i, { comment: e.currentTarget.value })}
                />
              </div>
            </div>
          ))}
          {errors.criteria ? <p className="error">{errors.criteria}</p> : null}
          <p className="overall" aria-live="polite" data-testid="overall">
            {t('rating.overall')}: <strong>{overall === null ? '—' : `${overall} / ${MAX_SCORE}`}</strong>{' '}
            <span className="hint">({t('rating.totalWeight', { n: totalWeight })})</span>
          </p>
        </fieldset>
        <fieldset>
          <legend>{t('rating.recommendation')}</legend>
          <div className="choices">
            {REVIEW_RECOMMENDATIONS.map((r) => (
              <div className="check" key={r}>
                <input
                  id={`${uid}-r-${r}`}
                  type="radio"
                  name={`${uid}-recommendation`}
                  checked={form.recommendation === r}
                  onChange={() => set({ recommendation: r as ReviewRecommendation })}
                />
                <label htmlFor={`${uid}-r-${r}`}>{t(`rating.recommendations.${r}`)}</label>
              </div>
            ))}
          </div>
          <div className="field">
            <label htmlFor={`${uid}-comment`}>{t('rating.fields.comment')}</label>
            <textarea
              id={`${uid}-comment`}
              rows={5}
              value={form.comment}
              onChange={(e) => set({ comment: e.currentTarget.value })}
            />
          </div>
        </fieldset>
        <ReferenceCheck value={form.references} onChange={(references) => set({ references })} />
        <p className="actions">
          <button type="submit" className="primary">
            {t('rating.save')}
          </button>
          <Link href={`~/${locale}/reviewerRating`} className="button">
            {t('rating.cancel')}
          </Link>
        </p>
      </form>
    </section>
  );
}
