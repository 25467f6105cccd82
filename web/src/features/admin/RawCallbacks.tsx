import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { adminApi, type RawCallback } from './admin-api.js';

const RESULTS = [
  '',
  'accepted',
  'declined',
  'cancelled',
  'duplicate',
  'ignored',
  'forged',
  'stale',
  'malformed',
  'mismatch',
  'unknownOrder',
];

/** Admin → RawCBCK: provider callbacks exactly as received, with the verification result; filter and replay. */
export function RawCallbacks({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [result, setResult] = useState('');
  const [rows, setRows] = useState<RawCallback[]>([]);
  const load = useCallback(
    (r: string) =>
      adminApi
        .callbacks(r ? { Result: r } : {})
        .then((a) => setRows(a.data))
        .catch((e) => notify(serverMessage(e, t), 'error')),
    [t],
  );
  useEffect(() => {
    void load('');
  }, [load]);
  const filter = (e: FormEvent) => {
    e.preventDefault();
    void load(result);
  };
  const replay = async (row: RawCallback) => {
    try {
      const a = await adminApi.replay(row.Id, locale);
      notify(t('admin.replayed', { result: a.data.Result }), 'info');
      await load(result);
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };
  return (
    <section aria-label={t('admin.rawcbck')}>
      <h2>{t('admin.rawcbck')}</h2>
      <form onSubmit={filter} className="inline-form">
        <div className="field">
          <label htmlFor={`${id}-result`}>{t('admin.result')}</label>
          <select id={`${id}-result`} value={result} onChange={(e) => setResult(e.target.value)}>
            {RESULTS.map((r) => (
              <option key={r} value={r}>
                {r || t('admin.any')}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('admin.filter')}</button>
      </form>
      <ul className="callbacks">
        {rows.map((r) => (
          <li key={r.Id} data-testid="callback">
            <p>
              <strong>#{r.Id}</strong> {r.Provider} ·{' '}
              {new Date(r.ReceivedAt).toISOString().replace('T', ' ').slice(0, 19)} ·{' '}
              <span className={r.Verified ? 'ok' : 'error'}>
                {r.Verified ? t('admin.verified') : t('admin.notVerified')}
              </span>{' '}
              · <code>{r.Result}</code>
              {r.OrderId ? ` · ${r.OrderId}` : ''}
            </p>
            {r.Note ? <p className="hint">{r.Note}</p> : null}
            <details>
              <summary>{t('admin.body')}</summary>
              <pre>{r.Body}</pre>
            </details>
            <button type="button" className="small" onClick={() => void replay(r)}>
              {t('admin.replay')}
            </button>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? <p>{t('admin.nothing')}</p> : null}
    </section>
  );
}
