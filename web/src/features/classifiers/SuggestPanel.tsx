import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { HitLine } from './HitLine.js';
import type { ClassifierRepository, Suggestions, System } from './repository.js';

/** Suggest: a pasted title and abstract → ranked UDC, BBK and JEL classes with the words that matched. */
export function SuggestPanel({
  repo,
  onOpen,
}: {
  repo: ClassifierRepository;
  onOpen: (s: System, code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<Suggestions | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 20) {
      setError(t('classifiers.suggest.tooShort'));
      return;
    }
    setBusy(true);
    try {
      setFound(await repo.suggest(text));
      setError('');
    } catch (err) {
      setError(serverMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="cls-suggest" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classifiers.suggest.heading')}</h2>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-t`}>{t('classifiers.suggest.label')}</label>
        <textarea id={`${id}-t`} rows={5} value={text} onChange={(e) => setText(e.target.value)} maxLength={20000} />
        <p className="hint">{t('classifiers.suggest.hint')}</p>
        {error && <p className="error">{error}</p>}
        <button type="submit" disabled={busy}>
          {t('classifiers.suggest.run')}
        </button>
      </form>
      {found && (
        <div className="suggestions">
          {(Object.entries(found.results) as [System, NonNullable<Suggestions['results'][System]>][]).map(
            ([system, hits]) => (
              <div key={system}>
                <h3>{t(`classifiers.system.${system}`)}</h3>
                {hits.length === 0 ? (
                  <p className="hint">{t('classifiers.suggest.none')}</p>
                ) : (
                  <ol className="hits">
                    {hits.map((h) => (
                      <HitLine key={h.code} hit={h} onOpen={(c) => onOpen(system, c)} />
                    ))}
                  </ol>
                )}
              </div>
            ),
          )}
          {found.blocked.length > 0 && (
            <p className="banner">
              {t('classifiers.planBlocked', {
                systems: found.blocked.map((s) => t(`classifiers.system.${s}`)).join(', '),
              })}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
