import type { AbstractTemplate } from '@referent/engine';
import { useTranslation } from 'react-i18next';

/** The template's limits and parts, stated from the template table (so page and tool agree). */
export function TemplateFacts({ tpl }: { tpl: AbstractTemplate }) {
  const { t } = useTranslation();
  const facts: string[] = [];
  if (!tpl.official) facts.push(t('annotations.handbook.facts.unofficial'));
  if (tpl.maxWords !== undefined) facts.push(t('annotations.handbook.facts.maxWords', { n: tpl.maxWords }));
  if (tpl.guideWords)
    facts.push(t('annotations.handbook.facts.guideWords', { min: tpl.guideWords[0], max: tpl.guideWords[1] }));
  if (tpl.recommendedChars !== undefined)
    facts.push(t('annotations.handbook.facts.recommendedChars', { n: tpl.recommendedChars }));
  if (tpl.maxChars !== undefined) facts.push(t('annotations.handbook.facts.maxChars', { n: tpl.maxChars }));
  if (tpl.countsKeywords) facts.push(t('annotations.handbook.facts.countsKeywords'));
  if (tpl.keywords?.min !== undefined && tpl.keywords.max !== undefined)
    facts.push(t('annotations.handbook.facts.keywordsRange', { min: tpl.keywords.min, max: tpl.keywords.max }));
  else if (tpl.keywords?.max !== undefined)
    facts.push(t('annotations.handbook.facts.keywordsMax', { n: tpl.keywords.max }));
  facts.push(t(`annotations.handbook.facts.layout.${tpl.layout}`));
  return (
    <>
      <ul className="facts">
        {facts.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      <table className="parts">
        <thead>
          <tr>
            <th scope="col">{t('annotations.handbook.part')}</th>
            <th scope="col">{t('annotations.handbook.status')}</th>
            <th scope="col">{t('annotations.handbook.what')}</th>
          </tr>
        </thead>
        <tbody>
          {tpl.parts.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                {t(`annotations.parts.${tpl.style}.${p.id}`)}
                {p.heading && p.heading !== t(`annotations.parts.${tpl.style}.${p.id}`) ? ` (${p.heading})` : ''}
              </th>
              <td>
                {p.required ? t('annotations.requiredPart') : t('annotations.optionalPart')}
                {p.maxWords !== undefined ? `; ${t('annotations.handbook.facts.maxWords', { n: p.maxWords })}` : ''}
              </td>
              <td>{t(`annotations.hints.${tpl.style}.${p.id}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {tpl.paperTypes ? (
        <p>
          {t('annotations.handbook.paperTypes')}: {tpl.paperTypes.join(', ')}
        </p>
      ) : null}
    </>
  );
}
