import type { BaseLocationHook } from 'wouter';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';

/** Spec §2: navigating to where one already is does nothing (no duplicate history entry). */
export function isSameTarget(to: string, current: { pathname: string; search: string; hash: string }): boolean {
  const here = current.pathname + current.search + current.hash;
  return to === here || (to === current.pathname + current.search && !current.hash);
}

export const navigateOnce: typeof browserNavigate = (to, options) => {
  if (isSameTarget(String(to), window.location)) return;
  browserNavigate(to, options);
};

export const useDedupedLocation: BaseLocationHook = () => {
  const [location] = useBrowserLocation();
  return [location, navigateOnce];
};
