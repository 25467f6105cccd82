import { describe, expect, it } from 'vitest';
import { auxKind, buildUdc, canAdd, isMain } from './builder.js';

describe('UDC code builder', () => {
  it('joins main classes with a colon and puts auxiliaries in citation order', () => {
    expect(buildUdc(['004.8', '378'], ['(477)'])).toBe('004.8:378(477)');
    expect(buildUdc(['821.161.2'], ['=161.2', '"19"', '(477)', '(075.8)'])).toBe('821.161.2(477)"19"(075.8)=161.2');
    expect(buildUdc([], [])).toBe('');
  });
  it('recognises each kind of common auxiliary', () => {
    expect(['-053.2', '(=161.1)', '(470+571)', '"20"', '(043)', '=111'].map(auxKind)).toEqual([
      'properties',
      'peoples',
      'place',
      'time',
      'form',
      'language',
    ]);
    expect(isMain('004.8')).toBe(true);
    expect(isMain('(477)')).toBe(false);
    expect(canAdd('(0...)')).toBe(false);
    expect(canAdd('(=161.2)')).toBe(true);
  });
});
