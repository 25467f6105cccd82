import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { dismiss, notes } from '../lib/notify.js';

/** At most this many at once, newest last, so they never cover the page. */
const MAX_SHOWN = 3;

/** Spec §8/§9: success and error notifications, each shown 4.5 s. */
export function Notifications() {
  useSignals();
  const { t } = useTranslation();
  return (
    <div className="notifications" aria-live="polite">
      {notes.value.slice(-MAX_SHOWN).map((n) => (
        <div key={n.id} className={`note note-${n.kind}`} role={n.kind === 'error' ? 'alert' : 'status'}>
          <span>{n.text}</span>
          <button type="button" onClick={() => dismiss(n.id)} aria-label={t('shell.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
