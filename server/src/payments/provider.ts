/** The payment providers the server can talk to; each one is an adapter behind `PaymentProvider`. */
export const PROVIDER_IDS = ['sandbox', 'stripe', 'wayforpay'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** What an order asks a provider to charge (amounts in minor units: cents, kopiykas). */
export interface CheckoutOrder {
  orderId: string;
  userEmail: string;
  planKey: string;
  planName: string;
  interval: 'monthly' | 'yearly';
  amountMinor: number;
  currency: string;
  createdAt: Date;
  /** The buyer's interface language (en, ru, ua), for the provider's pages. */
  locale: string;
  /** Where the provider sends the buyer back after paying or giving up. */
  returnUrl: string;
  /** Where the provider posts its server-to-server callback. */
  callbackUrl: string;
}

/** How the browser reaches the provider: a redirect, or an auto-submitted form (WayForPay). */
export type Checkout =
  | { kind: 'redirect'; url: string; providerRef?: string }
  | { kind: 'form'; action: string; fields: Record<string, string | string[]> };

/** A callback as it arrived: the raw bytes (signatures are over them) and its headers. */
export interface RawCallback {
  body: string;
  headers: Record<string, string>;
  /** When it was received: signatures carry a time, and a replay is judged against this. */
  receivedAt: Date;
}

/** What a verified callback says happened to an order. */
export interface PaymentEvent {
  orderId: string;
  outcome: 'paid' | 'declined' | 'cancelled' | 'ignored';
  amountMinor?: number;
  currency?: string;
  /** The provider's id of the recurring agreement, for a later cancel. */
  providerRef?: string;
}

export type Verification =
  | { ok: true; event: PaymentEvent }
  | { ok: false; result: 'forged' | 'stale' | 'malformed'; note: string };

export interface PaymentProvider {
  id: ProviderId;
  /** The spec §4 status a paid order's subscription gets: 4 active, or 3 for the sandbox. */
  paidStatus: number;
  createCheckout(order: CheckoutOrder): Promise<Checkout>;
  /** Checks the signature and the age of a callback and reads it; never throws on bad input. */
  verifyCallback(raw: RawCallback): Promise<Verification>;
  /** What the provider expects back from an accepted callback (WayForPay wants a signed answer). */
  acknowledge?(event: PaymentEvent, now: Date): unknown;
  /** Stops renewals of a paid order at the provider; the user keeps the paid period. */
  cancel(order: { orderId: string; providerRef: string | null }): Promise<void>;
  /** The headers worth keeping with a raw callback (signatures), lower-case. */
  signatureHeaders: string[];
  /** Origins the checkout form posts to (the Content-Security-Policy's form-action must allow them). */
  formOrigins?: string[];
}
