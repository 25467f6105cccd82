import { describe, expect, it } from 'vitest';
import { analyseStyle } from './style.js';
import { syllables } from './syllables.js';

const score = (r: ReturnType<typeof analyseStyle>, id: string) => r.readability.find((s) => s.id === id)?.value;

describe('syllables', () => {
  it('counts vowels in Russian and Ukrainian, rules in English', () => {
    expect(syllables('исследование', 'ru')).toBe(6);
    expect(syllables('в', 'ru')).toBe(0);
    expect(syllables('їжачок', 'uk')).toBe(3);
    expect(syllables('readability', 'en')).toBe(5);
    expect(syllables('sunny', 'en')).toBe(2);
  });
});

describe('style analysis: golden numbers computed by hand', () => {
  it('English: 11 words, 2 sentences, 12 syllables, 31 letters', () => {
    const r = analyseStyle('The cat sat on the mat. It was a sunny day.', 'en');
    expect(r).toMatchObject({ words: 11, sentences: 2, syllables: 12, letters: 31, averageSentenceLength: 5.5 });
    // FRE = 206.835 − 1.015·5.5 − 84.6·12/11 = 108.96; FKGL = 0.39·5.5 + 11.8·12/11 − 15.59 = −0.57
    expect(score(r, 'fleschEase')).toBe(108.96);
    expect(score(r, 'fleschKincaid')).toBe(-0.57);
    // Fog = 0.4·(5.5 + 0); SMOG = 1.043·√0 + 3.1291; CLI = 0.0588·281.82 − 0.296·18.18 − 15.8
    expect(score(r, 'gunningFog')).toBe(2.2);
    expect(score(r, 'smog')).toBe(3.13);
    expect(score(r, 'colemanLiau')).toBe(-4.61);
  });
  it('Russian: 6 words, 2 sentences, 13 syllables', () => {
    const r = analyseStyle('Мама мыла раму. Папа читал газету.', 'ru');
    expect(r).toMatchObject({ words: 6, sentences: 2, syllables: 13 });
    // Oborneva: 206.835 − 1.3·3 − 60.1·13/6 = 72.72; SIS: 0.36·3 + 5.76·13/6 − 11.97 = 1.59; Matskovsky: 0.62·3 + 0 + 0.051
    expect(score(r, 'oborneva')).toBe(72.72);
    expect(score(r, 'solovyev')).toBe(1.59);
    expect(score(r, 'matskovsky')).toBe(1.91);
  });
  it('Ukrainian: descriptive statistics, no readability score', () => {
    const r = analyseStyle('Мова — це звичка. Ми вчимося.', 'uk');
    expect(r).toMatchObject({ words: 5, sentences: 2, syllables: 9, averageSentenceLength: 2.5, readability: [] });
  });
  it('finds passive voice, nominalisations, stop words, repeats and clichés', () => {
    const ru = analyseStyle(
      'Данный метод является новым. Исследование было проведено давно. Метод и снова метод.',
      'ru',
    );
    expect(ru.passive.map((p) => p.text)).toEqual(['проведено']);
    expect(ru.passiveShare).toBe(0.333);
    expect(ru.cliches.map((c) => [c.text, c.suggestion])).toEqual([
      ['Данный', 'этот'],
      ['является', '— / есть / это'],
    ]);
    expect(ru.repeats.map((x) => [x.first.text, x.text])).toEqual([
      ['метод', 'Метод'],
      ['Метод', 'метод'],
    ]);
    // 1 of 12 words is a nominalisation (исследование); stop words: было, давно, и, снова = 4/12.
    expect(ru.nominalShare).toBe(0.083);
    expect(ru.stopwordShare).toBe(0.333);
    const en = analyseStyle('The sample was carefully measured in order to check it. We measured it.', 'en');
    expect(en.passive.map((p) => p.text)).toEqual(['was carefully measured']);
    expect(en.cliches.map((c) => c.suggestion)).toEqual(['to']);
    const uk = analyseStyle('Даний метод здійснюється швидко. Було встановлено, що метод працює.', 'uk');
    expect(uk.passive.map((p) => p.text)).toEqual(['здійснюється', 'встановлено']);
    expect(uk.cliches.map((c) => c.text)).toEqual(['Даний', 'здійснюється']);
  });
  it('marks long sentences and words', () => {
    const r = analyseStyle(`${'слово '.repeat(21).trim()}. Коротко. Достопримечательность.`, 'ru');
    expect(r.longSentences).toHaveLength(1);
    expect(r.longWords.map((w) => w.text)).toEqual(['Достопримечательность']);
  });
});
