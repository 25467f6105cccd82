import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { type AdminLogEntry, adminApi } from './admin-api.js';

/** Admin → log: who did what to which plan, subscription, callback or user, and when. */
export function AdminLog() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<AdminLogEntry[]>([]);
  useEffect(() => {
    adminApi
      .log()
      .then((a) => setRows(a.data))
      .catch((e) => notify(serverMessage(e, t), 'error'));
  }, [t]);
  return (
    <section aria-label={t('admin.log')}>
      <h2>{t('admin.log')}</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.at')}</th>
              <th scope="col">{t('admin.who')}</th>
              <th scope="col">{t('admin.action')}</th>
              <th scope="col">{t('admin.target')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.Id}>
                <td>{r.At.replace('T', ' ').slice(0, 19)}</td>
                <td>{r.AdminEmail}</td>
                <td>
                  <code>{r.Action}</code>
                </td>
                <td>{r.Target}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? <p>{t('admin.nothing')}</p> : null}
    </section>
  );
}
