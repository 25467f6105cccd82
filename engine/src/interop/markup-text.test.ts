import { describe, expect, it } from 'vitest';
import { plainOfMarkup } from './markup-text.js';

describe('plainOfMarkup', () => {
  it('drops the tags the BibTeX parser writes for \\emph, \\textsc, \\url and case protection, keeping their text', () => {
    expect(plainOfMarkup('Le <i>De Anima</i> dans la tradition grècque')).toBe('Le De Anima dans la tradition grècque');
    expect(
      plainOfMarkup('<span style="font-variant:small-caps;">Caps</span> and <span class="nocase">DNA</span>'),
    ).toBe('Caps and DNA');
    expect(plainOfMarkup('see <a href="http://x.org">http://x.org</a>')).toBe('see http://x.org');
    expect(plainOfMarkup('19<sup>th</sup> century, H<sub>2</sub>O, 10<sup>-3</sup>')).toBe('19th century, H₂O, 10⁻³');
  });

  it('spells out the LaTeX logo and turns breaks into spaces', () => {
    expect(plainOfMarkup('The LᴬT<sub>E</sub>X Companion')).toBe('The LaTeX Companion');
    expect(plainOfMarkup('one<br>two<p>three</p>')).toBe('one two three');
  });

  it('leaves a "<" that is no tag, and text without markup, as it is', () => {
    expect(plainOfMarkup('p < 0.05 for a<b')).toBe('p < 0.05 for a<b');
    expect(plainOfMarkup('  plain  text ')).toBe('  plain  text ');
  });

  it('escaped text (Crossref JATS) loses every tag, decodes entities and collapses white space', () => {
    expect(
      plainOfMarkup('<jats:title>A <jats:italic>B</jats:italic></jats:title>\n  &amp; &#8211; &lt;C&gt;', true),
    ).toBe('A B & – <C>');
    expect(plainOfMarkup('  no markup  ', true)).toBe('no markup');
    expect(plainOfMarkup('a &amp; b')).toBe('a &amp; b');
  });
});
