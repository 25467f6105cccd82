import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { ChunkBoundary } from '../components/ChunkBoundary.js';
import { Guard } from '../components/Guard.js';
import { Layout } from '../components/Layout.js';
import { NotFound } from '../components/NotFound.js';
import HomePage from '../features/home/HomePage.js';
import { htmlLang, isLocale, rememberLocale, type UiLocale } from '../lib/locale.js';

// Each tool loads lazily (spec §9 lazy areas); home stays in the first bundle.
const QuickFormatPage = lazy(() => import('../features/quick-format/QuickFormatPage.js'));
const BibliographyPage = lazy(() => import('../features/bibliography/BibliographyPage.js'));
const ResetPasswordPage = lazy(() => import('../features/account/ResetPasswordPage.js'));
const LkPage = lazy(() => import('../features/account/LkPage.js'));
const PricingRoutes = lazy(() => import('../features/pricing/PricingRoutes.js'));
const AdminPage = lazy(() => import('../features/admin/AdminPage.js'));

/** Paths that, without a locale, redirect to English (spec §2). */
const LOCALE_LESS_REDIRECTS = [
  'annotation',
  'handbook',
  'blog',
  'bibliography',
  'infographics',
  'catalog',
  'udk',
  'text',
  'quick-format',
];

function Localised({ locale }: { locale: UiLocale }) {
  const { i18n, t } = useTranslation();
  const [location] = useLocation();
  // Switch synchronously so the first paint is already in the path's language.
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    rememberLocale(locale);
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  // Spec §2: the personal area uses the right-column layout (side panel left, article right).
  const inLk = /^\/lk(\/|$)/.test(location);
  return (
    <Layout
      locale={locale}
      variant={inLk ? 'right' : 'left'}
      aside={
        inLk ? (
          <nav aria-label={t('lk.menu')}>
            <Link href={`~/${locale}/lk`}>{t('lk.title')}</Link>
            <Link href={`~/${locale}/bibliography`}>{t('nav.bibliography')}</Link>
          </nav>
        ) : undefined
      }
    >
      <ChunkBoundary resetKey={location} message={t('shell.chunkError')} reload={t('shell.reload')}>
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <Switch>
            <Route path="/">
              <HomePage locale={locale} />
            </Route>
            <Route path="/quick-format">
              <QuickFormatPage />
            </Route>
            {/* Spec §2: bibliography is user-only (sync); a guest gets demo mode instead (issue 9). */}
            <Route path="/bibliography" nest>
              <Guard locale={locale} sync demo>
                <BibliographyPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/lk" nest>
              <Guard locale={locale} sync demo={false}>
                <LkPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/pricing" nest>
              <PricingRoutes locale={locale} />
            </Route>
            <Route path="/admin" nest>
              <Guard locale={locale} sync demo={false}>
                <AdminPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/ResetPassword">
              <ResetPasswordPage locale={locale} />
            </Route>
            <Route path="/account/resetpassword/:code">
              <ResetPasswordPage locale={locale} />
            </Route>
            <Route>
              <NotFound locale={locale} />
            </Route>
          </Switch>
        </Suspense>
      </ChunkBoundary>
    </Layout>
  );
}

/** Everything under /:locale. A first segment that is not a locale is a 404 or a redirect. */
export function LocaleRoutes() {
  const { locale } = useParams<{ locale: string }>();
  if (isLocale(locale)) return <Localised locale={locale} />;
  if (LOCALE_LESS_REDIRECTS.includes(locale ?? '')) {
    return <Redirect to={`~/en${window.location.pathname}${window.location.search}${window.location.hash}`} replace />;
  }
  return <Localised404 />;
}

function Localised404() {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <Layout locale={locale}>
      <NotFound locale={locale} />
    </Layout>
  );
}
