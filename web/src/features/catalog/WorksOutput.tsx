import type { Block } from '@referent/docx';
import { STYLE_IDS, styleById } from '@referent/engine';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blocksToHtml, blocksToText } from '../../lib/blocks.js';
import { copyRich } from '../../lib/clipboard.js';
import { notify } from '../../lib/notify.js';
import { useCatalog } from './context.js';
import type { FormLanguage } from './form-labels.js';
import { listOfWorks } from './list-of-works.js';
import type { Owner } from './model.js';
import { useRefusal } from './refusal.js';
import { RefusedError } from './repository.js';
import { styledList } from './styled-list.js';

/** The catalogue's outputs: the attestation form and a styled list, each previewed, copied or downloaded. */
export function WorksOutput({ owner }: { owner: Owner }) {
  const { t } = useTranslation();
  const { locale, entries, records, allowance } = useCatalog();
  const refuse = useRefusal();
  const id = useId();
  const [formLang, setFormLang] = useState<FormLanguage>(locale === 'ua' ? 'ua' : 'ru');
  const [style, setStyle] = useState<string>('gost2018');
  const list = entries ?? [];
  const form = useMemo(() => listOfWorks(list, owner, formLang), [list, owner, formLang]);
  const styled = useMemo(
    () => styledList(list, owner, style, (rid) => records.find((r) => r.id === rid)?.publication),
    [list, owner, style, records],
  );

  const copy = async (blocks: Block[]) => {
    await copyRich(blocksToHtml(blocks), blocksToText(blocks));
    notify(t('catalog.copied'), 'success');
  };
  const download = async (blocks: Block[], title: string, file: string) => {
    if (allowance && !allowance.wordExport) return refuse(new RefusedError('blocked'));
    const { downloadDocx } = await import('../../lib/download-docx.js');
    await downloadDocx(blocks, title, file);
  };

  return (
    <>
      <section className="output" aria-labelledby={`${id}-form`}>
        <h2 id={`${id}-form`}>{t('catalog.formHeading')}</h2>
        <p className="hint">{t('catalog.formHint')}</p>
        <div className="toolbar">
          <div className="field">
            <label htmlFor={`${id}-lang`}>{t('catalog.formLanguage')}</label>
            <select
              id={`${id}-lang`}
              value={formLang}
              onChange={(e) => setFormLang(e.currentTarget.value as FormLanguage)}
            >
              <option value="ru">{t('catalog.formLanguages.ru')}</option>
              <option value="ua">{t('catalog.formLanguages.ua')}</option>
              <option value="en">{t('catalog.formLanguages.en')}</option>
            </select>
          </div>
          <button type="button" onClick={() => copy(form)}>
            {t('catalog.copy')}
          </button>
          <button
            type="button"
            onClick={() => download(form, t('catalog.formHeading'), `list-of-works-${formLang}.docx`)}
          >
            {t('catalog.downloadForm')}
          </button>
        </div>
        <div
          className="sheet"
          data-testid="works-form"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: blocksToHtml escapes every text
          dangerouslySetInnerHTML={{ __html: blocksToHtml(form) }}
        />
      </section>
      <section className="output" aria-labelledby={`${id}-styled`}>
        <h2 id={`${id}-styled`}>{t('catalog.styledHeading')}</h2>
        <div className="toolbar">
          <div className="field">
            <label htmlFor={`${id}-style`}>{t('catalog.style')}</label>
            <select id={`${id}-style`} value={style} onChange={(e) => setStyle(e.currentTarget.value)}>
              {STYLE_IDS.map((s) => (
                <option key={s} value={s}>
                  {styleById(s)?.name ?? s}
                </option>
              ))}
            </select>
          </div>
          <button type="button" onClick={() => copy(styled.blocks)}>
            {t('catalog.copy')}
          </button>
          <button
            type="button"
            onClick={() => download(styled.blocks, styleById(style)?.name ?? style, `publications-${style}.docx`)}
          >
            {t('catalog.downloadStyled')}
          </button>
        </div>
        {styled.skipped ? <p className="warning">{t('catalog.skipped', { count: styled.skipped })}</p> : null}
        <div
          className="sheet"
          data-testid="styled-list"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: blocksToHtml escapes every text
          dangerouslySetInnerHTML={{ __html: blocksToHtml(styled.blocks) }}
        />
      </section>
    </>
  );
}
