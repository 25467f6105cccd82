import { describe, expect, it } from 'vitest';
import { cleanReference, splitReferences } from './clean.js';

describe('cleanReference', () => {
  it('removes numbering, soft hyphens, line breaks and doubled spaces, and unifies dashes', () => {
    expect(cleanReference('[12]  Ива\u00ADнов И. И. Био-\nграфия\u2014жизнь  и  дело \u2013 2019')).toBe(
      'Иванов И. И. Биография—жизнь и дело – 2019',
    );
    expect(cleanReference('3) Smith J.\r\nTitle')).toBe('Smith J. Title');
  });

  it('keeps a year that starts the text', () => {
    expect(cleanReference('2019. Annual report')).toBe('2019. Annual report');
  });
});

describe('splitReferences', () => {
  it('splits a numbered list, joining lines that continue a reference', () => {
    expect(splitReferences('1. Smith J. A study //\nJournal. 2019.\n2. Doe J. Another. 2020.')).toEqual([
      'Smith J. A study // Journal. 2019.',
      'Doe J. Another. 2020.',
    ]);
  });

  it('splits one reference per line, or at blank lines only', () => {
    expect(splitReferences('Smith J. A. 2019.\nDoe J. B. 2020.')).toHaveLength(2);
    expect(splitReferences('Smith J. A. 2019.\nDoe J. B. 2020.', { byLine: false })).toHaveLength(1);
    expect(splitReferences('Smith J. A. 2019.\n\nDoe J. B. 2020.', { byLine: false })).toHaveLength(2);
  });
});
