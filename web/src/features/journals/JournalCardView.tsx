import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { JournalCard } from './repository.js';

/** A journal's card: ISSNs, publisher, coverage, categories with quartiles, and its links when the plan has them. */
export function JournalCardView({ card, onClose }: { card: JournalCard; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to each newly opened card
  useEffect(() => heading.current?.focus(), [card.id]);
  return (
    <section className="journal-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} tabIndex={-1} ref={heading} lang="en">
        {card.title}
      </h2>
      <dl>
        <dt>ISSN</dt>
        <dd>{card.issns.join(', ') || '—'}</dd>
        <dt>{t('journals.card.publisher')}</dt>
        <dd>{card.publisher || '—'}</dd>
        <dt>{t('journals.card.country')}</dt>
        <dd>
          {card.country?.name ?? '—'} ({t(`journals.regions.${card.region}`, { defaultValue: card.region })})
        </dd>
        <dt>{t('journals.card.type')}</dt>
        <dd>{t(`journals.types.${card.type.replace(/ /g, '_')}`, { defaultValue: card.type })}</dd>
        <dt>{t('journals.card.coverage')}</dt>
        <dd>{card.coverage}</dd>
        <dt>SJR 2021</dt>
        <dd>
          {card.sjr ?? '—'} · {t('journals.card.hIndex')} {card.hIndex} ·{' '}
          {t('journals.card.docs', { count: card.docs2021 })}
        </dd>
        <dt>{t('journals.card.areas')}</dt>
        <dd lang="en">{card.areas.join('; ')}</dd>
        <dt>{t('journals.card.categories')}</dt>
        <dd>
          <ul lang="en">
            {card.categories.map((c) => (
              <li key={c.name}>
                {c.name}
                {c.quartile ? ` — Q${c.quartile}` : ''}
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      {card.links ? (
        <p className="links">
          <a href={card.links.scimago} target="_blank" rel="noopener noreferrer">
            {t('journals.card.scimago')}
          </a>
          {card.links.issnPortal && (
            <a href={card.links.issnPortal} target="_blank" rel="noopener noreferrer">
              {t('journals.card.issnPortal')}
            </a>
          )}
        </p>
      ) : (
        <p className="banner">{t('journals.card.linksBlocked')}</p>
      )}
      <button type="button" onClick={onClose}>
        {t('journals.card.close')}
      </button>
    </section>
  );
}
