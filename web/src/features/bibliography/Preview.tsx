import { type Config, dispatch, toHtml } from '@referent/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { publicationOf, type RecordForm } from './record-form.js';
import { useStyleName } from './style-names.js';

/** Whether the form has enough for a reference worth showing: a title, or a person and a year. */
function hasContent(form: RecordForm): boolean {
  const title = (form.values.title ?? '').trim();
  return title !== '' || (form.people.some((p) => p.surname.trim()) && (form.values.year ?? '').trim() !== '');
}

/**
 * The live preview per style. A collapsible panel, placed after the form on narrow screens so
 * it never covers the field being typed into (WCAG 2.4.11); an empty form shows a hint, not a
 * half-formatted reference.
 */
export function Preview({ form, styles, config }: { form: RecordForm; styles: string[]; config: Config }) {
  const { t } = useTranslation();
  const styleName = useStyleName();
  const ready = hasContent(form);
  const answer = useMemo(
    () => (ready ? dispatch({ bibl: publicationOf(form, styles), standarts: styles }, config) : null),
    [ready, form, styles, config],
  );
  return (
    <details className="preview" open aria-label={t('biblio.preview')}>
      <summary>
        <h2>{t('biblio.preview')}</h2>
      </summary>
      {!answer ? (
        <p className="hint" data-testid="preview-empty">
          {t('biblio.previewEmpty')}
        </p>
      ) : answer.state === 'error' ? (
        <p className="hint">{answer.errorMessage}</p>
      ) : (
        <dl className="results" aria-live="polite">
          {styles.map((s) => (
            <div key={s} className="result">
              <dt>{styleName(s)}</dt>
              <dd>
                <span
                  className="reference"
                  data-testid={`preview-${s}`}
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: toHtml escapes every run
                  dangerouslySetInnerHTML={{ __html: toHtml(answer.rich[s] ?? []) }}
                />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </details>
  );
}
