import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { bibliographyDocx } from './node.js';

async function documentXml(buffer: Buffer): Promise<{ xml: string; rels: string }> {
  const zip = await JSZip.loadAsync(buffer);
  return {
    xml: (await zip.file('word/document.xml')?.async('string')) ?? '',
    rels: (await zip.file('word/_rels/document.xml.rels')?.async('string')) ?? '',
  };
}

describe('links in Word exports', () => {
  it('web and e-mail links become hyperlinks; javascript:, file: and data: stay plain text', async () => {
    const entry = [
      { text: 'Web ', href: 'https://example.org/a' },
      { text: 'mail ', href: 'mailto:a@example.org' },
      { text: 'script ', href: 'javascript:alert(1)' },
      { text: 'file ', href: 'file:///etc/passwd' },
      { text: 'data', href: 'data:text/html,<b>x</b>' },
    ];
    const { xml, rels } = await documentXml(await bibliographyDocx([{ heading: 'References', entries: [entry] }]));
    expect(rels).toContain('https://example.org/a');
    expect(rels).toContain('mailto:a@example.org');
    expect(rels).not.toMatch(/javascript:|file:|data:/);
    for (const text of ['Web', 'mail', 'script', 'file', 'data']) expect(xml).toContain(text);
  });
});
