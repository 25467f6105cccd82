import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useState } from 'react';
import { Redirect } from 'wouter';
import type { UiLocale } from '../lib/locale.js';
import { dialog, queueAfterLogin, refreshToken, signedIn } from '../lib/session.js';

/**
 * Spec §2/§4 route guard. `sync` routes wait for the token refresh before showing; a guest
 * on a user-only route goes home, the login dialog opens, and the route is queued for
 * after login. `demo` routes let a guest in (demo mode on local storage).
 */
export function Guard({
  locale,
  sync,
  demo,
  children,
}: {
  locale: UiLocale;
  sync: boolean;
  demo: boolean;
  children: ReactNode;
}) {
  useSignals();
  const [ready, setReady] = useState(!sync);
  useEffect(() => {
    const refreshing = refreshToken();
    if (sync) void refreshing.then(() => setReady(true));
  }, [sync]);
  const blocked = !signedIn.value && !demo;
  // Read during render: <Redirect> navigates in a layout effect, before this component's effects.
  const target = window.location.pathname + window.location.search;
  useEffect(() => {
    if (ready && blocked) {
      queueAfterLogin(target);
      dialog.value = 'login';
    }
  }, [ready, blocked, target]);
  if (!ready) return <p aria-busy="true">…</p>;
  if (blocked) return <Redirect to={`~/${locale}/`} replace />;
  return <>{children}</>;
}
