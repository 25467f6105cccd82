import { describe, expect, it } from 'vitest';
import { analyseUdc, browse, search, suggest } from './search.js';
import { broader, splitUdc } from './udc-code.js';

describe('classifier search by code', () => {
  it('finds UDC classes by code prefix, the exact class first', () => {
    const hits = search('udc', '004.8', 'en', 10);
    expect(hits[0]?.code).toBe('004.8');
    expect(hits[0]?.caption).toMatch(/Artificial intelligence/i);
  });
  it('finds the common auxiliaries of place, time and language', () => {
    expect(search('udc', '(470)', 'ru', 5)[0]?.caption).toMatch(/Росси/);
    expect(search('udc', '=161.1', 'ru', 5)[0]?.caption).toMatch(/Русский/);
    // No "19" time class in the Summary: the broader "1" (second millennium) holds it.
    expect(search('udc', '"19"', 'en', 5).map((h) => h.code)).toEqual(['"1"']);
  });
  it('finds JEL and BBK codes', () => {
    expect(search('jel', 'D91', 'en', 5)[0]?.code).toBe('D91');
    expect(search('bbk', '65', 'ru', 5)[0]?.caption).toMatch(/Экономика/);
    expect(search('bbk', 'У', 'ru', 5)[0]?.code).toBe('65');
  });
  it('splits a compound UDC code and names each part', () => {
    expect(splitUdc('004.8:378(477)"20"=161.2').map((p) => p.kind)).toEqual([
      'main',
      'sign',
      'main',
      'place',
      'time',
      'language',
    ]);
    const parts = analyseUdc('004.85:378(477.54)', 'en');
    expect(parts.map((p) => p.hit?.code)).toEqual(['004.8', ':', '378', '(477)']);
    expect(parts[0]?.exact).toBe(false);
    expect(broader('(477.54)')).toContain('(477)');
  });
});

describe('classifier search by words', () => {
  it('stems Russian queries and shows Russian captions', () => {
    const hits = search('udc', 'искусственный интеллект', 'ru', 5);
    expect(hits.map((h) => h.code)).toContain('004.8');
  });
  it('tolerates typos', () => {
    expect(search('udc', 'artifical inteligence', 'en', 5).map((h) => h.code)).toContain('004.8');
  });
  it('answers Ukrainian queries from the Russian captions, marked as a fallback', () => {
    // Ukrainian є/і/ї are folded to Russian spelling; only cognates can match.
    const hits = search('udc', 'економіка', 'ua', 10);
    expect(hits.some((h) => h.code.startsWith('33'))).toBe(true);
    const ai = search('udc', 'інтелект', 'ua', 10);
    expect(ai.map((h) => h.code)).toContain('004.8');
    expect(ai.every((h) => h.fallback)).toBe(true);
  });
  it('searches JEL in English and marks English captions in a Russian interface', () => {
    const hits = search('jel', 'monetary policy', 'ru', 5);
    expect(hits[0]?.code).toMatch(/^E5/);
    expect(hits[0]?.fallback).toBe(true);
    expect(hits[0]?.matched).toEqual(expect.arrayContaining(['monetary', 'policy']));
  });
});

describe('tree', () => {
  it('gives breadcrumbs and children', () => {
    const node = browse('udc', '004.8', 'en');
    expect(node?.path.map((p) => p.code)).toEqual(['0', '00', '004']);
    expect(browse('udc', null, 'en')?.children.some((c) => c.code === '0')).toBe(true);
    expect(browse('udc', 'nope', 'en')).toBeNull();
  });
});

describe('suggest', () => {
  it('ranks classes for an English abstract and shows the matched words', () => {
    const hits = suggest(
      'jel',
      'Inflation targeting and central bank independence: evidence on monetary policy transmission in emerging markets',
      'en',
      5,
    );
    expect(hits[0]?.code).toMatch(/^E5/);
    expect(hits[0]?.matched?.length).toBeGreaterThan(0);
  });
  it('ranks UDC classes for a Russian abstract', () => {
    const hits = suggest(
      'udc',
      'Методы машинного обучения и искусственного интеллекта в медицинской диагностике',
      'ru',
      5,
    );
    expect(hits.map((h) => h.code)).toContain('004.8');
  });
});
