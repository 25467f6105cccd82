import './admin.css';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { claims } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { AdminLog } from './AdminLog.js';
import { PaymentManager } from './PaymentManager.js';
import { RawCallbacks } from './RawCallbacks.js';
import { RolesAdmin } from './RolesAdmin.js';
import { SubscriptionsAdmin } from './SubscriptionsAdmin.js';

const TABS = [
  { path: '/', key: 'admin.subscriptions' },
  { path: '/RawCBCK', key: 'admin.rawcbck' },
  { path: '/PaymentManager', key: 'admin.paymentManager' },
  { path: '/roles', key: 'admin.roles' },
  { path: '/log', key: 'admin.log' },
] as const;

/** Spec §2 admin (admin only, sync): Subscriptions (default), RawCBCK, PaymentManager, and user roles. */
export default function AdminPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [location] = useLocation();
  useTitle(t('admin.title'));
  // The server refuses every admin call to others (403); this only spares them an empty page.
  if (!claims.value.roles.includes('admin')) {
    return (
      <section className="admin">
        <h1>{t('admin.title')}</h1>
        <p className="error" role="alert">
          {t('admin.forbidden')}
        </p>
      </section>
    );
  }
  return (
    <section className="admin">
      <h1>{t('admin.title')}</h1>
      <nav className="tabs" aria-label={t('admin.tabs')}>
        {TABS.map((tab) => (
          <Link key={tab.path} href={tab.path} aria-current={location === tab.path ? 'page' : undefined}>
            {t(tab.key)}
          </Link>
        ))}
      </nav>
      <Switch>
        <Route path="/RawCBCK">
          <RawCallbacks locale={locale} />
        </Route>
        <Route path="/PaymentManager">
          <PaymentManager locale={locale} />
        </Route>
        <Route path="/roles">
          <RolesAdmin />
        </Route>
        <Route path="/log">
          <AdminLog />
        </Route>
        <Route>
          <SubscriptionsAdmin locale={locale} />
        </Route>
      </Switch>
    </section>
  );
}
