import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { useCatalog } from './context.js';
import type { CatalogueEntry, Owner } from './model.js';
import { loadOwner, saveOwner } from './owner.js';
import { useRefusal } from './refusal.js';
import { RefusedError } from './repository.js';
import { WorksOutput } from './WorksOutput.js';

/** My publications, the author's name for the lists, and the lists themselves. */
export function CatalogList() {
  const { t } = useTranslation();
  useTitle(t('catalog.title'));
  const { repo, entries, allowance, reload } = useCatalog();
  const refuse = useRefusal();
  const id = useId();
  const [owner, setOwner] = useState<Owner>(loadOwner);
  const [deleting, setDeleting] = useState<CatalogueEntry | null>(null);
  const count = entries?.length ?? 0;
  const max = allowance?.maxRecords;
  const full = typeof max === 'number' && count >= max;
  const blocked = allowance !== null && !allowance.editDelete;

  const setName = (patch: Partial<Owner>) => {
    const next = { ...owner, ...patch };
    setOwner(next);
    saveOwner(next);
  };
  const answer = async (yes: boolean) => {
    const target = deleting;
    setDeleting(null);
    if (!yes || !target) return notify(t('catalog.deleteCancelled'), 'info');
    try {
      await repo.remove(target.id);
      notify(t('catalog.deleted'), 'success');
    } catch (e) {
      refuse(e);
    }
    await reload();
  };

  return (
    <section className="catalog tool">
      <h1>{t('catalog.heading')}</h1>
      <p className="lead">{t('catalog.lead')}</p>
      <div className="toolbar">
        {full ? (
          <button type="button" className="primary" onClick={() => refuse(new RefusedError('limit', max))}>
            {t('catalog.create')}
          </button>
        ) : (
          <Link href="/create" className="button primary">
            {t('catalog.create')}
          </Link>
        )}
        <span className="count" data-testid="catalog-count">
          {typeof max === 'number' ? t('catalog.countOf', { n: count, max }) : t('catalog.count', { n: count })}
        </span>
      </div>
      {full ? (
        <p className="warning" role="status">
          {t('catalog.limit', { count: max })}
        </p>
      ) : null}
      {entries === null ? (
        <p aria-busy="true">{t('catalog.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="hint">{t('catalog.empty')}</p>
      ) : (
        <ul className="records">
          {entries.map((e) => (
            <li key={e.id} className="record" data-testid="catalog-entry">
              <div className="record-head">
                <span className="record-title">{e.title}</span>
                <span>{e.date}</span>
              </div>
              <p className="hint">
                {[t(`catalog.kinds.${e.type}`, { defaultValue: e.type }), e.outputData].filter(Boolean).join(' · ')}
              </p>
              <p className="record-actions">
                {blocked ? (
                  <button type="button" className="small" onClick={() => refuse(new RefusedError('blocked'))}>
                    {t('catalog.edit')}
                  </button>
                ) : (
                  <Link href={`/${e.id}`} className="button small">
                    {t('catalog.edit')}
                  </Link>
                )}
                <button
                  type="button"
                  className="small danger"
                  onClick={() => (blocked ? refuse(new RefusedError('blocked')) : setDeleting(e))}
                >
                  {t('catalog.delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="fields owner">
        <legend>{t('catalog.owner')}</legend>
        {(['surname', 'name', 'patronymic'] as const).map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${id}-${k}`}>{t(`catalog.person.${k}`)}</label>
            <input id={`${id}-${k}`} value={owner[k]} onChange={(ev) => setName({ [k]: ev.currentTarget.value })} />
          </div>
        ))}
      </fieldset>
      {entries?.length ? <WorksOutput owner={owner} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('catalog.confirmTitle')}
          text={t('catalog.confirmText', { title: deleting.title })}
          confirmLabel={t('catalog.delete')}
          cancelLabel={t('catalog.cancel')}
          onAnswer={answer}
        />
      ) : null}
    </section>
  );
}
