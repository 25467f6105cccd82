import { describe, expect, it } from 'vitest';
import { escapeHtml, toHtml } from './to-html.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can break out of text or an attribute', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; &#39;Jerry&#39;&lt;/b&gt;');
  });
});

describe('toHtml', () => {
  it('escapes every run’s text, marked or not', () => {
    expect(toHtml([{ text: '<script>alert(1)</script>' }])).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(toHtml([{ text: 'A & B', marks: ['italic'] }])).toBe('<i>A &amp; B</i>');
  });

  it('maps marks to tags, small caps to a styled span', () => {
    expect(toHtml([{ text: 'Nature', marks: ['italic', 'bold'] }])).toBe('<b><i>Nature</i></b>');
    expect(toHtml([{ text: 'Smith', marks: ['smallCaps'] }])).toBe(
      '<span style="font-variant:small-caps">Smith</span>',
    );
  });

  it('links http, https and mailto addresses, with the address escaped', () => {
    expect(toHtml([{ text: 'x', href: 'https://a.org/?a=1&b="2"' }])).toBe(
      '<a href="https://a.org/?a=1&amp;b=&quot;2&quot;">x</a>',
    );
    expect(toHtml([{ text: 'mail', href: 'mailto:a@b.org' }])).toBe('<a href="mailto:a@b.org">mail</a>');
  });

  it('never makes a javascript:, data: or relative address a link: the text stays, escaped', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      '//evil.org',
      'vbscript:x',
    ]) {
      const html = toHtml([{ text: `<${href}>`, href }]);
      expect(html).not.toContain('<a');
      expect(html).toBe(`&lt;${href.replace(/</g, '&lt;').replace(/>/g, '&gt;')}&gt;`);
    }
  });

  it('renders no runs as nothing', () => {
    expect(toHtml([])).toBe('');
  });
});
