import './pricing.css';
import { Route, Switch } from 'wouter';
import { Guard } from '../../components/Guard.js';
import type { UiLocale } from '../../lib/locale.js';
import PaymentPage from './PaymentPage.js';
import PricingPage from './PricingPage.js';

/** Spec §2: pricing is open to guests; its child route payment needs an account (sync). */
export default function PricingRoutes({ locale }: { locale: UiLocale }) {
  return (
    <Switch>
      <Route path="/payment">
        <Guard locale={locale} sync demo={false}>
          <PaymentPage locale={locale} />
        </Guard>
      </Route>
      <Route>
        <PricingPage locale={locale} />
      </Route>
    </Switch>
  );
}
