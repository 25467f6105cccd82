import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotFound } from '../../components/NotFound.js';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { HANDBOOK_PAGES, type HandbookPage as Page } from './handbook-pages.js';
import './classifiers.css';

/** Worked examples per page: the notation (language-neutral) and the message key of its meaning. */
const EXAMPLES: Record<Page, string[]> = {
  udk: ['004.8', '004.8:378(477)', '821.161.2-31"19"', '94(477)"1917/1921"', '37.091.3(075.8)=161.2', '(470+571)'],
  bbk: ['65', '65.01', '74.58', '81.2Укр', '63.3(4Укр)'],
  jel: ['E52', 'C53', 'D91', 'O33'],
  search: ['004.8', '(477)', '"20"', '=161.1', 'інтелект'],
};

const PARAGRAPHS = 4;

/** Handbook pages for the classifiers (spec §2 handbook: udk pages UDK, BBK, search and others). */
export default function HandbookPage({ locale, page }: { locale: UiLocale; page: string }) {
  const { t } = useTranslation();
  const known = (HANDBOOK_PAGES as readonly string[]).includes(page) ? (page as Page) : null;
  useTitle(known ? t(`classifiers.handbook.${known}.title`) : '');
  if (!known) return <NotFound locale={locale} />;
  const key = `classifiers.handbook.${known}`;
  return (
    <article className="handbook-udk">
      <nav aria-label={t('classifiers.handbook.nav')}>
        <ul className="handbook-links">
          {HANDBOOK_PAGES.map((p) => (
            <li key={p}>
              <Link href={`~/${locale}/handbook/udk/${p}`} aria-current={p === known ? 'page' : undefined}>
                {t(`classifiers.handbook.${p}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h1>{t(`${key}.title`)}</h1>
      {Array.from({ length: PARAGRAPHS }, (_, i) => `p${i + 1}`).map((p) => (
        <p key={p}>{t(`${key}.${p}`)}</p>
      ))}
      <h2>{t('classifiers.handbook.examples')}</h2>
      <dl className="examples">
        {EXAMPLES[known].map((code, i) => (
          <div key={code}>
            <dt>
              <code>{code}</code>
            </dt>
            <dd>{t(`${key}.ex${i + 1}`)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Link href={`~/${locale}/udk`}>{t('classifiers.handbook.toTool')}</Link>
      </p>
    </article>
  );
}
