import { ABSTRACT_TEMPLATES, checkAbstract } from '@referent/engine';
import { describe, expect, it } from 'vitest';
import { blocksToHtml, blocksToText } from '../../lib/blocks.js';
import { dateTime } from '../../lib/date-time.js';
import { assembleAbstract } from './assemble.js';
import { EXAMPLES } from './handbook/examples.js';
import { blankAnnotation } from './model.js';

describe('assembleAbstract', () => {
  it('lays APA out as a centred “Abstract”, one paragraph and lower-case italic-labelled keywords', () => {
    const a = {
      ...blankAnnotation('APA'),
      title: 'On Usage',
      keywords: 'Usage; Learning',
      sections: { abstract: 'Text.' },
    };
    const html = blocksToHtml(assembleAbstract(a));
    expect(html).toContain('<h3 style="text-align:center">Abstract</h3>');
    expect(html).toContain('<p>Text.</p>');
    expect(html).toContain('<em>Keywords: </em>usage, learning');
  });

  it('lays Emerald out with each filled heading in bold, then keywords and paper type', () => {
    const a = {
      ...blankAnnotation('Emerald'),
      title: 'T',
      keywords: 'a, b',
      paperType: 'Case study',
      sections: { purpose: 'Why.', findings: 'What.' },
    };
    const text = blocksToText(assembleAbstract(a));
    expect(text).toContain('Purpose – Why.\n\nFindings – What.');
    expect(text).not.toContain('Design/methodology/approach');
    expect(text).toContain('Keywords – a, b\n\nPaper type – Case study');
  });

  it('runs the six GOST parts into one paragraph after «Реферат», with UDC and Russian labels', () => {
    const a = {
      ...blankAnnotation('GOST', 'referat'),
      title: 'Тема',
      udk: '004.9',
      professor: 'Петров В. Н.',
      keywords: 'ссылка, ГОСТ',
      sections: { relevance: 'Актуально.', results: 'Итог.' },
    };
    const text = blocksToText(assembleAbstract(a));
    expect(text.split('\n\n')).toEqual([
      'УДК 004.9',
      'Тема',
      'Научный руководитель: Петров В. Н.',
      'Реферат',
      'Актуально. Итог.',
      'Ключевые слова: ссылка, ГОСТ',
    ]);
  });

  it('escapes what the author typed', () => {
    const a = { ...blankAnnotation('MLA'), title: '<b>x</b>', sections: { abstract: 'a & b' } };
    const html = blocksToHtml(assembleAbstract(a));
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('a &amp; b');
  });
});

describe('handbook examples', () => {
  it('has one example per template, each within its template’s limits and with its required parts', () => {
    for (const tpl of ABSTRACT_TEMPLATES) {
      const examples = EXAMPLES[tpl.slug].filter((e) => e.form === tpl.form);
      expect(examples, tpl.sourceId).toHaveLength(1);
      for (const e of examples) expect(checkAbstract(e), tpl.sourceId).toEqual([]);
    }
  });
});

describe('dateTime', () => {
  it('shows YYYY-MM-DD HH:mm', () => {
    expect(dateTime(new Date(2026, 10, 24, 4, 5).toISOString())).toBe('2026-11-24 04:05');
  });
});
