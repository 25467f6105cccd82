import { describe, expect, it } from 'vitest';
import { toMarkdown } from './to-markdown.js';

describe('toMarkdown', () => {
  it('escapes the characters Markdown would read as markup', () => {
    expect(toMarkdown([{ text: 'a*b_c [d] `e` <f> \\' }])).toBe('a\\*b\\_c \\[d\\] \\`e\\` \\<f\\> \\\\');
  });

  it('marks italics and bold inside the run’s spaces', () => {
    expect(
      toMarkdown([{ text: 'In ' }, { text: ' Nature ', marks: ['italic'] }, { text: '12', marks: ['bold'] }]),
    ).toBe('In  *Nature* **12**');
  });

  it('links web and e-mail addresses, with brackets in the address encoded', () => {
    expect(toMarkdown([{ text: 'x', href: 'https://a.org/a_(b)' }])).toBe('[x](https://a.org/a_%28b%29)');
    expect(toMarkdown([{ text: 'mail', href: 'mailto:a@b.org' }])).toBe('[mail](mailto:a@b.org)');
  });

  it('keeps an address with a closing bracket or a space inside its link', () => {
    expect(toMarkdown([{ text: 'x', href: 'https://a.org/a)[y](javascript:alert(1)' }])).toBe(
      '[x](https://a.org/a%29[y]%28javascript:alert%281%29)',
    );
    expect(toMarkdown([{ text: 'x', href: 'https://a.org/a b' }])).toBe('[x](https://a.org/a%20b)');
  });

  it('never makes a javascript: or data: address a link', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      expect(toMarkdown([{ text: 'click', href }])).toBe('click');
    }
  });
});
