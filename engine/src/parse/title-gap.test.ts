import { describe, expect, it } from 'vitest';
import { parseByRules, parseCitation } from './parse-citation.js';

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

describe("an article's title with a place after its last comma (AnyStyle core and gold set)", () => {
  it('keeps the place the journal after the stop left over', () => {
    expect(
      title(
        'Fregerslev, S., Carstens, H., Fe-Ni metal in impact melt rocks of Lake Lappajarvi, Finland. Contributions to Mineralogy and Petrology, v. 55, pp. 255-263. 1976.',
      ),
    ).toBe('Fe-Ni metal in impact melt rocks of Lake Lappajarvi, Finland');
    expect(
      title(
        'Sharpton, V. L., Dressler, B.O., Herrick, R.R., Schnieders, B. and Scott,J., New constraints on the Slate Islands impact structure, Ontario, Canada. Geology, v. 24, pp. 851-854. 1996.',
      ),
    ).toBe('New constraints on the Slate Islands impact structure, Ontario, Canada');
  });

  it("takes no proceedings' label before the host", () => {
    expect(
      parseByRules(
        'T. Imielinski, S. Viswanathan, Adaptive Wire less Information Systems, Proc. of SIGDBS Conf., Tokyo, October, 1994.',
        () => {},
      ).publication.title?.publicationTitle,
    ).toBe('Adaptive Wire less Information Systems');
  });
});
