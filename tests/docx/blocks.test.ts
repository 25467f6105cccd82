import { blocksDocument } from '@referent/docx';
import { Packer } from 'docx';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';

describe('blocksDocument', () => {
  it('writes headings, marked runs and a table that Word readers read back', async () => {
    const doc = blocksDocument(
      [
        { kind: 'heading', text: 'Abstract', align: 'center' },
        { kind: 'paragraph', runs: [{ text: 'Keywords: ', marks: ['italic'] }, { text: 'usage' }], firstLine: true },
        { kind: 'table', header: ['№', 'Title'], rows: [['1', 'On usage']] },
      ],
      'Test',
    );
    const buffer = await Packer.toBuffer(doc);
    const { value } = await mammoth.convertToHtml({ buffer });
    expect(value).toContain('<h1>Abstract</h1>');
    expect(value).toContain('<em>Keywords: </em>usage');
    expect(value).toContain('<td><p>1</p></td><td><p>On usage</p></td>');
  });
});
