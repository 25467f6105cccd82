import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { TOOLS } from '../app/tools.js';
import { LOCALES, type UiLocale } from '../lib/locale.js';
import { dialog, logout, signedIn } from '../lib/session.js';
import { AdsArea } from './AdsArea.js';
import { AuthDialogs } from './AuthDialogs.js';
import { Notifications } from './Notifications.js';
import { ScrollUp } from './ScrollUp.js';

const LANGUAGE_NAMES: Record<UiLocale, string> = { en: 'English', ru: 'Русский', ua: 'Українська' };

/** The same page in another interface language: only the locale segment changes. */
function switchLocalePath(path: string, locale: UiLocale): string {
  const rest = path.replace(/^\/(en|ru|ua)(?=\/|$)/, '');
  return `~/${locale}${rest || '/'}`;
}

function Account({ locale }: { locale: UiLocale }) {
  useSignals();
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  if (signedIn.value) {
    return (
      <div className="account">
        <Link href={`~/${locale}/lk`}>{t('nav.lk')}</Link>
        <button
          type="button"
          className="link"
          onClick={() => {
            // Home first, so a user-only page does not take the logout for a guest arriving.
            navigate(`~/${locale}/`);
            void logout();
          }}
        >
          {t('account.logout')}
        </button>
      </div>
    );
  }
  return (
    <div className="account">
      <button type="button" className="link" onClick={() => (dialog.value = 'login')}>
        {t('account.login')}
      </button>
      <button type="button" className="primary small" onClick={() => (dialog.value = 'register')}>
        {t('account.register')}
      </button>
    </div>
  );
}

/**
 * Spec §2 layouts. `left` (default): content, the ad area under it, the side panel on the
 * right. `right`: the side panel on the left, the article on the right.
 */
export function Layout({
  locale,
  children,
  variant = 'left',
  aside,
}: {
  locale: UiLocale;
  children: ReactNode;
  variant?: 'left' | 'right';
  aside?: ReactNode;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const menuId = useId();
  // On phones the navigation, languages and account fold behind one menu button (CSS shows
  // the button below 720 px only); a navigation closes it.
  const [menuOpen, setMenuOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every change of location
  useEffect(() => setMenuOpen(false), [location]);
  return (
    <div className="layout">
      <a className="skip" href="#content">
        {t('shell.skip')}
      </a>
      <header className="site-header">
        <Link href={`~/${locale}/`} className="brand">
          {t('app.name')}
        </Link>
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {t('shell.menu')}
        </button>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the open menu (its links and buttons hold the focus) */}
        <div
          id={menuId}
          className="site-menu"
          data-open={menuOpen}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && menuOpen) {
              setMenuOpen(false);
              document.querySelector<HTMLButtonElement>('.menu-button')?.focus();
            }
          }}
        >
          <nav aria-label={t('nav.main')}>
            <Link href={`~/${locale}/`}>{t('nav.home')}</Link>
            {TOOLS.map((tool) => (
              <Link key={tool.path} href={`~/${locale}/${tool.path}`}>
                {t(tool.label)}
              </Link>
            ))}
            <Link href={helpPath(locale, location)} className="help-link">
              {t('help.nav')}
            </Link>
          </nav>
          <nav aria-label={t('nav.language')} className="languages">
            {LOCALES.map((l) => (
              <Link
                key={l}
                href={switchLocalePath(location, l)}
                aria-current={l === locale ? 'true' : undefined}
                hrefLang={l === 'ua' ? 'uk' : l}
                // Each language's name is in that language (WCAG 3.1.2).
                lang={l === 'ua' ? 'uk' : l}
              >
                {LANGUAGE_NAMES[l]}
              </Link>
            ))}
          </nav>
          <Account locale={locale} />
        </div>
      </header>
      <div className={`body body-${variant}${aside ? ' with-aside' : ''}`}>
        {variant === 'right' && aside ? <aside className="side">{aside}</aside> : null}
        <div className="column">
          <main id="content">{children}</main>
          {variant === 'left' ? <AdsArea /> : null}
        </div>
        {variant === 'left' && aside ? <aside className="side">{aside}</aside> : null}
      </div>
      <footer className="site-footer">
        <span>{t('footer.text')}</span>
        <nav aria-label={t('footer.legal')}>
          <Link href={`~/${locale}/terms`}>{t('legal.footerTerms')}</Link>
          <Link href={`~/${locale}/privacy`}>{t('legal.footerPrivacy')}</Link>
          <Link href={`~/${locale}/help`}>{t('help.nav')}</Link>
        </nav>
      </footer>
      <ScrollUp />
      <Notifications />
      <AuthDialogs locale={locale} />
    </div>
  );
}

/** The help page of the tool the person is in (`/en/udk/...` → `/en/help/udk`), else the help overview. */
export function helpPath(locale: string, location: string): string {
  const first = location.replace(/^\/(en|ru|ua)(?=\/|$)/, '').split('/')[1] ?? '';
  const tool = TOOLS.find((each) => each.path === first);
  return tool ? `~/${locale}/help/${tool.path}` : `~/${locale}/help`;
}
