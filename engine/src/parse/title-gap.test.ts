import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const title = (text: string) => parseCitation(text).publication.title?.publicationTitle;

/** AnyStyle core strings (fixtures/parser/anystyle_core.xml, development part). */
describe('a book title with commas', () => {
  it('runs on to the bracketed imprint or the place, not to its first comma', () => {
    expect(
      title(
        'Levin, David, Unsettling Opera: Staging Mozart, Verdi, Wagner, and Zemlinsky (University of Chicago Press, 2007).',
      ),
    ).toBe('Unsettling Opera: Staging Mozart, Verdi, Wagner, and Zemlinsky');
    expect(
      title(
        'Kubik, Reinhold, Händels Rinaldo: Geschichte, Werk, Wirkung (Neuhausen-Stuttgart: Hänssler-Verlag, 1982).',
      ),
    ).toBe('Händels Rinaldo: Geschichte, Werk, Wirkung');
    expect(title('Watson, F.B., Paul, Judaism and the Gentiles. Cambridge: Cambridge University Press, 1986).')).toBe(
      'Paul, Judaism and the Gentiles',
    );
  });

  it('keeps its head after a name given first', () => {
    expect(
      title(
        'Orland Figes, Peasant Russia, Civil War: The Volga Countryside in Revolution, 1917-1921 (Oxford: Clarendon Press, 1989)',
      ),
    ).toBe('Peasant Russia, Civil War: The Volga Countryside in Revolution, 1917-1921');
  });

  it('takes no translator, editor or series after it (round-trip texts)', () => {
    expect(title('E. Canetti, Crowds and Power, C. Stewart, Trans. London: Phoenix, 2000.')).toBe('Crowds and Power');
    expect(
      title(
        'Wilde, Oscar, The Importance of Being Earnest: A Trivial Comedy for Serious People, English and American Drama of the Nineteenth Century (Leonard Smithers and Company, 1899).',
      ),
    ).toBe('The Importance of Being Earnest: A Trivial Comedy for Serious People');
  });
});
