import { exportFileName } from '@referent/docx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { blocksToHtml, blocksToText } from '../../lib/blocks.js';
import { copyRich } from '../../lib/clipboard.js';
import { dateTime } from '../../lib/date-time.js';
import { notify } from '../../lib/notify.js';
import { useTitle } from '../../lib/use-title.js';
import { AbstractPreview } from './AbstractPreview.js';
import { assembleAbstract } from './assemble.js';
import { useAnnotations } from './context.js';
import { useRefusal } from './refusal.js';
import { RefusedError } from './repository.js';
import { templateName } from './template-names.js';

/** One annotation: the assembled abstract, copied as rich and plain text or downloaded as .docx. */
export function AnnotationView({ id }: { id: number }) {
  const { t } = useTranslation();
  const { locale, list, allowance } = useAnnotations();
  const refuse = useRefusal();
  const found = list?.find((a) => a.id === id);
  useTitle(found?.title ?? t('annotations.title'));
  const blocks = useMemo(() => (found ? assembleAbstract(found) : []), [found]);
  if (list === null) return <p aria-busy="true">{t('annotations.loading')}</p>;
  if (!found) {
    return (
      <section className="annotations tool">
        <h1>{t('annotations.notFound')}</h1>
        <Link href={`~/${locale}/annotation`}>{t('annotations.back')}</Link>
      </section>
    );
  }

  const copy = async () => {
    await copyRich(blocksToHtml(blocks), blocksToText(blocks));
    notify(t('annotations.copied'), 'success');
  };
  const download = async () => {
    if (allowance && !allowance.wordExport) return refuse(new RefusedError('blocked'));
    const { downloadDocx } = await import('../../lib/download-docx.js');
    await downloadDocx(blocks, found.title, exportFileName(found.title));
  };

  return (
    <section className="annotations tool">
      <p>
        <Link href={`~/${locale}/annotation`}>{t('annotations.back')}</Link>
      </p>
      <h1>{found.title}</h1>
      <dl className="meta">
        <dt>{t('annotations.template')}</dt>
        <dd>{templateName(t, found.styleType, found.form)}</dd>
        <dt>{t('annotations.languageShort')}</dt>
        <dd>{t(`annotations.languages.${found.language}`)}</dd>
        <dt>{t('annotations.updated')}</dt>
        <dd>
          <time dateTime={found.dateUpdate} data-testid="updated">
            {dateTime(found.dateUpdate)}
          </time>
        </dd>
      </dl>
      <div className="toolbar">
        <button type="button" onClick={copy}>
          {t('annotations.copy')}
        </button>
        <button type="button" onClick={download}>
          {t('annotations.exportDocx')}
        </button>
        {allowance && !allowance.editDelete ? (
          <button type="button" onClick={() => refuse(new RefusedError('blocked'))}>
            {t('annotations.edit')}
          </button>
        ) : (
          <Link href={`/edit/${found.id}`} className="button">
            {t('annotations.edit')}
          </Link>
        )}
      </div>
      <AbstractPreview blocks={blocks} label={t('annotations.preview')} />
    </section>
  );
}
