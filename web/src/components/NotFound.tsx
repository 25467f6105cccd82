import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../lib/locale.js';
import { useTitle } from '../lib/use-title.js';

/** Spec §2: not found, with links home and back. */
export function NotFound({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('notFound.title'));
  return (
    <section className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <p className="actions">
        <Link href={`~/${locale}/`}>{t('notFound.home')}</Link>
        <button type="button" onClick={() => history.back()}>
          {t('notFound.back')}
        </button>
      </p>
    </section>
  );
}
