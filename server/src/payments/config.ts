import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';
import { stripeProvider } from './stripe.js';
import { wayForPayProvider } from './wayforpay.js';

/** What the payment routes need: the enabled providers and the public address for callbacks. */
export interface PaymentsConfig {
  providers: PaymentProvider[];
  /** https://example.org — callback and return URLs; taken from the request when omitted. */
  publicUrl?: string;
}

const need = (env: NodeJS.ProcessEnv, name: string): string => {
  const value = env[name];
  if (!value) throw new Error(`PAYMENT_PROVIDERS needs ${name} in the environment`);
  return value;
};

/**
 * Providers from the environment: PAYMENT_PROVIDERS lists them (sandbox, stripe, wayforpay);
 * each reads its own secrets (docs/payments.md). Secrets are passed to the adapters only,
 * never logged; a missing one stops the server at start rather than at the first payment.
 */
export function paymentsFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentsConfig {
  const ids = (env.PAYMENT_PROVIDERS ?? '')
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  const providers: PaymentProvider[] = [];
  for (const id of ids) {
    if (id === 'sandbox') {
      providers.push(sandboxProvider(env.SANDBOX_SECRET ? { secret: env.SANDBOX_SECRET } : {}));
    } else if (id === 'stripe') {
      providers.push(
        stripeProvider({
          secretKey: need(env, 'STRIPE_SECRET_KEY'),
          webhookSecret: need(env, 'STRIPE_WEBHOOK_SECRET'),
          ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}),
        }),
      );
    } else if (id === 'wayforpay') {
      providers.push(
        wayForPayProvider({
          merchantAccount: need(env, 'WAYFORPAY_MERCHANT_ACCOUNT'),
          merchantDomainName: need(env, 'WAYFORPAY_MERCHANT_DOMAIN'),
          secretKey: need(env, 'WAYFORPAY_SECRET_KEY'),
          merchantPassword: need(env, 'WAYFORPAY_MERCHANT_PASSWORD'),
          ...(env.WAYFORPAY_PAY_URL ? { payUrl: env.WAYFORPAY_PAY_URL } : {}),
          ...(env.WAYFORPAY_API_URL ? { apiUrl: env.WAYFORPAY_API_URL } : {}),
        }),
      );
    } else {
      throw new Error(`PAYMENT_PROVIDERS: unknown provider "${id}" (sandbox, stripe, wayforpay)`);
    }
  }
  return { providers, ...(env.PUBLIC_URL ? { publicUrl: env.PUBLIC_URL.replace(/\/$/, '') } : {}) };
}
