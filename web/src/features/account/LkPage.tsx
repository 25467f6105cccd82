import './lk.css';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { claims } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { ChangePassword, DeleteData, ExportData } from './account-forms.js';
import { GoogleLink } from './GoogleLink.js';
import { PlanUsage } from './PlanUsage.js';
import { SubscriptionsTab } from './SubscriptionsTab.js';

const TABS = [
  { path: '/', key: 'lk.subscriptions' },
  { path: '/manage', key: 'lk.manage' },
  { path: '/data', key: 'lk.data' },
] as const;

/** The personal area (spec §2 Lk, user only, sync): the plan and its use, then Subscriptions (default), Manage and Data. */
export default function LkPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [location] = useLocation();
  useTitle(t('lk.title'));
  return (
    <section className="lk">
      <h1>{t('lk.title')}</h1>
      <p>{t('lk.signedInAs', { name: claims.value.user_name })}</p>
      {claims.value.roles.includes('admin') ? (
        <p>
          <Link href={`~/${locale}/admin`}>{t('admin.title')}</Link>
        </p>
      ) : null}
      <PlanUsage locale={locale} />
      <nav className="tabs" aria-label={t('lk.tabs')}>
        {TABS.map((tab) => (
          <Link key={tab.path} href={tab.path} aria-current={location === tab.path ? 'page' : undefined}>
            {t(tab.key)}
          </Link>
        ))}
      </nav>
      <Switch>
        <Route path="/manage">
          <section className="narrow" aria-label={t('lk.manage')}>
            <h2>{t('lk.manage')}</h2>
            <ChangePassword locale={locale} />
            <GoogleLink locale={locale} />
            <h3>{t('lk.deleteTitle')}</h3>
            <p className="hint">
              {t('lk.deleteWhere')} <Link href="/data">{t('lk.data')}</Link>
            </p>
          </section>
        </Route>
        <Route path="/data">
          <section className="narrow" aria-label={t('lk.data')}>
            <h2>{t('lk.data')}</h2>
            <ExportData />
            <DeleteData locale={locale} />
          </section>
        </Route>
        <Route>
          <SubscriptionsTab locale={locale} />
        </Route>
      </Switch>
    </section>
  );
}
