import fc from 'fast-check';

/**
 * Short strings of letters, spaces and punctuation — the characters the join table decides
 * about (stops, commas, brackets, quotes, dashes, non-breaking and doubled spaces). Shared by the
 * reference tests that compare an optimised join, combinator or finish with its plain statement.
 */
export const punctuatedText = (maxLength: number): fc.Arbitrary<string> =>
  fc
    .array(
      fc.constantFrom(
        'a',
        'Я',
        ' ',
        '  ',
        '\t',
        '\u00a0',
        ',',
        '.',
        '...',
        ';',
        ':',
        '?',
        '!',
        '…',
        '(',
        ')',
        '[',
        ']',
        '\u201d',
        '\u2019',
        '"',
        '«',
        '»',
        '/',
        '–',
      ),
      { maxLength },
    )
    .map((cs) => cs.join(''));
