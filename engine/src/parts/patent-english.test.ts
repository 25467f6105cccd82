import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import {
  englishOffice,
  englishOfficeOf,
  englishPatentCountry,
  englishPatentNumber,
  isUsPatent,
} from './patent-english.js';

const patent = (patentNumber: string, patentOffice?: string): Publication =>
  ({ idTypePublication: 6, specialData: { patentNumber, ...(patentOffice ? { patentOffice } : {}) } }) as Publication;

describe('englishPatentNumber', () => {
  it('drops the country and kind codes and, asked to, groups a US patent (by commas here)', () => {
    expect(englishPatentNumber(patent('US9367592B2', 'United States, US'), ',')).toBe('9,367,592');
    expect(englishPatentNumber(patent('US9367592B2', 'United States, US'))).toBe('9367592');
    expect(englishPatentNumber(patent('4741952', 'US'), ',')).toBe('4,741,952');
    expect(englishPatentNumber(patent('EP1700367A1', 'EP'), ',')).toBe('1700367');
  });

  it('leaves a US application number and a grouped number as typed', () => {
    expect(englishPatentNumber(patent('20020103498', 'United States, US'), ',')).toBe('20020103498');
    expect(englishPatentNumber(patent('174,465', 'US'), ',')).toBe('174,465');
  });

  it('reads the United States however typed', () => {
    expect(isUsPatent(patent('US9367592'))).toBe(true);
    expect(isUsPatent(patent('1700367', 'European Patent Office'))).toBe(false);
  });
});

describe('englishOffice', () => {
  it('names the Soviet and European codes, other offices as typed', () => {
    expect(englishOffice('SU')).toBe('USSR');
    expect(englishOffice('EP')).toBe('European');
    expect(englishOffice('US')).toBe('US');
  });
});

const patentData = (specialData: Record<string, unknown>): Publication =>
  ({ idTypePublication: 6, specialData }) as unknown as Publication;

describe('englishPatentCountry and englishPatentNumber', () => {
  it('reads the country from a code typed into the number and drops the kind code', () => {
    const us = patentData({ patentNumber: 'US9876543B2', patentOffice: 'United States' });
    expect(englishPatentCountry(us)).toBe('U.S.');
    expect(englishPatentNumber(us)).toBe('9876543');
    const gb = patentData({ patentNumber: 'GB2345678' });
    expect(englishPatentCountry(gb)).toBe('United Kingdom');
    expect(englishPatentNumber(gb)).toBe('2345678');
  });

  it('names the European office by its region, whether typed as a code or an office', () => {
    expect(englishPatentCountry(patentData({ patentNumber: '1700367', patentOffice: 'EP' }))).toBe('European');
    expect(englishPatentCountry(patentData({ patentNumber: '1700367', patentOffice: 'European Patent Office' }))).toBe(
      'European',
    );
  });
});

describe('englishOfficeOf', () => {
  const of = (specialData: Record<string, string>) => englishOfficeOf({ specialData } as Publication);
  it('keeps a typed office', () => {
    expect(of({ patentOffice: 'France', patentNumber: 'EP1700367' })).toBe('France');
  });
  it('reads the office from a code typed into the number', () => {
    expect(of({ patentNumber: 'GB1567999' })).toBe('United Kingdom');
    expect(of({ patentNumber: 'EP1700367B1' })).toBe('EP');
    expect(of({ patentNumber: 'US9367592B2' })).toBe('US');
    expect(of({ patentNumber: 'FR9500261' })).toBe('FR');
  });
  it('names nothing for a bare number', () => {
    expect(of({ patentNumber: '1567999' })).toBeUndefined();
  });
});
