import { describe, expect, it } from 'vitest';
import { blocksToText } from '../../lib/blocks.js';
import { i18n } from '../../lib/i18n.js';
import { blankReview } from './model.js';
import { checkReferences } from './reference-check.js';
import { reviewDocument } from './review-document.js';

const LIST = [
  '1. McCauley S. M., Christiansen M. H. Language learning as language use // Psychological Review. 2019. Vol. 126, no. 1. P. 1–51.',
  '2. Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.',
  '3. Something without any shape',
  '4. Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с.',
  '5. Petrov P. Future work. Berlin : Springer, 2090. 10 p.',
].join('\n');

describe('checkReferences', () => {
  const now = new Date('2026-11-24T00:00:00Z');
  it('passes complete references and flags unrecognised, repeated and future-dated ones', () => {
    const checked = checkReferences(LIST, now);
    expect(checked.map((c) => c.n)).toEqual([1, 2, 3, 4, 5]);
    expect(checked[0]?.flags).toEqual([]);
    expect(checked[1]?.flags).toEqual([]);
    // Not a reference at all: the parser says so (issue 15) instead of guessing a record with gaps.
    expect(checked[2]?.flags.map((f) => f.kind)).toContain('unrecognised');
    expect(checked[3]?.flags).toContainEqual({ kind: 'duplicate', of: 2 });
    expect(checked[4]?.flags).toContainEqual({ kind: 'futureYear' });
  });

  it('flags a reference without a year as incomplete', () => {
    const [only] = checkReferences('Smith J. A book without a date. London : Penguin.', now);
    expect(only?.flags).toContainEqual({ kind: 'missing', field: 'year' });
  });
});

describe('reviewDocument', () => {
  it('holds the criteria table, the weighted overall score, the recommendation and the check', async () => {
    await i18n.changeLanguage('en');
    const r = {
      ...blankReview(),
      title: 'On usage',
      recommendation: 'minor' as const,
      references: LIST,
      criteria: [
        { id: 'novelty', weight: 1, score: 8, comment: 'New.' },
        { id: 'methods', weight: 3, score: 4, comment: 'Small corpus.' },
      ],
    };
    const text = blocksToText(reviewDocument(i18n.t, r, new Date('2026-11-24')));
    expect(text).toContain('Peer review');
    expect(text).toContain('Novelty\t1\t8 / 10\tNew.');
    expect(text).toContain('Overall score: 5 / 10');
    expect(text).toContain('Recommendation: Minor revision');
    expect(text).toContain(
      '4. Иванов И. И. Теория информации : учебник. Москва : Наука, 2019. 320 с. — repeats reference 2',
    );
  });
});
