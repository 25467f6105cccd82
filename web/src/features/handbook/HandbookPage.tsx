import { availableStyles } from '@referent/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/** The handbook's overview (spec §2): every citation style with its manual, then the annotation and classifier pages. */
export default function HandbookPage({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('handbook.title'));
  return (
    <article className="handbook">
      <h1>{t('handbook.title')}</h1>
      <p>{t('handbook.lead')}</p>
      <h2>{t('handbook.citation')}</h2>
      <ul className="handbook-styles">
        {availableStyles().map((id) => (
          <li key={id}>
            <Link href={`~/${locale}/handbook/${id}`}>{t(`handbook.styles.${id}.name`)}</Link>
            <span className="hint"> — {t(`handbook.styles.${id}.about`)}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
