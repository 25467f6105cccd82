import { useSignals } from '@preact/signals-react/runtime';
import { dispatch, toHtml } from '@referent/engine';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { notify } from '../../lib/notify.js';
import { type Candidate, normalised, overallConfidence, problemsOf, uncertainFields } from './candidates.js';
import { loadConfig } from './config.js';
import { useBiblio } from './context.js';
import { useRefusal } from './ListView.js';
import { LimitError } from './repository.js';
import { draft, dropFromReview, kept, reviewing } from './review-store.js';
import { useStyleName } from './style-names.js';

/** Where the engine names a problem (a Publication path) → the form's label key. */
const LABEL_OF_PATH: Record<string, string> = {
  'title.publicationTitle': 'title',
  'outputData.year': 'year',
  'physical.pages': 'pages',
  'accessData.link': 'link',
  'outputData.publisher': 'publisher',
  'outputData.editionPlace': 'editionPlace',
  'series.series': 'journal',
};

function CandidateItem({ c, styles }: { c: Candidate; styles: string[] }) {
  useSignals();
  const { t } = useTranslation();
  const id = useId();
  const styleName = useStyleName();
  const [, navigate] = useLocation();
  const style = styles[0] ?? 'apa7';
  const config = useMemo(loadConfig, []);
  const html = useMemo(() => {
    const answer = dispatch({ bibl: normalised(c.publication), standarts: [style] }, config);
    return answer.state === 'success' ? toHtml(answer.rich[style] ?? []) : '';
  }, [c, style, config]);
  const problems = problemsOf(c, styles);
  const unsure = uncertainFields(c);
  const confidence = overallConfidence(c);
  const checked = kept.value.has(c.key);
  return (
    <li className="candidate" data-testid="candidate">
      <div className="record-head">
        <input
          id={`${id}-keep`}
          type="checkbox"
          checked={checked}
          disabled={problems.length > 0}
          onChange={() => {
            const next = new Set(kept.value);
            if (checked) next.delete(c.key);
            else next.add(c.key);
            kept.value = next;
          }}
        />
        <label htmlFor={`${id}-keep`} className="record-title">
          {String((c.publication.title as { publicationTitle?: unknown } | undefined)?.publicationTitle ?? '') ||
            t('biblio.untitled')}
        </label>
        <span className="tag">{t(`biblio.quick.origin.${c.origin}`)}</span>
        {confidence !== null ? (
          <span className={`tag${confidence < 70 ? ' unsure' : ''}`} data-testid="confidence">
            {t('biblio.quick.confidence', { n: confidence })}
          </span>
        ) : null}
      </div>
      <p className="source-text">{c.input}</p>
      {html ? (
        <p className="reference" title={styleName(style)}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: toHtml escapes every run */}
          <span dangerouslySetInnerHTML={{ __html: html }} />
        </p>
      ) : null}
      {unsure.length ? (
        <p className="warning" data-testid="uncertain">
          {t('biblio.quick.uncertain', { fields: unsure.map((f) => t(`biblio.parsedField.${f}`)).join(', ') })}
        </p>
      ) : null}
      {problems.length ? (
        <p className="error">
          {t('biblio.quick.problems', {
            fields: [...new Set(problems.map((p) => t(`biblio.fields.${LABEL_OF_PATH[p.field] ?? 'title'}`)))].join(
              ', ',
            ),
          })}
        </p>
      ) : null}
      <p className="record-actions">
        <button
          type="button"
          className="small"
          onClick={() => {
            draft.value = c;
            dropFromReview([c.key]);
            navigate('/create');
          }}
        >
          {t('biblio.quick.edit')}
        </button>
        <button type="button" className="small" onClick={() => dropFromReview([c.key])}>
          {t('biblio.quick.discard')}
        </button>
      </p>
    </li>
  );
}

/** The records found, each with its confidence, saved in one step within the plan's limit. */
export function ReviewList() {
  useSignals();
  const { t } = useTranslation();
  const { repo, records, allowance, reload } = useBiblio();
  const refuse = useRefusal();
  const [saving, setSaving] = useState(false);
  const candidates = reviewing.value;
  const styles = useMemo(() => [...loadConfig().standarts], []);
  if (!candidates.length) return null;
  const chosen = candidates.filter((c) => kept.value.has(c.key));

  const saveAll = async () => {
    const max = allowance?.maxRecords;
    const room = typeof max === 'number' ? max - (records?.length ?? 0) : Number.POSITIVE_INFINITY;
    if (chosen.length > room) return refuse(new LimitError('limit', max ?? 0));
    setSaving(true);
    const done: string[] = [];
    try {
      for (const c of chosen) {
        await repo.save({ bibl: normalised(c.publication), standarts: styles, config: loadConfig() });
        done.push(c.key);
      }
      notify(t('biblio.quick.saved', { count: done.length }), 'success');
    } catch (err) {
      refuse(err);
    } finally {
      dropFromReview(done);
      setSaving(false);
      await reload();
    }
  };

  return (
    <section className="review" aria-labelledby="review-heading">
      <h2 id="review-heading">{t('biblio.quick.review', { count: candidates.length })}</h2>
      <ul className="records">
        {candidates.map((c) => (
          <CandidateItem key={c.key} c={c} styles={styles} />
        ))}
      </ul>
      <p className="actions">
        <button type="button" className="primary" disabled={saving || !chosen.length} onClick={saveAll}>
          {t('biblio.quick.saveChecked', { count: chosen.length })}
        </button>
        <button type="button" onClick={() => dropFromReview(candidates.map((c) => c.key))}>
          {t('biblio.quick.discardAll')}
        </button>
      </p>
    </section>
  );
}
