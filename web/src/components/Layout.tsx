import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { LOCALES, type UiLocale } from '../lib/locale.js';

const LANGUAGE_NAMES: Record<UiLocale, string> = { en: 'English', ru: 'Русский', ua: 'Українська' };

/** The same page in another interface language: only the locale segment changes. */
function switchLocalePath(path: string, locale: UiLocale): string {
  const rest = path.replace(/^\/(en|ru|ua)(?=\/|$)/, '');
  return `~/${locale}${rest || '/'}`;
}

/** The left-column layout of spec §2: header, content, footer. */
export function Layout({ locale, children }: { locale: UiLocale; children: ReactNode }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  return (
    <div className="layout">
      <header className="site-header">
        <Link href={`~/${locale}/`} className="brand">
          {t('app.name')}
        </Link>
        <nav aria-label={t('nav.main')}>
          <Link href={`~/${locale}/`}>{t('nav.home')}</Link>
          <Link href={`~/${locale}/quick-format`}>{t('nav.quickFormat')}</Link>
        </nav>
        <nav aria-label={t('nav.language')} className="languages">
          {LOCALES.map((l) => (
            <Link
              key={l}
              href={switchLocalePath(location, l)}
              aria-current={l === locale ? 'true' : undefined}
              hrefLang={l === 'ua' ? 'uk' : l}
            >
              {LANGUAGE_NAMES[l]}
            </Link>
          ))}
        </nav>
      </header>
      <main id="content">{children}</main>
      <footer className="site-footer">{t('footer.text')}</footer>
    </div>
  );
}
