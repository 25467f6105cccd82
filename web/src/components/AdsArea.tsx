import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { readGm } from '../lib/gm.js';
import { allowed } from '../lib/permissions.js';
import { claims } from '../lib/session.js';

/** Spec §1/§6: the ad area, hidden for people allowed the permission wip. */
export function AdsArea() {
  useSignals();
  const { t } = useTranslation();
  if (allowed('wip', claims.value, readGm())) return null;
  return (
    <aside className="ads" aria-label={t('shell.ads')} data-testid="ads">
      <p>{t('shell.adsText')}</p>
    </aside>
  );
}
