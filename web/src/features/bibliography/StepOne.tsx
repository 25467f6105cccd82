import { availableStyles, SOURCE_TYPES, type SourceType } from '@referent/engine';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleName } from './style-names.js';

/**
 * Step 1 (spec §1): the styles and the source type. In the editor of a stored record it is
 * reached again to change either; `warnFor` names the typed fields a type change would drop.
 */
export function StepOne({
  styles,
  type,
  onNext,
  onBack,
  warnFor,
}: {
  styles: string[];
  type: SourceType;
  onNext: (styles: string[], type: SourceType) => void;
  onBack?: () => void;
  warnFor?: (type: SourceType, styles: string[]) => string[];
}) {
  const { t } = useTranslation();
  const id = useId();
  const styleName = useStyleName();
  const [chosen, setChosen] = useState<string[]>(styles);
  const [kind, setKind] = useState<SourceType>(type);
  const [error, setError] = useState('');
  const all = availableStyles();
  const dropped = warnFor?.(kind, chosen) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length) return setError(t('biblio.errors.styles'));
    onNext(chosen, kind);
  };
  return (
    <form onSubmit={submit} className="step" noValidate>
      <h2>{t('biblio.step1')}</h2>
      <fieldset className={`styles${error ? ' invalid' : ''}`}>
        <legend>{t('biblio.styles')}</legend>
        <div className="choices">
          {all.map((s) => (
            <div key={s} className="check">
              <input
                id={`${id}-${s}`}
                type="checkbox"
                checked={chosen.includes(s)}
                onChange={(e) => {
                  setError('');
                  setChosen(e.currentTarget.checked ? [...chosen, s] : chosen.filter((c) => c !== s));
                }}
              />
              <label htmlFor={`${id}-${s}`}>{styleName(s)}</label>
            </div>
          ))}
        </div>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('biblio.sourceType')}</legend>
        <div className="choices">
          {SOURCE_TYPES.map((s) => (
            <div key={s} className="check">
              <input
                id={`${id}-t-${s}`}
                type="radio"
                name={`${id}-type`}
                checked={kind === s}
                onChange={() => setKind(s)}
              />
              <label htmlFor={`${id}-t-${s}`}>{t(`biblio.types.${s}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {dropped.length ? (
        <p className="warning" role="status" data-testid="dropped-fields">
          {t('biblio.typeChangeWarning', { fields: dropped.map((f) => t(`biblio.fields.${f}`)).join(', ') })}
        </p>
      ) : null}
      <p className="actions">
        <button type="submit" className="primary">
          {t('biblio.next')}
        </button>
        {onBack ? (
          <button type="button" onClick={onBack}>
            {t('biblio.back')}
          </button>
        ) : null}
      </p>
    </form>
  );
}
