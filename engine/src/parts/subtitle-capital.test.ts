import { describe, expect, it } from 'vitest';
import { subtitleCapital } from './subtitle-capital.js';

describe('subtitleCapital (APA 7, 6.17)', () => {
  it.each([
    [
      'Infant sleep and feeding: a telephone survey of Hispanic Americans',
      'Infant sleep and feeding: A telephone survey of Hispanic Americans',
    ],
    [
      'To transform, to communicate, to play—the experimenting community',
      'To transform, to communicate, to play—The experimenting community',
    ],
    ['Computer addiction? a study of computer dependency', 'Computer addiction? A study of computer dependency'],
    ['Already right: A title', 'Already right: A title'],
    ['Ratio 3:2 and t-tests', 'Ratio 3:2 and t-tests'],
    ['Smith vs. the state', 'Smith vs. the state'],
    ['Ideas: “the” case', 'Ideas: “The” case'],
  ])('%s → %s', (input, output) => {
    expect(subtitleCapital(input)).toBe(output);
  });
});
