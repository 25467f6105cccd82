import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import type { UiLocale } from '../../lib/locale.js';
import { goToCheckout, type Order, type Plan, paymentApi } from '../../lib/payment-api.js';
import { useTitle } from '../../lib/use-title.js';

/** Spec §2 pricing/payment (user, sync): pay for the chosen plan, play the sandbox, or follow an order. */
export default function PaymentPage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('pricing.paymentTitle'));
  const params = new URLSearchParams(useSearch());
  const order = params.get('order');
  const planId = params.get('plan');
  return (
    <section className="payment narrow">
      <h1>{t('pricing.paymentTitle')}</h1>
      {params.get('s') ? (
        <Sandbox locale={locale} fields={Object.fromEntries(params)} />
      ) : order ? (
        <OrderStatus locale={locale} orderId={order} />
      ) : planId ? (
        <Checkout locale={locale} planId={Number(planId)} />
      ) : (
        <p>
          <Link href={`~/${locale}/pricing`}>{t('pricing.backToPlans')}</Link>
        </p>
      )}
    </section>
  );
}

/** The chosen plan and one button per enabled provider. */
function Checkout({ locale, planId }: { locale: UiLocale; planId: number }) {
  const { t } = useTranslation();
  const [plan, setPlan] = useState<Plan | null | undefined>(undefined);
  const [providers, setProviders] = useState<string[]>([]);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    paymentApi
      .plans(locale)
      .then((a) => {
        setPlan(a.data.find((p) => p.Id === planId && p.PlanKey !== 'trial') ?? null);
        setProviders(a.providers);
      })
      .catch((e) => setFailure(serverMessage(e, t)));
  }, [locale, planId, t]);
  const pay = async (provider: string) => {
    setBusy(true);
    setFailure('');
    try {
      const answer = await paymentApi.pay(planId, provider, locale);
      goToCheckout(answer.data.checkout);
    } catch (e) {
      setFailure(serverMessage(e, t));
      setBusy(false);
    }
  };
  if (plan === undefined && !failure) return <p aria-busy="true">…</p>;
  if (!plan) {
    return (
      <>
        <p className="error" role="alert">
          {failure || t('pricing.noSuchPlan')}
        </p>
        <Link href={`~/${locale}/pricing`}>{t('pricing.backToPlans')}</Link>
      </>
    );
  }
  return (
    <>
      <p className="summary">
        {t('pricing.youChose', {
          name: plan.Name,
          interval: t(`pricing.interval.${plan.Interval}`),
          price: plan.Price,
          currency: plan.Currency,
        })}
      </p>
      {providers.length === 0 ? <p className="warning">{t('pricing.noProviders')}</p> : null}
      <p className="actions">
        {providers.map((p) => (
          <button key={p} type="button" className="primary" disabled={busy} onClick={() => void pay(p)}>
            {t(`pricing.payWith.${p}`)}
          </button>
        ))}
      </p>
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
      <p>
        <Link href={`~/${locale}/pricing`}>{t('pricing.backToPlans')}</Link>
      </p>
    </>
  );
}

/** The sandbox provider's checkout (spec status 3): nothing is charged; the choice is posted as its signed callback. */
function Sandbox({ locale, fields }: { locale: UiLocale; fields: Record<string, string> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [failure, setFailure] = useState('');
  const answer = async (result: 'paid' | 'declined') => {
    try {
      const { o, a, c, t: time, s } = fields;
      await paymentApi.sandbox({ o: o ?? '', a: a ?? '', c: c ?? '', t: time ?? '', s: s ?? '' }, result);
      navigate(`~/${locale}/pricing/payment?order=${encodeURIComponent(fields.o ?? '')}`, { replace: true });
    } catch (e) {
      setFailure(serverMessage(e, t));
    }
  };
  return (
    <section className="sandbox" aria-label={t('pricing.sandboxTitle')}>
      <h2>{t('pricing.sandboxTitle')}</h2>
      <p>{t('pricing.sandboxHint', { amount: (Number(fields.a) / 100).toFixed(2), currency: fields.c })}</p>
      <p className="actions">
        <button type="button" className="primary" onClick={() => void answer('paid')}>
          {t('pricing.sandboxPay')}
        </button>
        <button type="button" onClick={() => void answer('declined')}>
          {t('pricing.sandboxDecline')}
        </button>
      </p>
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}

/** After the provider: the order's state, asked again while it waits for the provider's callback. */
function OrderStatus({ locale, orderId }: { locale: UiLocale; orderId: string }) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<Order | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    let stop = false;
    let tries = 0;
    const ask = async () => {
      try {
        const a = await paymentApi.order(orderId);
        if (stop) return;
        setOrder(a.data);
        // The callback may come after the buyer: ask again for up to a minute.
        if (a.data.Status === 'pending' && ++tries < 30) setTimeout(() => void ask(), 2000);
      } catch (e) {
        if (!stop) setFailure(serverMessage(e, t));
      }
    };
    void ask();
    return () => {
      stop = true;
    };
  }, [orderId, t]);
  if (failure) return <p className="error">{failure}</p>;
  if (!order) return <p aria-busy="true">…</p>;
  return (
    <div role="status">
      <p className={order.Status === 'paid' ? 'success' : order.Status === 'pending' ? '' : 'warning'}>
        {t(`pricing.order.${order.Status}`, { plan: t(`pricing.planName.${order.Plan}`) })}
      </p>
      <p className="actions">
        <Link href={`~/${locale}/lk`} className="button primary">
          {t('pricing.toLk')}
        </Link>
        <Link href={`~/${locale}/pricing`}>{t('pricing.backToPlans')}</Link>
      </p>
    </div>
  );
}
