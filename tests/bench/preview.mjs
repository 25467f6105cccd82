// The web's live preview in the browser (issue 13, point 4: "formatting the live preview of 15
// styles for one record ≤ 5 ms"). Bundles the engine's browser entry (`@referent/engine/api`, as
// the web imports it) with esbuild, serves it on 127.0.0.1 and, in Debian's chromium driven by
// playwright-core, times what `Preview.tsx` does for one record: `dispatch` with all 15 styles,
// then `toHtml` of each entry. Records: every golden's input (fixtures/styles), so the mix is
// the real-shaped one of the goldens (1–20 authors, Cyrillic and Latin, all 7 types).
//   node tests/bench/preview.mjs          (needs `npm run build:lib`; prints a Markdown table)
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const STYLES_DIR = join(ROOT, 'fixtures/styles');

const records = readdirSync(STYLES_DIR).flatMap((style) =>
  readdirSync(join(STYLES_DIR, style))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => JSON.parse(readFileSync(join(STYLES_DIR, style, f), 'utf8')).map((c) => c.input)),
);

const bundle = await build({
  entryPoints: [join(ROOT, 'engine/dist/api.js')],
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'warning',
});
const engineJs = bundle.outputFiles[0].text;

const page = `<!doctype html><meta charset="utf-8"><title>preview bench</title>
<script type="module">
import { availableStyles, dispatch, toHtml } from '/engine.js';
const records = await (await fetch('/records.json')).json();
const styles = availableStyles();
const preview = (bibl) => {
  const answer = dispatch({ bibl, standarts: styles });
  if (answer.state === 'error') return 0;
  let n = 0;
  for (const s of styles) n += toHtml(answer.rich[s] ?? []).length;
  return n;
};
const t0 = performance.now();
preview(records[0]);
const cold = performance.now() - t0;
for (const r of records) preview(r); // warm-up: every record once
const times = [];
for (let round = 0; round < 3; round++)
  for (const r of records) {
    const t = performance.now();
    preview(r);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
window.result = { styles: styles.length, records: records.length, cold, median: at(0.5), p95: at(0.95), max: times[times.length - 1] };
</script>`;

const server = createServer((req, res) => {
  const body =
    req.url === '/engine.js'
      ? engineJs
      : req.url === '/records.json'
        ? JSON.stringify(records)
        : req.url === '/'
          ? page
          : undefined;
  if (body === undefined) {
    res.writeHead(404).end();
    return;
  }
  const type = req.url === '/engine.js' ? 'text/javascript' : req.url === '/' ? 'text/html' : 'application/json';
  res.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${port}/`);
  await tab.waitForFunction(() => window.result, undefined, { timeout: 300_000 });
  const r = await tab.evaluate(() => window.result);
  const ms = (x) => `${x.toFixed(2)} ms`;
  const load = os.loadavg()[0].toFixed(1);
  console.log(
    `| preview of ${r.styles} styles for one record (dispatch + toHtml), chromium | ${r.records} golden records × 3 rounds | median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)}; first call in a fresh page ${ms(r.cold)} | target ≤ 5 ms | load ${load} |`,
  );
} finally {
  await browser.close();
  server.close();
}
