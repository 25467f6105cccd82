import { describe, expect, it } from 'vitest';
import { LABELS } from '../locales/index.js';
import { dateForm, dateRangeForm } from './date-forms.js';

describe('dateForm', () => {
  it('writes IEEE month-day-year with abbreviated months and no zero padding', () => {
    expect(dateForm('2009-02-01', LABELS.en, 'en', { order: 'mdy', months: 'short', monthDot: true })).toBe(
      'Feb. 1, 2009',
    );
  });

  it('writes NLM year-month-day without the full stop of the month', () => {
    expect(dateForm('2002-07-25', LABELS.en, 'en', { order: 'ymd', months: 'short' })).toBe('2002 Jul 25');
  });

  it("writes APA's year, month day and Cite Them Right's day month year", () => {
    expect(dateForm('2019-01-03', LABELS.en, 'en', { order: 'y, md', months: 'full' })).toBe('2019, January 3');
    expect(dateForm('2025-08-20', LABELS.en, 'en', { order: 'dmy', months: 'full' })).toBe('20 August 2025');
  });

  it('gives a Russian day-month date the genitive month in full', () => {
    expect(dateForm('2021-05-05', LABELS.ru, 'ru', { order: 'mdy', months: 'short' })).toBe('5 мая 2021');
  });

  it('prints nothing for an invalid date (spec §5)', () => {
    expect(dateForm('2020-02-30', LABELS.en, 'en', { order: 'mdy', months: 'full' })).toBeUndefined();
  });
});

describe('dateRangeForm', () => {
  it('gives both days of a span across two months when the style asks (acrossMonths)', () => {
    const en = { order: 'mdy', months: 'short', acrossMonths: true } as const;
    expect(dateRangeForm('1988-09-30', '1988-10-02', LABELS.en, 'en', en)).toBe('Sep 30–Oct 2, 1988');
    const uk = { order: 'dmy', months: 'full', acrossMonths: true } as const;
    expect(dateRangeForm('2020-05-30', '2020-06-02', LABELS.uk, 'uk', uk)).toBe('30 травня – 2 червня 2020');
    expect(dateRangeForm('2020-05-30', '2020-06-02', LABELS.uk, 'uk', { order: 'dmy', months: 'full' })).toBe(
      '30 травня 2020',
    );
  });

  it('shares month and year of a span of days', () => {
    expect(dateRangeForm('2002-04-03', '2002-04-05', LABELS.en, 'en', { order: 'mdy', months: 'short' })).toBe(
      'Apr 3–5, 2002',
    );
    expect(dateRangeForm('2002-04-03', '2002-04-05', LABELS.en, 'en', { order: 'dmy', months: 'full' })).toBe(
      '3–5 April 2002',
    );
  });

  it('gives the start alone when the span crosses a month or ends before it starts', () => {
    expect(dateRangeForm('2002-04-30', '2002-05-02', LABELS.en, 'en', { order: 'dmy', months: 'full' })).toBe(
      '30 April 2002',
    );
    expect(dateRangeForm('2002-04-05', '2002-04-03', LABELS.en, 'en', { order: 'dmy', months: 'full' })).toBe(
      '5 April 2002',
    );
  });

  it("takes a style's own short English months, never for a Russian record", () => {
    const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'June', 'July', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
    const acs = { order: 'mdy', months: 'short', shortMonths } as const;
    expect(dateForm('2004-07-16', LABELS.en, 'en', acs)).toBe('July 16, 2004');
    expect(dateRangeForm('1988-09-13', '1988-09-20', LABELS.en, 'en', acs)).toBe('Sept 13–20, 1988');
    expect(dateForm('2004-07-16', LABELS.ru, 'ru', acs)).toBe('16 июля 2004');
  });
});
