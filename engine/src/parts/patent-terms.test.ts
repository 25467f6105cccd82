import { describe, expect, it } from 'vitest';
import { en } from '../locales/en.js';
import { ru } from '../locales/ru.js';
import { classificationOf, patentKindOf, patentOfficeOf, patentWord } from './patent-terms.js';

const pub = (specialData: Record<string, unknown>, country?: string) => ({
  idTypePublication: 6,
  specialData,
  country,
});

describe('patent terms', () => {
  it("reads the kind: 1 patent, 2 author's certificate, other an application", () => {
    expect([1, '2', 3].map((t) => patentKindOf(pub({ patentType: t })))).toEqual([
      'patent',
      'certificate',
      'application',
    ]);
  });
  it('names the document in full or abbreviated', () => {
    expect(patentWord(pub({ patentType: 2 }), ru, true)).toBe('А. с.');
    expect(patentWord(pub({ patentType: 1 }), ru, false)).toBe('Патент');
  });
  it('takes the first part of the office, else the country', () => {
    expect(patentOfficeOf(pub({ patentOffice: 'Российская Федерация, RU' }))).toBe('Российская Федерация');
    expect(patentOfficeOf(pub({}, 'Україна'))).toBe('Україна');
  });
  it('reads a classification system typed by its name', () => {
    for (const ipc of ['МПК', 'МПК7', 'МКИ3', 'IPC', 'Int. Cl.'])
      expect(classificationOf(pub({ classify: ipc, index: 'C10L 1/02' }), ru)).toBe('МПК C10L 1/02');
    expect(classificationOf(pub({ classify: 'CPC', index: 'H04L 9/08' }), en)).toBe('CPC H04L 9/08');
    expect(classificationOf(pub({ classify: 'НКИ', index: '123' }), en)).toBe('NCI 123');
  });
  it('prefixes the index with its classification system', () => {
    expect(classificationOf(pub({ classify: 1, index: 'B02C 19/16' }), ru)).toBe('МПК B02C 19/16');
    expect(classificationOf(pub({ classify: 2, index: '123' }), en)).toBe('NCI 123');
    expect(classificationOf(pub({ classify: 3, index: 'A61K' }), en)).toBe('CPC A61K');
    expect(classificationOf(pub({ classify: 1 }), ru)).toBeUndefined();
    // DSTU 8302:2015 (STYLE-NOTES; the Book Chamber-checked examples): the IPC code bare, others labelled.
    expect(classificationOf(pub({ index: 'F27B 3/04' }), ru, false)).toBe('F27B 3/04');
    expect(classificationOf(pub({ classify: 3, index: 'A61K' }), en, false)).toBe('CPC A61K');
  });
});
