#!/usr/bin/env node
/**
 * One-off conversion of the reference data sets (UDC, BBK, JEL, SCImago SJR 2021) from
 * their provenance-documented CSV files into the compact JSON the server loads
 * (`server/data/classifiers/*.json`, `server/data/journals/*.json`).
 *
 *   node scripts/build-reference-data.mjs <folder holding udc/ bbk/ jel/ journals/>
 *
 * Nothing at build, test or run time calls this script: its output is committed, together
 * with the PROVENANCE notes, so the product never reads outside the repository.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';

const src = process.argv[2];
if (!src) throw new Error('usage: build-reference-data.mjs <source folder>');
const out = new URL('../server/data/', import.meta.url).pathname;
const rows = (path) => parse(readFileSync(join(src, path), 'utf8'), { columns: true, bom: true });
const write = (path, value) => {
  mkdirSync(join(out, path, '..'), { recursive: true });
  writeFileSync(join(out, path), `${JSON.stringify(value)}\n`);
};

// UDC: the Russian Multilingual Summary (main tables + auxiliaries, source order) merged with
// the English main-table captions; English-only codes follow their English predecessor.
const en = rows('udc/udc_summary_en.csv');
const ru = rows('udc/udc_summary_ru.csv');
const enBy = new Map(en.map((r) => [r.code, r]));
const ruBy = new Map(ru.map((r) => [r.code, r]));
const udc = ru.map((r) => ({
  c: r.code,
  p: r.parent || null,
  ...(enBy.get(r.code)?.caption_en ? { en: enBy.get(r.code).caption_en } : {}),
  // A caption the source left in English is not a Russian caption (PROVENANCE-ru.md).
  ...(r.caption_lang === 'ru' ? { ru: r.caption_ru } : {}),
  ...(r.caption_lang === 'en' && !enBy.has(r.code) ? { en: r.caption_ru } : {}),
  t: r.table,
}));
let prev = null;
for (const r of en) {
  if (!ruBy.has(r.code)) {
    const at = prev === null ? udc.length - 1 : udc.findIndex((x) => x.c === prev);
    udc.splice(at + 1, 0, { c: r.code, p: r.parent || null, en: r.caption_en, t: 'main' });
  }
  prev = r.code;
}
const codes = new Set(udc.map((x) => x.c));
for (const x of udc) {
  if (x.p === '--' && !codes.has('--')) x.p = null;
  if (x.p !== null && !codes.has(x.p)) {
    const enParent = enBy.get(x.c)?.parent;
    x.p = enParent && codes.has(enParent) ? enParent : null;
  }
}
write('classifiers/udc.json', udc);

const bbk = rows('bbk/bbk_top_levels.csv').map((r) => ({
  c: r.digital_index,
  l: r.letter_index,
  p: r.parent_digital_index || null,
  ru: r.name_ru,
}));
write('classifiers/bbk.json', bbk);

const jel = rows('jel/jel_codes.csv').map((r) => ({ c: r.code, p: r.parent || null, en: r.name_en }));
write('classifiers/jel.json', jel);

// Journals: one compact row per SCImago source; areas, categories and countries by index.
const countries = rows('journals/sjr_countries.csv').map((r) => ({
  sjr: r.sjr_country,
  iso2: r.iso_alpha2,
  id: r.iso_numeric,
  en: r.name_en,
  ru: r.name_ru,
  ua: r.name_uk,
}));
const countryIx = new Map(countries.map((c, i) => [c.sjr, i]));
const areas = [];
const categories = [];
const regions = [];
const ix = (list, v) => {
  let i = list.indexOf(v);
  if (i < 0) i = list.push(v) - 1;
  return i;
};
const QUART = { Q1: 1, Q2: 2, Q3: 3, Q4: 4 };
const journals = rows('journals/sjr2021_journals.csv').map((r) => {
  const a = r.areas ? r.areas.split(';').map((x) => ix(areas, x.trim())) : [];
  const k = r.categories
    ? r.categories.split('; ').map((x) => {
        const m = /^(.*?)(?: \((Q[1-4])\))?$/.exec(x.trim());
        return [ix(categories, m[1]), QUART[m[2]] ?? 0];
      })
    : [];
  if (!countryIx.has(r.country)) throw new Error(`country ${r.country}`);
  return [
    Number(r.sourceid),
    r.title,
    r.type,
    r.issn ? r.issn.split(';').map((x) => x.trim()) : [],
    r.sjr === '' ? null : Number(r.sjr),
    QUART[r.sjr_best_quartile] ?? 0,
    Number(r.h_index) || 0,
    countryIx.get(r.country),
    ix(regions, r.region),
    r.publisher,
    r.coverage,
    a,
    k,
    Number(r.total_docs_2021) || 0,
  ];
});
write('journals/journals.json', {
  fields: 'id,title,type,issns,sjr,bestQuartile,hIndex,country,region,publisher,coverage,areas,categories,docs2021',
  areas,
  categories,
  regions,
  countries,
  journals,
});
console.log(`udc ${udc.length}, bbk ${bbk.length}, jel ${jel.length}, journals ${journals.length}`);
