import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.js';
import { copyText } from '../bibliography/copy.js';
import { canAdd } from './builder.js';
import type { Hit } from './repository.js';

/** A caption with its language marked when it is not the interface language (fallback). */
export function Caption({ hit }: { hit: Hit }) {
  const { t } = useTranslation();
  return (
    <>
      <span lang={hit.captionLang}>{hit.caption}</span>
      {hit.fallback && (
        <abbr
          className="fallback"
          title={t('classifiers.fallback', { lang: t(`classifiers.lang.${hit.captionLang}`) })}
        >
          {hit.captionLang.toUpperCase()}
        </abbr>
      )}
    </>
  );
}

export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="small"
      aria-label={label}
      onClick={() => void copyText(text).then(() => notify(t('classifiers.copied', { code: text }), 'success'))}
    >
      {t('classifiers.copy')}
    </button>
  );
}

/** One class in a list: code, caption, matched words, and its actions (open, copy, add). */
export function HitLine({
  hit,
  onOpen,
  onAdd,
}: {
  hit: Hit;
  onOpen?: (code: string) => void;
  onAdd?: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="hit">
      <code className="code">{hit.code}</code>
      {hit.letter && <code className="letter">{hit.letter}</code>}
      <span className="caption">
        <Caption hit={hit} />
        {hit.matched && hit.matched.length > 0 && (
          <span className="matched">
            {t('classifiers.matched')}: {hit.matched.join(', ')}
          </span>
        )}
      </span>
      <span className="hit-actions">
        <CopyButton text={hit.code} label={t('classifiers.copyCode', { code: hit.code })} />
        {onOpen && (
          <button
            type="button"
            className="small"
            onClick={() => onOpen(hit.code)}
            aria-label={t('classifiers.openCode', { code: hit.code })}
          >
            {t('classifiers.open')}
          </button>
        )}
        {onAdd && canAdd(hit.code) && (
          <button
            type="button"
            className="small"
            onClick={() => onAdd(hit.code)}
            aria-label={t('classifiers.addCode', { code: hit.code })}
          >
            {t('classifiers.add')}
          </button>
        )}
      </span>
    </li>
  );
}
