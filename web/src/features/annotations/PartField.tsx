import type { AbstractPart, AbstractStyle } from '@referent/engine';
import { useTranslation } from 'react-i18next';

/** One part of the template (a textarea), with its hint and, where the part has its own maximum, its count. */
export function PartField({
  id,
  style,
  part,
  value,
  words,
  error,
  onChange,
}: {
  id: string;
  style: AbstractStyle;
  part: AbstractPart;
  value: string;
  words: number;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const label = t(`annotations.parts.${style}.${part.id}`);
  const over = part.maxWords !== undefined && words > part.maxWords;
  return (
    <div className={`field${error || over ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {part.required && style !== 'APA' && style !== 'MLA' ? ` (${t('annotations.requiredPart')})` : ''}
      </label>
      <p className="hint" id={`${id}-hint`}>
        {t(`annotations.hints.${style}.${part.id}`)}
        {part.maxWords !== undefined ? ` ${t('annotations.counts.wordsOf', { n: words, max: part.maxWords })}` : ''}
      </p>
      <textarea
        id={id}
        rows={part.id === 'abstract' || style === 'GOST' ? 6 : 3}
        value={value}
        aria-describedby={`${id}-hint`}
        aria-invalid={error || over ? true : undefined}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {error ? <p className="error">{error}</p> : null}
    </div>
  );
}
