import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCards } from './context.js';
import { type DeleteChoice, DeleteDialog, type MoveChoice, MoveDialog } from './dialogs.js';
import { renderBody } from './markdown.js';
import type { Card } from './repository.js';
import { TagChip } from './TagChip.js';

/** One card: rendered body with live [[…]] links, tags, quote, source, backlinks; edit, move, delete. */
export function CardView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { repo, catalog, reload } = useCards();
  const [, navigate] = useLocation();
  const [card, setCard] = useState<Card | null>(null);
  const [dialog, setDialog] = useState<'move' | 'delete' | null>(null);
  useTitle(card ? `${card.zettelNumber} ${card.title}` : t('ideas.title'));
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload the card when the catalogue changes (numbers may have moved)
  useEffect(() => {
    repo.card(id).then(setCard, (e) => {
      notify(serverMessage(e, t), 'error');
      navigate('/');
    });
  }, [repo, id, catalog]);
  const byNumber = useMemo(() => new Map((catalog ?? []).map((c) => [c.zettelNumber, c.id])), [catalog]);
  const bodyRef = useRef<HTMLDivElement>(null);
  // [[…]] links in the rendered body open their card inside the app (no page reload); Enter on a link clicks it too.
  useEffect(() => {
    const el = bodyRef.current;
    if (!el) return;
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a.zettel-link');
      const target = a ? byNumber.get(a.getAttribute('data-zettel') ?? '') : undefined;
      if (target !== undefined) {
        e.preventDefault();
        navigate(`/card/${target}`);
      }
    };
    el.addEventListener('click', onClick);
    return () => el.removeEventListener('click', onClick);
  });
  if (!card || !catalog) return <p aria-busy="true">{t('ideas.loading')}</p>;
  const summary = catalog.find((c) => c.id === id);
  const html = renderBody(
    card.body,
    (n) => {
      const target = byNumber.get(n);
      return target === undefined
        ? undefined
        : `${window.location.pathname.replace(/\/card\/\d+$/, '')}/card/${target}`;
    },
    t('ideas.card.inactive'),
  );
  const father = catalog.find((c) => c.id === card.fatherId);
  const contexts = catalog.filter((c) => card.contextLinks.includes(c.id));

  const move = async (choice: MoveChoice | null) => {
    setDialog(null);
    if (!choice) return;
    try {
      if (choice.mode === 'alone') await repo.moveAlone(card.id, choice.fatherId, choice.childrenTo);
      else {
        await repo.save({
          id: card.id,
          title: card.title,
          body: card.body,
          fatherId: choice.fatherId,
          tags: card.tags.map((x) => x.id),
          quote: card.quote,
          url: card.url ?? '',
          info: card.info,
          contextLinks: card.contextLinks,
          bibliographyId: card.bibliographyId,
          moveMode: 'subtree',
        });
      }
      notify(t('ideas.move.done'), 'success');
      await reload();
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };

  const remove = async (choice: DeleteChoice | null) => {
    setDialog(null);
    if (!choice) return notify(t('ideas.delete.cancelled'), 'info');
    try {
      if (choice.mode === 'only') await repo.deleteOnly(card.id, choice.childrenTo, choice.replacement);
      else await repo.deleteCascade(card.id, choice.descendants);
      notify(t('ideas.delete.done'), 'success');
      await reload();
      navigate('/');
    } catch (e) {
      notify(serverMessage(e, t), 'error');
    }
  };

  return (
    <article className="card-view" data-testid="card-view">
      <h2>
        <span className="zettel-number">{card.zettelNumber}</span> {card.title}
      </h2>
      {father ? (
        <p className="hint">
          {t('ideas.card.father')} <Link href={`/card/${father.id}`}>{`${father.zettelNumber} ${father.title}`}</Link>
        </p>
      ) : null}
      {card.tags.length ? (
        <p className="chips">
          {card.tags.map((tag) => (
            <TagChip key={tag.id} tag={tag} />
          ))}
        </p>
      ) : null}
      {/* Sanitised by DOMPurify in renderBody; clicks on [[…]] links are handled in the effect above. */}
      <div
        ref={bodyRef}
        className="card-body"
        data-testid="card-body"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify (markdown.ts)
        dangerouslySetInnerHTML={{ __html: html }}
      />

      {card.quote ? <blockquote className="card-quote">{card.quote}</blockquote> : null}
      {card.citation ? (
        <p>
          <strong>{t('ideas.card.source')}</strong> {card.citation}
        </p>
      ) : null}
      {card.url ? (
        <p>
          <strong>{t('ideas.card.url')}</strong>{' '}
          <a
            href={/^10\./.test(card.url) ? `https://doi.org/${card.url}` : card.url}
            rel="noopener noreferrer"
            target="_blank"
          >
            {card.url}
          </a>
        </p>
      ) : null}
      {card.info ? (
        <p>
          <strong>{t('ideas.card.info')}</strong> {card.info}
        </p>
      ) : null}
      {contexts.length ? (
        <section>
          <h3>{t('ideas.card.context')}</h3>
          <ul>
            {contexts.map((c) => (
              <li key={c.id}>
                <Link href={`/card/${c.id}`}>{`${c.zettelNumber} ${c.title}`}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section data-testid="backlinks">
        <h3>{t('ideas.card.backlinks')}</h3>
        {card.backlinks?.length ? (
          <ul>
            {card.backlinks.map((b) => (
              <li key={`${b.kind}-${b.id}`}>
                <Link href={`/card/${b.id}`}>{`${b.zettelNumber} ${b.title}`}</Link>{' '}
                <span className="hint">{t(`ideas.card.kind.${b.kind}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint">{t('ideas.card.noBacklinks')}</p>
        )}
      </section>
      <p className="hint">
        {t('ideas.card.dates', { created: card.dateCreate.slice(0, 10), modified: card.dateModified.slice(0, 10) })}
      </p>
      <p className="actions">
        <Link href={`/card/${card.id}/edit`} className="button primary">
          {t('ideas.edit')}
        </Link>
        <button type="button" onClick={() => setDialog('move')}>
          {t('ideas.move.button')}
        </button>
        <button type="button" className="danger" onClick={() => setDialog('delete')}>
          {t('ideas.delete.button')}
        </button>
      </p>
      {dialog === 'move' && summary ? <MoveDialog card={summary} catalog={catalog} onAnswer={move} /> : null}
      {dialog === 'delete' && summary ? <DeleteDialog card={summary} catalog={catalog} onAnswer={remove} /> : null}
    </article>
  );
}
