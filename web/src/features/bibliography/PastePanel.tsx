import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { type Candidate, fromParsed } from './candidates.js';
import { useBiblio } from './context.js';
import { useRefusal } from './ListView.js';
import { LimitError } from './repository.js';

/** The pasted-citation panel (spec §1: a pasted citation is parsed to fill the fields). */
export function PastePanel({ onParsed }: { onParsed: (candidate: Candidate) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { allowance, repo } = useBiblio();
  const refuse = useRefusal();
  const [text, setText] = useState('');
  const parse = async () => {
    if (allowance && !allowance.parser) return refuse(new LimitError('unavailable'));
    if (!text.trim()) return;
    try {
      // The whole paste is one citation here: its line breaks are wrapping, not entries.
      const [entry] = await repo.parseList(text.replace(/\s*\n\s*/g, ' '));
      if (!entry || entry.recognised === false) {
        notify(t('biblio.notRecognised'), 'error');
        return;
      }
      onParsed(fromParsed(entry));
      notify(t('biblio.parsed'), 'success');
    } catch (e) {
      refuse(e);
    }
  };
  return (
    <details className="panel">
      <summary>{t('biblio.paste')}</summary>
      <div className="field">
        <label htmlFor={`${id}-paste`}>{t('biblio.pasteLabel')}</label>
        <textarea id={`${id}-paste`} rows={3} value={text} onChange={(e) => setText(e.currentTarget.value)} />
      </div>
      <button type="button" onClick={parse}>
        {t('biblio.parse')}
      </button>
    </details>
  );
}
