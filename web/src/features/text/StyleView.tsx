import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Highlighted, type Mark } from './Highlighted.js';
import type { StyleReport } from './types.js';

const LAYERS = ['longSentences', 'longWords', 'passive', 'cliches', 'repeats'] as const;
type Layer = (typeof LAYERS)[number];

/** Style analysis: counts, readability with its sources, and the flagged passages in the text. */
export function StyleView({ report, text }: { report: StyleReport; text: string }) {
  const { t, i18n } = useTranslation();
  const [layer, setLayer] = useState<Layer>('longSentences');
  const n = (x: number, digits = 2) =>
    x.toLocaleString(i18n.language === 'ua' ? 'uk' : i18n.language, { maximumFractionDigits: digits });
  const pct = (x: number) => `${n(x * 100, 1)} %`;
  const marks: Record<Layer, Mark[]> = {
    longSentences: report.longSentences,
    longWords: report.longWords,
    passive: report.passive,
    cliches: report.cliches.map((c) => ({ ...c, title: `→ ${c.suggestion}` })),
    repeats: report.repeats.flatMap((r) => [r.first, r]),
  };
  const stats: [string, string][] = [
    ['characters', n(report.characters)],
    ['charactersNoSpaces', n(report.charactersNoSpaces)],
    ['words', n(report.words)],
    ['sentences', n(report.sentences)],
    ['paragraphs', n(report.paragraphs)],
    ['syllables', n(report.syllables)],
    ['averageSentenceLength', n(report.averageSentenceLength)],
    ['averageWordLength', n(report.averageWordLength)],
    ['averageWordSyllables', n(report.averageWordSyllables)],
    ['passiveShare', pct(report.passiveShare)],
    ['nominalShare', pct(report.nominalShare)],
    ['stopwordShare', pct(report.stopwordShare)],
  ];
  return (
    <div className="text-style">
      <h2>{t('textTool.style.stats')}</h2>
      <p className="hint">{t(`textTool.lang.${report.lang}`)}</p>
      <dl className="text-stats">
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`textTool.style.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('textTool.style.readability')}</h2>
      {report.lang === 'uk' ? (
        <p className="note">{t('textTool.style.noUkrainian')}</p>
      ) : (
        <table className="text-table">
          <thead>
            <tr>
              <th scope="col">{t('textTool.style.formula')}</th>
              <th scope="col" className="num">
                {t('textTool.style.value')}
              </th>
              <th scope="col">{t('textTool.style.meaning')}</th>
              <th scope="col">{t('textTool.style.source')}</th>
            </tr>
          </thead>
          <tbody>
            {report.readability.map((s) => (
              <tr key={s.id}>
                <th scope="row">{t(`textTool.formula.${s.id}`)}</th>
                <td className="num">{n(s.value)}</td>
                <td>{t(`textTool.style.scale.${s.scale}`)}</td>
                <td>{s.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {report.lang === 'uk' ? null : <p className="hint text-checked">{t(`textTool.style.checked.${report.lang}`)}</p>}
      <h2>{t('textTool.style.flags')}</h2>
      <fieldset className="text-layers">
        <legend>{t('textTool.style.show')}</legend>
        {LAYERS.map((l) => (
          <label key={l}>
            <input type="radio" name="style-layer" checked={layer === l} onChange={() => setLayer(l)} />{' '}
            {t(`textTool.style.layer.${l}`, {
              count: l === 'repeats' ? report.repeats.length : marks[l].length,
              words: report.limits.sentenceWords,
              letters: report.limits.wordLetters,
            })}
          </label>
        ))}
      </fieldset>
      <Highlighted text={text} marks={marks[layer]} label={t('textTool.style.highlighted')} />
      {layer === 'cliches' && report.cliches.length > 0 && (
        <ul className="text-list">
          {report.cliches.map((c) => (
            <li key={c.start}>
              <q>{c.text}</q> → {c.suggestion}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
