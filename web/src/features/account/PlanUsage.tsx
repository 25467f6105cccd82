import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { type Me, paymentApi } from '../../lib/payment-api.js';
import { subscriptionsChanged } from './subscriptions-changed.js';

const COUNTED = ['bibliography', 'annotations', 'ratings', 'catalogue'] as const;

/** The effective plan and how much of each counted tool is used ("Bibliography: 3 of 8 records"). */
export function PlanUsage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [me, setMe] = useState<Me | null>(null);
  const version = subscriptionsChanged.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the subscriptions change (spec §4).
  useEffect(() => {
    void version;
    paymentApi
      .me()
      .then((a) => setMe(a.data))
      .catch(() => setMe(null));
  }, [version]);
  if (!me) return null;
  return (
    <section className="plan-usage" aria-label={t('lk.planTitle')}>
      <p>
        <strong>{t('lk.yourPlan', { plan: t(`pricing.planName.${me.plan}`) })}</strong>{' '}
        <Link href={`~/${locale}/pricing`}>{t('lk.comparePlans')}</Link>
      </p>
      <ul>
        {COUNTED.map((kind) => {
          const max = me.limits.counts[kind];
          const used = me.usage[kind] ?? 0;
          return (
            <li key={kind} data-testid={`usage-${kind}`}>
              {max === null
                ? t(`lk.usage.${kind}Unlimited`, { count: used })
                : t(`lk.usage.${kind}`, { used, count: max })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
