import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import { type Plan, paymentApi, type Subscription } from '../../lib/payment-api.js';
import { subscriptionsChanged } from './subscriptions-changed.js';

/** Spec §2 Lk → Subscriptions: active ones, the plans available to buy, and all of them, with unsubscribe. */
export function SubscriptionsTab({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [subs, setSubs] = useState<Subscription[] | null>(null);
  const [buttons, setButtons] = useState<Plan[]>([]);
  const [failure, setFailure] = useState('');
  const version = subscriptionsChanged.value;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads after unsubscribing (spec §4).
  useEffect(() => {
    void version;
    Promise.all([paymentApi.mine(), paymentApi.buttons(locale)])
      .then(([mine, available]) => {
        setSubs(mine.data);
        setButtons(available.data);
      })
      .catch((e) => setFailure(serverMessage(e, t)));
  }, [locale, t, version]);
  const unsubscribe = async (orderId: string) => {
    try {
      await paymentApi.unsubscribe(orderId, locale);
      notify(t('lk.unsubscribed'), 'success');
      subscriptionsChanged.value++;
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };
  if (failure) return <p className="error">{failure}</p>;
  if (!subs) return <p aria-busy="true">…</p>;
  const active = subs.filter((s) => s.Active);
  return (
    <section aria-label={t('lk.subscriptions')}>
      <h2>{t('lk.subscriptions')}</h2>
      <h3>{t('lk.activeSubs')}</h3>
      {active.length ? <SubList subs={active} onUnsubscribe={unsubscribe} /> : <p>{t('lk.noActive')}</p>}
      <h3>{t('lk.availableSubs')}</h3>
      {buttons.length ? (
        <ul className="sub-buttons">
          {buttons.map((p) => (
            <li key={p.Id}>
              <Link href={`~/${locale}/pricing/payment?plan=${p.Id}`} className="button">
                {t('lk.buy', {
                  name: p.Name,
                  price: t(`pricing.per.${p.Interval}`, { price: p.Price, currency: p.Currency }),
                })}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="hint">{t('lk.noneAvailable')}</p>
      )}
      <h3>{t('lk.allSubs')}</h3>
      {subs.length ? <SubList subs={subs} onUnsubscribe={unsubscribe} /> : <p>{t('lk.noSubs')}</p>}
    </section>
  );
}

function SubList({ subs, onUnsubscribe }: { subs: Subscription[]; onUnsubscribe: (orderId: string) => Promise<void> }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === 'ua' ? 'uk' : i18n.language);
  return (
    <ul className="subs">
      {subs.map((s) => (
        <li key={s.Id}>
          <strong>{t(`pricing.planName.${s.Plan}`)}</strong> ·{' '}
          {t(`lk.status.${s.Status}`, { defaultValue: String(s.Status) })}
          {s.End ? ` · ${t(s.Active ? 'lk.until' : 'lk.ended', { date: date(s.End) })}` : ''}
          {s.Amount ? ` · ${s.Amount} ${s.Currency}` : ''}
          {s.OrderId && s.Status !== 14 ? (
            <>
              {' '}
              <button type="button" className="small" onClick={() => void onUnsubscribe(s.OrderId as string)}>
                {t('lk.unsubscribe')}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
