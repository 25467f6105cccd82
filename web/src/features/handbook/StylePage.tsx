import { availableStyles, format } from '@referent/engine';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NotFound } from '../../components/NotFound.js';
import type { UiLocale } from '../../lib/locale.js';
import { useTitle } from '../../lib/use-title.js';
import { exampleRef, type GoldenType, goldensOf, type IndexedExample, isVerbatim } from './goldens.js';

export { journalTitlesLoaded } from '../../lib/journal-titles.js';

/**
 * One style's handbook page: its examples by source type, each printed by the engine itself
 * (the same `format` the bibliography uses) from the golden's record, with the manual or
 * standard it follows. The manuals' own examples come first.
 */
export default function StylePage({ locale, style }: { locale: UiLocale; style: string }) {
  const { t } = useTranslation();
  const known = (availableStyles() as string[]).includes(style);
  const name = known ? t(`handbook.styles.${style}.name`) : '';
  useTitle(name);
  const [sections, setSections] = useState<Array<{ type: GoldenType; examples: IndexedExample[] }> | undefined>();
  useEffect(() => {
    if (known) void goldensOf(style).then(setSections);
  }, [style, known]);
  if (!known) return <NotFound locale={locale} />;
  return (
    <article className="handbook">
      <p className="breadcrumbs">
        <Link href={`~/${locale}/handbook`}>{t('handbook.title')}</Link>
      </p>
      <h1>{name}</h1>
      <p>{t(`handbook.styles.${style}.about`)}</p>
      <p className="hint">{t('handbook.howRead')}</p>
      {sections === undefined ? <p aria-busy="true">…</p> : null}
      {sections?.map(({ type, examples }) => (
        <section key={type} aria-labelledby={`hb-${type}`}>
          <h2 id={`hb-${type}`}>
            {t(`handbook.types.${type}`)}{' '}
            <span className="hint">({t('handbook.examples', { count: examples.length })})</span>
          </h2>
          <ol className="handbook-examples">
            {examples.map((example) => (
              <li key={example.name}>
                <p
                  className="reference"
                  id={`hb-${type}-${example.index}`}
                  data-golden={example.name}
                  // The engine's HTML: text escaped, only <i>, <b>, small caps and http(s)/mailto links.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the engine's escaped output, see above
                  dangerouslySetInnerHTML={{ __html: format(example.input, style, example.options).html }}
                />
                <p className="hint">
                  {isVerbatim(example) ? t('handbook.fromManual') : t('handbook.composed')}: {example.source}
                </p>
                {/* Opens the bibliography's form filled with this record and style (guests get the demo). */}
                <p className="make-reference">
                  <Link
                    href={`~/${locale}/bibliography/create?example=${exampleRef(style, type, example.index)}`}
                    aria-describedby={`hb-${type}-${example.index}`}
                  >
                    {t('handbook.makeThis')}
                  </Link>
                </p>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}
