/**
 * docs/styles/<style>.md shows every golden of the style between its examples markers; this
 * fails when a golden changed and the page was not regenerated (scripts/style-examples.ts).
 */
import { describe, expect, it } from 'vitest';
import { END, entryMarkdown, START, stylePages, withExamples } from '../../scripts/style-examples.js';

describe('docs/styles examples', () => {
  for (const page of stylePages()) {
    it(`docs/styles/${page.style}.md shows its goldens as they are`, () => {
      expect(
        page.current === page.expected,
        `docs/styles/${page.style}.md is out of date: run npm run docs:styles`,
      ).toBe(true);
    });
  }

  it('replaces only what stands between the markers, or adds the block at the end', () => {
    const page = `# x\n\nprose\n\n${START}\nold\n${END}\n\nmore prose\n`;
    expect(withExamples(page, `${START}\nnew\n${END}`)).toBe(`# x\n\nprose\n\n${START}\nnew\n${END}\n\nmore prose\n`);
    expect(withExamples('# x\n', `${START}\nnew\n${END}`)).toBe(`# x\n\n${START}\nnew\n${END}\n`);
  });

  it('shows italics and bold from the golden’s HTML, escaped for a table cell', () => {
    expect(entryMarkdown({ text: 'A | B', html: '<i>A</i> | <b>B</b> &amp; <a href="https://x.org">x_y</a>' })).toBe(
      '*A* \\| **B** & x\\_y',
    );
    expect(entryMarkdown({ text: 'Smith, J. *2020*' })).toBe('Smith, J. \\*2020\\*');
  });
});
