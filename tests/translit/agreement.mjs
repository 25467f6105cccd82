// Prints how often each scheme agrees outright with iuliia / cyrillic-to-translit-js over
// fixtures/translit/names.tsv (the figures in docs/transliteration.md).
// Run after a build: npm run build:lib && node tests/translit/agreement.mjs
import { readFileSync } from 'node:fs';
import cyrillicToTranslit from 'cyrillic-to-translit-js';
import iuliia from 'iuliia';
import { transliterate } from '../../engine/dist/index.js';

const rows = readFileSync(new URL('../../fixtures/translit/names.tsv', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t'));
const uk = cyrillicToTranslit({ preset: 'uk' });
const viaIuliia = (schema) => (text) => iuliia.translate(text, schema);
const pairs = [
  ['gost2000A', 'RU', viaIuliia(iuliia.GOST_779)],
  ['gost2000B', 'RU', viaIuliia(iuliia.GOST_779_ALT)],
  ['ikao', 'RU', viaIuliia(iuliia.ICAO_DOC_9303)],
  ['gost2006', 'RU', viaIuliia(iuliia.GOST_52535)],
  ['mvd', 'RU', viaIuliia(iuliia.MVD_782)],
  ['bgn', 'RU', viaIuliia(iuliia.BGN_PCGN)],
  ['lc', 'RU', viaIuliia(iuliia.ALA_LC_ALT)],
  ['lcDiacritics', 'RU', viaIuliia(iuliia.ALA_LC)],
  ['national', 'UA', (text) => uk.transform(text)],
];
for (const [scheme, language, theirs] of pairs) {
  const texts = rows.filter(([l]) => l === language).map(([, t]) => t);
  const same = texts.filter((t) => transliterate(t, { scheme, language }) === theirs(t)).length;
  console.log(`${scheme} ${language} ${same}/${texts.length}`);
}
