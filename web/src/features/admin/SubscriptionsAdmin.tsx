import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { Field } from '../../components/Field.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { type AdminSubscription, adminApi } from './admin-api.js';
import { fieldErrors } from './issues.js';

/** Admin → Subscriptions (default): users' subscriptions, search by e-mail, grant, extend and cancel. */
export function SubscriptionsAdmin({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [query, setQuery] = useState('');
  const [rows, setRows] = useState<AdminSubscription[]>([]);
  const [grant, setGrant] = useState({ Email: '', PlanKey: 'start', Days: '30' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallback(
    (email: string) =>
      adminApi
        .subscriptions(email)
        .then((a) => setRows(a.data))
        .catch((e) => notify(serverMessage(e, t), 'error')),
    [t],
  );
  useEffect(() => {
    void load('');
  }, [load]);
  const act = async (work: Promise<unknown>, done: string) => {
    try {
      await work;
      notify(t(done), 'success');
      await load(query);
    } catch (e) {
      setErrors(fieldErrors(e, t));
      notify(serverMessage(e, t), 'error');
    }
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    void load(query);
  };
  const give = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    void act(adminApi.grant({ ...grant, lang: locale }), 'admin.granted');
  };
  return (
    <section aria-label={t('admin.subscriptions')}>
      <h2>{t('admin.subscriptions')}</h2>
      <form onSubmit={search} className="inline-form" aria-label={t('admin.searchEmail')}>
        <Field id={`${id}-q`} label={t('admin.searchEmail')} value={query} onChange={(e) => setQuery(e.target.value)} />
        <button type="submit">{t('admin.search')}</button>
      </form>
      <form onSubmit={give} className="inline-form" aria-label={t('admin.grant')}>
        <h3>{t('admin.grant')}</h3>
        <Field
          id={`${id}-email`}
          label={t('admin.email')}
          type="email"
          value={grant.Email}
          error={errors.Email}
          onChange={(e) => setGrant({ ...grant, Email: e.target.value })}
        />
        <div className="field">
          <label htmlFor={`${id}-plan`}>{t('admin.plan')}</label>
          <select
            id={`${id}-plan`}
            value={grant.PlanKey}
            onChange={(e) => setGrant({ ...grant, PlanKey: e.target.value })}
          >
            <option value="start">{t('pricing.planName.start')}</option>
            <option value="base">{t('pricing.planName.base')}</option>
          </select>
        </div>
        <Field
          id={`${id}-days`}
          label={t('admin.days')}
          inputMode="numeric"
          value={grant.Days}
          error={errors.Days}
          onChange={(e) => setGrant({ ...grant, Days: e.target.value })}
        />
        <button type="submit" className="primary">
          {t('admin.grantButton')}
        </button>
      </form>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.email')}</th>
              <th scope="col">{t('admin.plan')}</th>
              <th scope="col">{t('admin.status')}</th>
              <th scope="col">{t('admin.end')}</th>
              <th scope="col">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.Id}>
                <td>{r.Email}</td>
                <td>{t(`pricing.planName.${r.Plan}`)}</td>
                <td>
                  {t(`lk.status.${r.Status}`, { defaultValue: String(r.Status) })}
                  {r.Active ? ` · ${t('admin.activeNow')}` : ''}
                </td>
                <td>{r.End ? r.End.slice(0, 10) : '—'}</td>
                <td>
                  <div className="row-actions">
                    <button
                      type="button"
                      className="small"
                      onClick={() => void act(adminApi.extend(r.Id, '30', locale), 'admin.extended')}
                    >
                      {t('admin.extend30')}
                    </button>
                    <button
                      type="button"
                      className="small danger"
                      onClick={() => void act(adminApi.cancel(r.Id, locale), 'admin.cancelled')}
                    >
                      {t('admin.cancel')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>{t('admin.nothing')}</p> : null}
    </section>
  );
}
