import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { Caption, CopyButton, HitLine } from './HitLine.js';
import type { ClassifierRepository, System, Tree } from './repository.js';

/** The browsable tree: breadcrumbs to the open class, the class, its children. */
export function TreePanel({
  repo,
  system,
  code,
  onOpen,
  onAdd,
}: {
  repo: ClassifierRepository;
  system: System;
  code: string | null;
  onOpen: (code: string | null) => void;
  onAdd?: (code: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [tree, setTree] = useState<Tree | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    repo
      .tree(system, code)
      .then((x) => {
        if (!live) return;
        setTree(x);
        setError('');
      })
      .catch((e) => live && setError(serverMessage(e, t)));
    return () => {
      live = false;
    };
  }, [repo, system, code, t]);
  return (
    <section className="cls-tree" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('classifiers.treeHeading')}</h2>
      {error && <p className="error">{error}</p>}
      <nav aria-label={t('classifiers.breadcrumbs')}>
        <ol className="breadcrumbs">
          <li>
            <button type="button" className="link" onClick={() => onOpen(null)}>
              {t(`classifiers.system.${system}`)}
            </button>
          </li>
          {tree?.path.map((p) => (
            <li key={p.code}>
              <button type="button" className="link" onClick={() => onOpen(p.code)} title={p.caption}>
                {p.code}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {tree?.node && (
        <p className="tree-node">
          <code className="code">{tree.node.code}</code>
          {tree.node.letter && <code className="letter">{tree.node.letter}</code>} <Caption hit={tree.node} />{' '}
          <CopyButton text={tree.node.code} label={t('classifiers.copyCode', { code: tree.node.code })} />
          {onAdd && (
            <button type="button" className="small" onClick={() => onAdd(tree.node?.code ?? '')}>
              {t('classifiers.add')}
            </button>
          )}
        </p>
      )}
      {tree && tree.children.length === 0 && <p className="hint">{t('classifiers.leaf')}</p>}
      <ul className="hits">
        {tree?.children.map((c) => (
          <HitLine
            key={c.code}
            hit={c}
            {...(c.hasChildren ? { onOpen: (x: string) => onOpen(x) } : {})}
            {...(onAdd ? { onAdd } : {})}
          />
        ))}
      </ul>
    </section>
  );
}
