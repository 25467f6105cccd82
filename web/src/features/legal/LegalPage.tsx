import { useTranslation } from 'react-i18next';
import { useTitle } from '../../lib/use-title.js';

/** The sections of each document, in order (keys under `legal.<doc>` in the feature's bundles). */
const SECTIONS = ['s1', 's2', 's3', 's4', 's5', 's6'] as const;

/** When the texts last changed: shown on the page, so a reader can tell a new version. */
export const LEGAL_UPDATED = '2026-11-24';

/** Terms of use and privacy policy (spec §2 "terms of use"; the registration form asks to agree to them). */
export default function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t, i18n } = useTranslation();
  useTitle(t(`legal.${doc}.title`));
  const date = new Date(`${LEGAL_UPDATED}T00:00:00Z`).toLocaleDateString(
    i18n.language === 'ua' ? 'uk' : i18n.language,
    {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    },
  );
  return (
    <article className="legal">
      <h1>{t(`legal.${doc}.title`)}</h1>
      <p className="hint">{t('legal.updated', { date })}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`legal-${s}`}>
          <h2 id={`legal-${s}`}>{t(`legal.${doc}.${s}.title`)}</h2>
          <p>{t(`legal.${doc}.${s}.body`)}</p>
        </section>
      ))}
    </article>
  );
}
