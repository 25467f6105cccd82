import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation, useParams } from 'wouter';
import { ChunkBoundary } from '../components/ChunkBoundary.js';
import { Guard } from '../components/Guard.js';
import { Layout } from '../components/Layout.js';
import { NotFound } from '../components/NotFound.js';
import HomePage from '../features/home/HomePage.js';
import { ensureLanguage, hasLanguage } from '../lib/i18n.js';
import { htmlLang, isLocale, rememberLocale, type UiLocale } from '../lib/locale.js';
import { allowed } from '../lib/permissions.js';
import { claims } from '../lib/session.js';

// Each tool loads lazily (spec §9 lazy areas); home stays in the first bundle.
/**
 * A page that formats references renders once the journal-title lists its module starts
 * loading are in (`journalTitlesLoaded`, web/src/lib/journal-titles.ts), so vancouver and acs
 * abbreviate from the first render.
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound as React's own `lazy`
function formattingPage<C extends ComponentType<any>>(
  load: () => Promise<{ default: C; journalTitlesLoaded: Promise<void> }>,
) {
  return lazy(() => load().then((m) => m.journalTitlesLoaded.then(() => ({ default: m.default }))));
}
const QuickFormatPage = formattingPage(() => import('../features/quick-format/QuickFormatPage.js'));
const BibliographyPage = formattingPage(() => import('../features/bibliography/BibliographyPage.js'));
const ResetPasswordPage = lazy(() => import('../features/account/ResetPasswordPage.js'));
const TextPage = lazy(() => import('../features/text/TextPage.js'));
const LkPage = lazy(() => import('../features/account/LkPage.js'));
const LegalPage = lazy(() => import('../features/legal/LegalPage.js'));
const HandbookPage = formattingPage(() => import('../features/handbook/HandbookPage.js'));
const HandbookStylePage = formattingPage(() => import('../features/handbook/StylePage.js'));
const UpdateFeedPage = lazy(() => import('../features/updates/UpdateFeedPage.js'));
const ClassifiersPage = lazy(() => import('../features/classifiers/ClassifiersPage.js'));
const UdkHandbookPage = lazy(() => import('../features/classifiers/HandbookPage.js'));
const JournalsPage = lazy(() => import('../features/journals/JournalsPage.js'));
const CardsPage = lazy(() => import('../features/cards/CardsPage.js'));
const AnnotationsPage = lazy(() => import('../features/annotations/AnnotationsPage.js'));
const CatalogPage = formattingPage(() => import('../features/catalog/CatalogPage.js'));
const RatingPage = formattingPage(() => import('../features/rating/RatingPage.js'));
const HandbookAnnotationPage = lazy(() => import('../features/annotations/handbook/HandbookAnnotationPage.js'));
const PricingRoutes = lazy(() => import('../features/pricing/PricingRoutes.js'));
const InfographicsPage = lazy(() => import('../features/infographics/InfographicsPage.js'));
const HelpRoutes = lazy(() => import('../features/help/HelpRoutes.js'));
const AdminPage = lazy(() => import('../features/admin/AdminPage.js'));
const BlogRoutes = lazy(() => import('../features/blog/BlogRoutes.js'));
const BlogAside = lazy(() => import('../features/blog/BlogAside.js'));

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
  'journals',
];

function Localised({ locale }: { locale: UiLocale }) {
  useSignals();
  const { i18n, t } = useTranslation();
  const [location] = useLocation();
  // The path's language is loaded before the first paint (main.tsx); a switch to another one
  // loads its strings first, so no page shows in a mix of languages.
  const loaded = locale === 'en' || hasLanguage(locale);
  const [, rerender] = useState(0);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void ensureLanguage(locale)
      .catch(() => undefined)
      .then(() => live && rerender((n) => n + 1));
    return () => {
      live = false;
    };
  }, [locale, loaded]);
  if (loaded && i18n.language !== locale) void i18n.changeLanguage(locale);
  useEffect(() => {
    rememberLocale(locale);
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  // Spec §2: the personal area uses the right-column layout (side panel left, article right).
  const inLk = /^\/lk(\/|$)/.test(location);
  // Spec §6: admins see a blog aside on the blog's pages (not in the story editor).
  const blogAside =
    /^\/blog(\/|$)/.test(location) &&
    !/^\/blog\/(new|story\/[^/]+\/edit)\/?$/.test(location) &&
    allowed('admin', claims.value, false);
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
        ) : blogAside ? (
          <Suspense fallback={null}>
            <BlogAside locale={locale} />
          </Suspense>
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
            <Route path="/text">
              <Guard locale={locale} sync demo={false}>
                <TextPage locale={locale} />
              </Guard>
            </Route>
            {/* Spec §2: ideasgenerator is user-only; a guest gets the demo with sample cards. */}
            <Route path="/ideasgenerator" nest>
              <Guard locale={locale} sync demo>
                <CardsPage locale={locale} />
              </Guard>
            </Route>
            {/* Spec §2: annotation is a guest route; a guest works on local storage. */}
            <Route path="/annotation" nest>
              <AnnotationsPage locale={locale} />
            </Route>
            <Route path="/catalog" nest>
              <Guard locale={locale} sync={false} demo={false}>
                <CatalogPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/reviewerRating" nest>
              <Guard locale={locale} sync={false} demo={false}>
                <RatingPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/handbook/annotation/:slug">
              {(p) => <HandbookAnnotationPage locale={locale} slug={p.slug} />}
            </Route>
            <Route path="/lk" nest>
              <Guard locale={locale} sync demo={false}>
                <LkPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/blog" nest>
              <BlogRoutes locale={locale} />
            </Route>
            <Route path="/terms">
              <LegalPage doc="terms" />
            </Route>
            <Route path="/privacy">
              <LegalPage doc="privacy" />
            </Route>
            <Route path="/handbook">
              <HandbookPage locale={locale} />
            </Route>
            <Route path="/handbook/:style">
              {(params) => <HandbookStylePage locale={locale} style={params.style} />}
            </Route>
            <Route path="/updatefeed">
              <Guard locale={locale} sync={false} demo={false}>
                <UpdateFeedPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/udk">
              <Guard locale={locale} sync={false} demo={false}>
                <ClassifiersPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/handbook/udk/:page">
              {(params) => <UdkHandbookPage locale={locale} page={params.page} />}
            </Route>
            <Route path="/journals">
              <Guard locale={locale} sync={false} demo={false}>
                <JournalsPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/infographics">
              <Guard locale={locale} sync={false} demo={false}>
                <InfographicsPage locale={locale} />
              </Guard>
            </Route>
            <Route path="/help" nest>
              <HelpRoutes locale={locale} />
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
