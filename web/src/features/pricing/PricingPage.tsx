import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { type Plan, type PlanKey, paymentApi } from '../../lib/payment-api.js';
import { signedIn } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';
import { LimitsTable } from './LimitsTable.js';
import { columns, LIMIT_ROWS } from './limits-table.js';

/** Spec §2 pricing (guest): the plans side by side, the §6 limits table, the signed-in user's plan marked. */
export default function PricingPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  useTitle(t('pricing.title'));
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [current, setCurrent] = useState<PlanKey | null>(null);
  const [failure, setFailure] = useState('');
  const user = signedIn.value;
  useEffect(() => {
    paymentApi
      .plans(locale)
      .then((a) => setPlans(a.data))
      .catch((e) => setFailure(serverMessage(e, t)));
  }, [locale, t]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the person signs in or out.
  useEffect(() => {
    if (!user) return setCurrent(null);
    paymentApi
      .me()
      .then((a) => setCurrent(a.data.plan))
      .catch(() => setCurrent(null));
  }, [user]);
  if (failure) return <p className="error">{failure}</p>;
  if (!plans) return <p aria-busy="true">…</p>;
  const cols = columns(plans);
  return (
    <section className="pricing">
      <h1>{t('pricing.title')}</h1>
      <p className="hint">{t('pricing.intro')}</p>
      <ul className="plans">
        {cols.map((col) => (
          <li
            key={col.PlanKey}
            className={col.PlanKey === current ? 'plan current' : 'plan'}
            aria-current={col.PlanKey === current ? 'true' : undefined}
          >
            <h2>{col.Name}</h2>
            {col.PlanKey === current ? <p className="badge">{t('pricing.currentPlan')}</p> : null}
            <p>{col.Description}</p>
            {col.PlanKey === 'trial' ? (
              <p className="price">{t('pricing.free')}</p>
            ) : (
              plans
                .filter((p) => p.PlanKey === col.PlanKey)
                .map((p) => (
                  <p key={p.Id} className="price">
                    <span>{t(`pricing.per.${p.Interval}`, { price: p.Price, currency: p.Currency })}</span>{' '}
                    <Link
                      href={`~/${locale}/pricing/payment?plan=${p.Id}`}
                      className="button primary"
                      aria-label={t('pricing.chooseLabel', {
                        name: p.Name,
                        interval: t(`pricing.interval.${p.Interval}`),
                      })}
                    >
                      {t('pricing.choose')}
                    </Link>
                  </p>
                ))
            )}
          </li>
        ))}
      </ul>
      <div className="table-scroll">
        <LimitsTable cols={cols} rows={LIMIT_ROWS} caption={t('pricing.limitsCaption')} current={current} />
      </div>
    </section>
  );
}
