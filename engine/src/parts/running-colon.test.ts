import { describe, expect, it } from 'vitest';
import { cleanRunningTitle, runningColon } from './running-colon.js';

describe('runningColon', () => {
  it('turns a GOST " : " into the colon of running text and leaves ratios alone', () => {
    expect(runningColon('Новые люди : роман, рассказы')).toBe('Новые люди: роман, рассказы');
    expect(runningColon('Ratio 3:2: a study')).toBe('Ratio 3:2: a study');
    expect(runningColon(undefined)).toBeUndefined();
  });
});

describe('cleanRunningTitle', () => {
  it('drops the closing stop and takes the running colon', () => {
    expect(cleanRunningTitle('Библиотеки вузов : сборник научных трудов.')).toBe(
      'Библиотеки вузов: сборник научных трудов',
    );
    expect(cleanRunningTitle(undefined)).toBeUndefined();
  });
});
