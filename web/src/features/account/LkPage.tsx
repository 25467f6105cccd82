import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { claims } from '../../lib/session.js';
import { useTitle } from '../../lib/use-title.js';

/** The personal area (spec §2 Lk, user only, no demo): who is signed in and where their data is. */
export default function LkPage({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  useTitle(t('lk.title'));
  return (
    <section>
      <h1>{t('lk.title')}</h1>
      <p>{t('lk.signedInAs', { name: claims.value.user_name })}</p>
      <p>
        <Link href={`~/${locale}/bibliography`}>{t('nav.bibliography')}</Link>
      </p>
    </section>
  );
}
