import { describe, expect, it } from 'vitest';
import { runningColon } from './running-colon.js';

describe('runningColon', () => {
  it('turns a GOST " : " into the colon of running text and leaves ratios alone', () => {
    expect(runningColon('Новые люди : роман, рассказы')).toBe('Новые люди: роман, рассказы');
    expect(runningColon('Ratio 3:2: a study')).toBe('Ratio 3:2: a study');
    expect(runningColon(undefined)).toBeUndefined();
  });
});
