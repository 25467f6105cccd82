import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { article, BOOK_APA, book, tempDir } from './support.js';

// These run the built command (cli/dist, made by `npm run build:lib`), since worker threads load compiled files.
const BIN = fileURLToPath(new URL('../../cli/bin/referent.js', import.meta.url));

function referent(args: string[], opts: { input?: string; cwd?: string } = {}) {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    input: opts.input ?? '',
    cwd: opts.cwd,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** 5,000 NDJSON lines (more than one worker batch), each with its own title, two of them bad. */
function ndjson(): string {
  const lines = Array.from({ length: 5000 }, (_, i) =>
    JSON.stringify({ ...book, id: i, title: { publicationTitle: `Title ${i}` } }),
  );
  lines[10] = '{ not json';
  lines[4321] = JSON.stringify({ ...book, idTypePublication: 'x' });
  return `${lines.join('\n')}\n`;
}

describe('referent (built) format on NDJSON', () => {
  it('gives the same output, in input order, with worker threads as without', () => {
    const dir = tempDir({ 'big.ndjson': ndjson() });
    const one = referent(['format', join(dir, 'big.ndjson'), '-s', 'apa7', '--jobs', '1']);
    const two = referent(['format', join(dir, 'big.ndjson'), '-s', 'apa7', '--jobs', '2']);
    expect(one.code).toBe(1);
    expect(two.code).toBe(1);
    expect(two.out).toBe(one.out);
    const lines = two.out.trim().split('\n');
    expect(lines).toHaveLength(4998);
    expect(lines[0]).toContain('Title 0.');
    expect(lines[4997]).toContain('Title 4999.');
    expect(two.err).toContain('record 10 (line 11): (line): invalid JSON');
    expect(two.err).toContain('record 4321 (line 4322): idTypePublication: Type id of this element is uncorrect');
    expect(two.err.trim().split('\n').at(-1)).toBe('4998 formatted, 2 failed'); // no progress bar: stderr is not a terminal
  });

  it('streams standard input with --from ndjson', () => {
    const r = referent(['format', '--from', 'ndjson', '-s', 'apa7', '--jobs', '2'], {
      input: `${JSON.stringify(book)}\n`.repeat(3000),
    });
    expect(r.code).toBe(0);
    expect(r.out).toBe(`${BOOK_APA}\n`.repeat(3000));
  });

  it('writes JSON in input order with workers', () => {
    const dir = tempDir({ 'big.ndjson': ndjson() });
    const r = referent(['format', join(dir, 'big.ndjson'), '-s', 'apa7', '--to', 'json', '--jobs', '2']);
    const out = JSON.parse(r.out) as { index: number; id?: number }[];
    expect(out).toHaveLength(5000);
    expect(out.every((o, i) => o.index === i)).toBe(true);
    expect(out[4999]?.id).toBe(4999);
  });
});

describe('referent (built) progress bar', () => {
  it('draws a progress bar on standard error when it is a terminal', () => {
    const dir = tempDir({ 'in.ndjson': `${JSON.stringify(book)}\n`.repeat(3000) });
    // script(1) runs the command on a pseudo-terminal, so its stderr is a TTY.
    const cmd = `${process.execPath} ${BIN} format ${join(dir, 'in.ndjson')} -s apa7 --jobs 1 --out ${join(dir, 'out.txt')}`;
    const r = spawnSync('script', ['-qec', cmd, '/dev/null'], { encoding: 'utf8' });
    const size = `${JSON.stringify(book)}\n`.length * 3000;
    expect(r.stdout).toContain(`100% | ${size}/${size} bytes`);
    expect(r.stdout).toContain('3000 formatted, 0 failed');
  });
});

describe('referent (built) format --to docx', () => {
  it('generates the file name when --out is not given', () => {
    const dir = tempDir();
    const r = referent(['format', '-s', 'apa7', '--to', 'docx'], { input: JSON.stringify(book), cwd: dir });
    expect(r.code).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^references-\d{4}-\d{2}-\d{2}-\d{6}\.docx$/);
    expect(r.err).toContain(`wrote ${files[0]}`);
  });
});

describe('referent (built) journal-title lists', () => {
  // The bundle loads the NLM and CASSI lists only for the styles that use them (cli/src/journal-lists.ts).
  const nejm = { ...article, series: { ...article.series, series: 'The New England Journal of Medicine' } };

  it('abbreviates journal titles in vancouver and acs, in this thread and in workers', () => {
    const one = referent(['format', '-s', 'vancouver,acs', '--from', 'publication-json'], {
      input: JSON.stringify(nejm),
    });
    expect(one.out).toContain('Attention is all you need. N Engl J Med. 2017;30(2):5998-6008.');
    expect(one.out).toContain('Attention is all you need. N. Engl. J. Med. 2017, 30 (2), 5998–6008.');
    const many = referent(['format', '--from', 'ndjson', '-s', 'vancouver', '--jobs', '2'], {
      input: `${JSON.stringify(nejm)}\n`.repeat(3000),
    });
    expect(many.out.trim().split('\n').at(-1)).toBe(
      '3000. Vaswani A, Shazeer N. Attention is all you need. N Engl J Med. 2017;30(2):5998-6008. doi: 10.5555/3295222.3295349.',
    );
  });
});

describe('referent (built) format start-up', () => {
  const BUNDLE = fileURLToPath(new URL('../../cli/dist/bundle/', import.meta.url));
  /** The bundle's files that `format` loads on every run: main.js, the format chunk, and what they import statically. */
  function loadedByFormat(): string[] {
    const chunks = join(BUNDLE, 'chunks');
    const format = readdirSync(chunks).find((f) => f.startsWith('format-'));
    const todo = [join(BUNDLE, 'main.js'), join(chunks, format ?? 'format-missing.js')];
    const seen = new Set<string>();
    while (todo.length) {
      const file = todo.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import[^;]*?from\s*"(\.[^"]+)";/gms))
        todo.push(join(dirname(file), m[1] as string));
    }
    return [...seen];
  }

  it('loads no zod: records are validated by parse-publication.ts without it', () => {
    const files = loadedByFormat();
    expect(files.length).toBeGreaterThan(2);
    for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toContain('$ZodType');
  });

  it('declines names through lvovich, which the bundle requires at its first use (cli/bundle.mjs)', () => {
    const record = {
      idTypePublication: 2,
      language: 'RU',
      title: { publicationTitle: 'Тема' },
      authors: { 3: [{ surname: 'Петрова', name: 'Мария', fathername: 'Сергеевна' }] },
      outputData: { year: 2020, editionPlace: 'Москва', publisher: 'Наука' },
    };
    const r = referent(['format', '-s', 'gost2018', '--from', 'publication-json'], { input: JSON.stringify(record) });
    expect(r.out).toContain('под редакцией М. С. Петровой');
  });

  it('still prints the romanised list, whose code (and zod) loads only with --romanize', () => {
    const r = referent(['format', '-s', 'gost2018', '--from', 'publication-json', '--romanize-schemes', 'ru=bgn'], {
      input: JSON.stringify(book),
    });
    expect(r.code).toBe(0);
    expect(r.out).toContain('References');
    const bad = referent(
      ['format', '-s', 'gost2018', '--from', 'publication-json', '--romanize-schemes', 'ru=national'],
      {
        input: JSON.stringify(book),
      },
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--romanize: scheme "national" has no rules for Russian');
  });
});
