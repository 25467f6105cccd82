import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './images.js';
import { sanitizeStoryHtml } from './sanitize.js';

/** Hostile HTML (OWASP filter-evasion classics and parser tricks): none may keep anything that runs. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="https://a.example/x.png" onload="alert(1)">',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="javascript:alert(1)">',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<img src="//evil.example/x.png">',
  '<svg><script>alert(1)</script></svg>',
  '<svg onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<style>@import "//evil.example/x.css";</style>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="//evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<img """><script>alert(1)</script>">',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<table background="javascript:alert(1)"><tr><td onmouseover=alert(1)>x</td></tr></table>',
  '<a href="https://ok.example" target="_blank" onmouseover="alert(1)">ok</a>',
  '<video><source onerror="alert(1)"></video>',
  '<template><script>alert(1)</script></template>',
];

const DANGEROUS =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<form|<input|<meta|<base|<link|<video|<template|\son\w+\s*=|javascript:|vbscript:|data:|style=|expression\(|srcdoc/i;

describe('story HTML sanitiser', () => {
  it.each(CORPUS)('leaves nothing that runs: %s', (html) => {
    const clean = sanitizeStoryHtml(html);
    expect(clean).not.toMatch(DANGEROUS);
    expect(clean).not.toContain('alert(1)</script');
    // What is left parses back to itself: no half-open tag for a browser to repair into something else.
    expect(sanitizeStoryHtml(clean)).toBe(clean);
  });

  it('keeps what the editor writes: headings, lists, links, images, quotes, code, tables', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://doi.org/10.1/x">doi</a></p>' +
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol><blockquote><p>q</p></blockquote>' +
      '<pre><code>x &lt; y</code></pre><img src="/api/blog/images/7" alt="fig">' +
      '<table><tbody><tr><th colspan="2">h</th></tr><tr><td>a</td><td>b</td></tr></tbody></table>';
    const clean = sanitizeStoryHtml(html);
    for (const part of [
      '<h2>Title</h2>',
      '<strong>b</strong>',
      '<ol start="3">',
      '<blockquote>',
      '<pre><code>x &lt; y</code></pre>',
      '<img src="/api/blog/images/7" alt="fig" />',
      '<th colspan="2">',
      '<td>a</td>',
    ]) {
      expect(clean).toContain(part);
    }
    expect(clean).toContain('<a href="https://doi.org/10.1/x" rel="noopener noreferrer nofollow">doi</a>');
  });

  it('removes the script text, not only the tags', () => {
    expect(sanitizeStoryHtml('<p>a</p><script>steal()</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });
});

describe('story image types by their bytes', () => {
  const bytes = (...b: number[]) => Uint8Array.from([...b, ...new Array(16).fill(0)]);
  it('knows PNG, JPEG, GIF and WebP and nothing else', () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('image/gif');
    expect(imageTypeOf(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});
