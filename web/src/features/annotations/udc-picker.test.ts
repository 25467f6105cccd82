import { describe, expect, it } from 'vitest';
import { isAuxiliary, joinCodes, splitCodes } from './UdcPicker.js';

describe('the UDC field of an annotation', () => {
  it('splits and joins independent subjects on "+", keeping auxiliaries on their number', () => {
    expect(splitCodes('004.8 + 37.01-057.4+(470)')).toEqual(['004.8', '37.01-057.4', '(470)']);
    expect(splitCodes('  ')).toEqual([]);
    expect(joinCodes(['004.8', '37'])).toBe('004.8+37');
  });

  it('tells auxiliaries (written onto a number) from main numbers (joined with "+")', () => {
    for (const aux of ['-057.4', '(470)', '=161.1', '"19"', '.01']) expect(isAuxiliary(aux), aux).toBe(true);
    for (const main of ['004.8', '37', '378.1', '94(470)']) expect(isAuxiliary(main), main).toBe(false);
  });
});
