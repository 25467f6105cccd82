import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckedReference, checkReferences } from './reference-check.js';
import { flagText } from './review-document.js';

/** The manuscript's reference list, pasted, and its check through the engine's parser and rules. */
export function ReferenceCheck({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [checked, setChecked] = useState<CheckedReference[] | null>(null);
  const flagged = checked?.filter((c) => c.flags.length).length ?? 0;
  return (
    <fieldset>
      <legend>{t('rating.check.heading')}</legend>
      <div className="field">
        <label htmlFor={`${id}-refs`}>{t('rating.check.paste')}</label>
        <textarea
          id={`${id}-refs`}
          rows={6}
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
            setChecked(null);
          }}
        />
      </div>
      <button type="button" onClick={() => setChecked(checkReferences(value))}>
        {t('rating.check.run')}
      </button>
      {checked ? (
        <div aria-live="polite" data-testid="reference-check">
          <p>{t('rating.check.summary', { count: checked.length, flagged })}</p>
          <ol className="checked">
            {checked.map((c) => (
              <li key={c.n} className={c.flags.length ? 'flagged' : 'clean'}>
                <span className="ref-text">{c.text}</span>
                <span className={c.flags.length ? 'error' : 'hint'}>
                  {' — '}
                  {c.flags.length ? c.flags.map((f) => flagText(t, f)).join('; ') : t('rating.check.ok')}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </fieldset>
  );
}
