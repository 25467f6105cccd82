import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { Filters, JournalRepository, Match } from './repository.js';

/** "Find a journal for my paper": journals ranked by the words they share with a title and abstract. */
export function MatchPanel({
  repo,
  filters,
  onOpen,
}: {
  repo: JournalRepository;
  filters: Filters;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [found, setFound] = useState<Match[] | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (text.trim().length < 20) {
      setError(t('journals.match.tooShort'));
      return;
    }
    setBusy(true);
    try {
      setFound(await repo.match(text, filters));
      setError('');
    } catch (err) {
      setError(serverMessage(err, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="journal-match" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('journals.match.heading')}</h2>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-t`}>{t('journals.match.label')}</label>
        <textarea id={`${id}-t`} rows={5} value={text} onChange={(e) => setText(e.target.value)} maxLength={20000} />
        <p className="hint">{t('journals.match.hint')}</p>
        {error && <p className="error">{error}</p>}
        <button type="submit" disabled={busy} aria-busy={busy}>
          {t('journals.match.run')}
        </button>
      </form>
      {found &&
        (found.length === 0 ? (
          <p>{t('journals.match.none')}</p>
        ) : (
          <ol className="matches">
            {found.map((m) => (
              <li key={m.journal.id}>
                <button type="button" className="link" onClick={() => onOpen(m.journal.id)}>
                  {m.journal.title}
                </button>{' '}
                <span className="hint">
                  {m.journal.country?.name} · SJR {m.journal.sjr ?? '—'}
                  {m.journal.bestQuartile ? ` · Q${m.journal.bestQuartile}` : ''}
                </span>
                <span className="terms">
                  {t('journals.match.terms')}: {m.terms.join(', ')}
                </span>
              </li>
            ))}
          </ol>
        ))}
    </section>
  );
}
