import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { describe, expect, it } from 'vitest';
import { run } from '../../cli/src/program.js';
import { memoryIo, tempDir } from './support.js';

const referent = (...args: string[]) => ['node', 'referent', ...args];

const GOST_MD = `# Статья

Текст статьи [1].

## Список литературы

1. Петров П. П. Теория графов. М.: Наука, 2010. 320 с.
2. Иванов И. И. Модели систем // Вестник МГУ. 2018. № 4. С. 10–20.
3. Smith J. Graph theory. London: Springer, 2015. 200 p.
4. Иванов И. И. Модели систем // Вестник МГУ. 2018. № 4. С. 10–20.

## Приложение

Не список.
`;

interface Report {
  heading: string | null;
  entries: { line: number; label?: string; ok: boolean; proposed: string | null; deviations: string[] }[];
  list: { kind: string; lines: number[] }[];
  summary: { entries: number; deviating: number; listIssues: number };
}

async function check(args: string[], stdin = '') {
  const io = memoryIo(stdin);
  const code = await run(referent('check', ...args), io);
  return { code, out: io.out, err: io.err };
}

describe('referent check: a Markdown manuscript', () => {
  it('finds the list under its heading, reports each deviating entry with the proposed text, the order and a duplicate', async () => {
    const dir = tempDir({ 'paper.md': GOST_MD });
    const r = await check([join(dir, 'paper.md'), '--style', 'gost2018', '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as Report;
    expect(report.heading).toBe('Список литературы');
    // The appendix after the list is not part of it.
    expect(report.entries.map((e) => [e.line, e.label])).toEqual([
      [7, '1'],
      [8, '2'],
      [9, '3'],
      [10, '4'],
    ]);
    expect(report.entries.every((e) => !e.ok && e.proposed && e.deviations.length > 0)).toBe(true);
    expect(report.entries[0]?.proposed).toMatch(
      // GOST R 7.0.100-2018 writes the place in full: «М.» typed in the list becomes «Москва».
      /^Петров, П\. П\. Теория графов \/ П\. П\. Петров\. – Москва : Наука, 2010\. – 320 с\./,
    );
    expect(report.list.map((i) => i.kind).sort()).toEqual(['duplicate', 'order', 'order']);
    expect(report.list.find((i) => i.kind === 'duplicate')?.lines).toEqual([10, 8]);
  });

  it('--fix rewrites the list in the style and its order; the fixed file then passes but for the duplicate', async () => {
    const dir = tempDir({ 'paper.md': GOST_MD });
    const file = join(dir, 'paper.md');
    const fixed = await check([file, '--style', 'gost2018', '--fix']);
    // The duplicate cannot be fixed by rewriting: exit code 1.
    expect(fixed.code).toBe(1);
    expect(fixed.err).toContain(`corrected list written to ${file}`);
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('## Приложение\n\nНе список.');
    const list = text.split('## Список литературы\n\n')[1]?.split('\n\n## Приложение')[0]?.split('\n') ?? [];
    expect(list).toHaveLength(4);
    // Cyrillic sources first, alphabetically, numbered anew.
    expect(list.map((l) => l.slice(0, 11))).toEqual(['1. Иванов, ', '2. Иванов, ', '3. Петров, ', '4. Smith, J']);
    const again = await check([file, '--style', 'gost2018', '--format', 'json']);
    const report = JSON.parse(again.out) as Report;
    expect(report.summary).toEqual({ entries: 4, deviating: 0, listIssues: 1 });
    expect(report.list[0]?.kind).toBe('duplicate');
  });

  it('exits 0 when every entry follows the style', async () => {
    const dir = tempDir({ 'paper.md': GOST_MD.replace(/\n4\. .*\n/u, '\n') });
    const file = join(dir, 'paper.md');
    await check([file, '--style', 'gost2018', '--fix']);
    const r = await check([file, '--style', 'gost2018']);
    expect(r.out).toBe('0 of 3 entries deviate from gost2018\n');
    expect(r.code).toBe(0);
  });
});

describe('referent check: a Word manuscript', () => {
  async function docx(dir: string): Promise<string> {
    const doc = new Document({
      sections: [
        {
          children: [
            new Paragraph({ text: 'Deep nets', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('As shown before (LeCun et al., 2015; Hardin, 1968).'),
            new Paragraph({ text: 'References', heading: HeadingLevel.HEADING_1 }),
            new Paragraph('LeCun Y, Bengio Y, Hinton G. Deep learning. Nature. 2015;521(7553):436-44.'),
            new Paragraph('Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.'),
          ],
        },
      ],
    });
    const path = join(dir, 'paper.docx');
    writeFileSync(path, await Packer.toBuffer(doc));
    return path;
  }

  it('reads the paragraphs after the References heading and reports by paragraph', async () => {
    const file = await docx(tempDir());
    const r = await check([file, '--style', 'apa7', '--format', 'json']);
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as Report;
    expect(report.heading).toBe('References');
    expect(report.entries.map((e) => e.line)).toEqual([4, 5]);
    // The Vancouver entry is not in APA's form; APA's own entry is.
    expect(report.entries[0]?.ok).toBe(false);
    expect(report.entries[0]?.proposed).toBe(
      'LeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444.',
    );
    expect(report.entries[1]).toMatchObject({ ok: true, deviations: [] });
    // APA lists by author: Hardin before LeCun.
    expect(report.list).toEqual([expect.objectContaining({ kind: 'order', lines: [5, 4] })]);
  });

  it("--fix prints the corrected list, in the style's order, and the report on standard error", async () => {
    const file = await docx(tempDir());
    const r = await check([file, '--style', 'apa7', '--fix']);
    expect(r.out).toBe(
      'Hardin, G. (1968). The tragedy of the commons. Science, 162(3859), 1243–1248.\nLeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444.\n',
    );
    expect(r.err).toContain('1 of 2 entries deviate from apa7; 1 list issue');
    expect(r.code).toBe(0);
  });
});

describe('referent check: LaTeX, standard input and the machine formats', () => {
  it('reads \\bibitem entries and checks numeric order against the first citations', async () => {
    const tex = [
      '\\documentclass{article}',
      '\\begin{document}',
      'As in \\cite{b} [2] and later [1].',
      '\\begin{thebibliography}{9}',
      "\\bibitem{a} G. Hardin, ``The tragedy of the commons,'' \\emph{Science}, vol. 162, no. 3859,",
      '  pp. 1243--1248, 1968.',
      "\\bibitem{b} Y. LeCun, Y. Bengio, and G. Hinton, ``Deep learning,'' \\emph{Nature}, vol. 521, no. 7553, pp. 436--444, 2015.",
      '\\end{thebibliography}',
      '\\end{document}',
    ].join('\n');
    const dir = tempDir({ 'paper.tex': tex });
    const r = await check([join(dir, 'paper.tex'), '--style', 'ieee', '--format', 'json']);
    const report = JSON.parse(r.out) as Report;
    expect(report.entries.map((e) => [e.line, e.label])).toEqual([
      [5, 'a'],
      [7, 'b'],
    ]);
    expect(report.entries[0]?.proposed).toBe(
      'G. Hardin, “The tragedy of the commons,” Science, vol. 162, no. 3859, pp. 1243–1248, 1968.',
    );
    expect(report.entries.every((e) => e.ok)).toBe(true);
    expect(report.list).toEqual([expect.objectContaining({ kind: 'citation-order' })]);
    expect(r.code).toBe(1);
  });

  it('checks a plain list on standard input and writes GitHub annotations', async () => {
    const r = await check(
      ['--style', 'vancouver', '--format', 'github'],
      'Hardin G. The tragedy of the commons. Science. 1968;162(3859):1243-8.\nLeCun, Y., Bengio, Y., & Hinton, G. (2015). Deep learning. Nature, 521(7553), 436–444.\n',
    );
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^::error file=\(stdin\),line=2,title=referent check \(vancouver\)::.+%0AProposed: LeCun Y, Bengio Y, Hinton G\. Deep learning\. Nature\. 2015;521\(7553\):436-44\.$/,
    );
    expect(lines[1]).toBe('1 of 2 entries deviate from vancouver');
  });

  it('a list numbered only in part: each unnumbered line that reads as a reference is an entry of its own', async () => {
    // The Russian/Ukrainian real strings as one plain list: lines 1–194 carry their sources'
    // numbers (not in order), 195–328 none; joining every unnumbered line to the last number
    // made 195 entries of them, the last holding 134 references.
    const cases = (
      JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/parser/ru-ua.json'), 'utf8')) as {
        cases: { text: string }[];
      }
    ).cases;
    const r = await check(['--style', 'gost2018', '--format', 'json'], `${cases.map((c) => c.text).join('\n')}\n`);
    const report = JSON.parse(r.out) as Report;
    expect(report.entries.map((e) => e.line)).toEqual(cases.map((_, i) => i + 1));
  });

  it('says so when a line is not a reference, and answers usage errors with exit code 2', async () => {
    const r = await check(['--style', 'apa7'], 'The quick brown fox jumps over the lazy dog\n');
    expect(r.out).toContain('not read as a reference');
    expect(r.code).toBe(1);
    expect((await check(['--style', 'nope'], 'x')).code).toBe(2);
    expect((await check(['--style', 'apa7', '--out', 'x.md'], 'x')).code).toBe(2);
    expect((await check(['--style', 'apa7', '--format', 'xml'], 'x')).code).toBe(2);
  });
});
