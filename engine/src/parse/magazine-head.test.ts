import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const read = (text: string) => parseCitation(text).publication;

// MLA 7 (5.7.3) cites a film by its title, then "Dir." and the director, "Perf." and the
// performers. Two development strings of the AnyStyle set have this form (the cross-validation
// missed both: a model that had not seen them read the performers or the title as names); the
// others are composed in the same form.
describe('a film cited by its title (MLA 7)', () => {
  it('keeps the first sentence as the title, with no author or editor from the credits', () => {
    for (const [text, title] of [
      ['The Arrival. Dir. David Twohy. Perf. Charlie Sheen. Artisan, Santa Monica, Calif., 1996.', 'The Arrival'],
      [
        'A Civil Action. Dir. Steven Zaillian. Perf. John Travolta, Robert Duvall, Stephen Fry, James Gandolfini. Touchstone Pictures, Burbank, Calif., 1999.',
        'A Civil Action',
      ],
      ['Jaws. Dir. Steven Spielberg. Perf. Roy Scheider, Robert Shaw. Universal, 1975.', 'Jaws'],
      ['Casablanca. Dir. Michael Curtiz. Warner Bros., 1942.', 'Casablanca'],
    ] as const) {
      const p = read(text);
      expect(p.title?.publicationTitle).toBe(title);
      expect(p.authors).toBeUndefined();
      expect(p.outputData?.publisher ?? '').not.toContain('Dir');
    }
  });
});
