// The publications of the format goldens (fixtures/styles/<style>/<type>.json), each once:
// the parser's round trip (parse-eval) and its synthetic training strings read the same set.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every golden's input, the first time it appears, in style and file order, with the style,
 * file and case it came from and its JSON (the key that makes it unique).
 */
export function goldenInputs(root) {
  const dir = join(root, 'fixtures/styles');
  const seen = new Set();
  const out = [];
  for (const style of readdirSync(dir).sort())
    for (const file of readdirSync(join(dir, style)).sort()) {
      if (!file.endsWith('.json')) continue;
      const list = JSON.parse(readFileSync(join(dir, style, file), 'utf8'));
      for (const c of Array.isArray(list) ? list : []) {
        if (!c?.input) continue;
        const key = JSON.stringify(c.input);
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ style, file, golden: c, key });
      }
    }
  return out;
}
