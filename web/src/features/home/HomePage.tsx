import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { ServiceCarousel } from './ServiceCarousel.js';

export default function HomePage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('home.title'));
  return (
    <section className="home">
      <h1>{t('home.heading')}</h1>
      <p>{t('home.lead')}</p>
      <p className="actions">
        <Link href={`~/${locale}/quick-format`} className="button">
          {t('home.cta')}
        </Link>
        <Link href={`~/${locale}/bibliography`} className="button">
          {t('home.bibliography')}
        </Link>
      </p>
      <p className="hint">{t('home.demo')}</p>
      <ServiceCarousel locale={locale} />
    </section>
  );
}
