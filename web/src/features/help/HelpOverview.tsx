import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { helpTopics } from './topics.js';

export function HelpOverview({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  useTitle(t('help.title'));
  return (
    <article className="help">
      <h1>{t('help.title')}</h1>
      <p className="hint">{t('help.intro')}</p>
      <ul className="help-topics">
        {helpTopics().map((tool) => (
          <li key={tool.path}>
            <h2>
              <Link href={`~/${locale}/help/${tool.path}`}>{t(tool.label)}</Link>
            </h2>
            <p>{t(`help.tools.${tool.path}.what`)}</p>
          </li>
        ))}
      </ul>
    </article>
  );
}
