import { ABSTRACT_TEMPLATES } from '@referent/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotFound } from '../../../components/NotFound.js';
import type { UiLocale } from '../../../lib/locale.js';
import { useTitle } from '../../../lib/use-title.js';
import '../../../components/tool.css';
import { AbstractPreview } from '../AbstractPreview.js';
import { assembleAbstract } from '../assemble.js';
import { templateName } from '../template-names.js';
import { EXAMPLES } from './examples.js';
import { TemplateFacts } from './TemplateFacts.js';

export const HANDBOOK_SLUGS = ['aaos', 'apa', 'emerald', 'mla', 'gost'] as const;
type Slug = (typeof HANDBOOK_SLUGS)[number];
const STYLE_OF = { aaos: 'AAoS', apa: 'APA', emerald: 'Emerald', mla: 'MLA', gost: 'GOST' } as const;

/**
 * Spec §2 handbook annotation pages (AAoS, APA, Emerald, MLA, GOST): what the template asks
 * for, read from the same template table the tool checks against, and a worked example laid
 * out by the tool's own code.
 */
export default function HandbookAnnotationPage({ locale, slug }: { locale: UiLocale; slug: string }) {
  const { t } = useTranslation();
  const templates = ABSTRACT_TEMPLATES.filter((tpl) => tpl.slug === slug);
  const first = templates[0];
  useTitle(first ? t('annotations.handbook.pageTitle', { name: t(`annotations.styles.${first.style}`) }) : '');
  if (!first) return <NotFound locale={locale} />;
  return (
    <article className="annotations tool handbook">
      <nav aria-label={t('annotations.handbook.others')} className="handbook-nav">
        {HANDBOOK_SLUGS.map((s) => (
          <Link key={s} href={`~/${locale}/handbook/annotation/${s}`} aria-current={s === slug ? 'page' : undefined}>
            {t(`annotations.styles.${STYLE_OF[s]}`)}
          </Link>
        ))}
      </nav>
      <h1>{t('annotations.handbook.pageTitle', { name: t(`annotations.styles.${first.style}`) })}</h1>
      <p className="lead">{t(`annotations.handbook.summary.${slug}`)}</p>
      {templates.map((tpl) => (
        <section key={tpl.sourceId}>
          {templates.length > 1 ? <h2>{templateName(t, tpl.style, tpl.form)}</h2> : null}
          <h3>{t('annotations.handbook.asks')}</h3>
          <TemplateFacts tpl={tpl} />
          <h3>{t('annotations.handbook.example')}</h3>
          {EXAMPLES[slug as Slug]
            .filter((ex) => ex.form === tpl.form)
            .map((ex) => (
              <AbstractPreview key={ex.title} blocks={assembleAbstract(ex)} label={t('annotations.handbook.example')} />
            ))}
          <h3>{t('annotations.handbook.sources')}</h3>
          <ul className="sources">
            {tpl.sources.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        <Link href={`~/${locale}/annotation/create?style=${first.style}`} className="button primary">
          {t('annotations.handbook.openTool')}
        </Link>
      </p>
    </article>
  );
}
