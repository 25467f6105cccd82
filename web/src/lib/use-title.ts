import { useEffect } from 'react';

export const SITE_NAME = 'Referent';

/** Spec §2: the page title is the route's title, ' | ', and the site name. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
