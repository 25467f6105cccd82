import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { type AdminUser, adminApi } from './admin-api.js';

const ROLES = ['admin', 'editor', 'wip'] as const;

/** Admin → roles: grant or take back editor, admin and wip (spec §6); they apply at the user's next request. */
export function RolesAdmin() {
  const { t } = useTranslation();
  const [users, setUsers] = useState<AdminUser[]>([]);
  const load = useCallback(
    () =>
      adminApi
        .users()
        .then((a) => setUsers(a.data))
        .catch((e) => notify(serverMessage(e, t), 'error')),
    [t],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const toggle = async (u: AdminUser, role: string, on: boolean) => {
    const roles = on ? [...new Set([...u.roles, role])] : u.roles.filter((r) => r !== role);
    try {
      await adminApi.setRoles(u.id, roles);
      notify(t('admin.rolesSaved', { email: u.email }), 'success');
      await load();
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };
  return (
    <section aria-label={t('admin.roles')}>
      <h2>{t('admin.roles')}</h2>
      <div className="table-scroll">
        <table className="admin-table">
          <thead>
            <tr>
              <th scope="col">{t('admin.email')}</th>
              <th scope="col">{t('admin.plan')}</th>
              {ROLES.map((r) => (
                <th key={r} scope="col">
                  {t(`admin.role.${r}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id}>
                <td>{u.email}</td>
                <td>{t(`pricing.planName.${u.plan}`)}</td>
                {ROLES.map((r) => (
                  <td key={r}>
                    <input
                      type="checkbox"
                      aria-label={t('admin.roleFor', { role: t(`admin.role.${r}`), email: u.email })}
                      checked={u.roles.includes(r)}
                      onChange={(e) => void toggle(u, r, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
