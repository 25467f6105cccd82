import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../app/tools.js';
import { LIMIT_ROWS } from '../pricing/limits-table.js';
import { LIMIT_KEYS, SHOT_LANGS, STEPS, topicOf } from './topics.js';

const HERE = resolve(import.meta.dirname);
const PUBLIC_HELP = resolve(HERE, '..', '..', '..', 'public', 'help');
const bundle = (lang: string) =>
  JSON.parse(readFileSync(join(HERE, 'locales', `${lang}.json`), 'utf8')).help.tools as Record<
    string,
    Record<string, string>
  >;

describe('help topics', () => {
  it.each(['en', 'ru', 'ua'])('every tool of the menu has its %s text and steps', (lang) => {
    const tools = bundle(lang);
    for (const tool of TOOLS) {
      expect(tools[tool.path]?.what, `${lang} ${tool.path}`).toBeTruthy();
      for (const step of STEPS) expect(tools[tool.path]?.[step], `${lang} ${tool.path}.${step}`).toBeTruthy();
    }
  });

  it('every tool has a screenshot in every language, and all of them stay small', () => {
    let total = 0;
    for (const lang of SHOT_LANGS) {
      for (const tool of TOOLS) {
        const file = join(PUBLIC_HELP, lang, `${tool.path}.webp`);
        expect(existsSync(file), file).toBe(true);
        const bytes = readFileSync(file);
        // A WebP file (RIFF…WEBP), not a renamed PNG.
        expect(bytes.subarray(8, 12).toString('latin1'), file).toBe('WEBP');
        total += statSync(file).size;
      }
    }
    expect(total).toBeLessThan(1.8 * 1024 * 1024);
  });

  it('names only rows the limits table has, and only tools that exist', () => {
    const rows = new Set(LIMIT_ROWS.map((r) => r.key));
    for (const [tool, keys] of Object.entries(LIMIT_KEYS)) {
      expect(topicOf(tool), tool).toBeDefined();
      for (const key of keys) expect(rows.has(key), `${tool}: ${key}`).toBe(true);
    }
    expect(topicOf('nothing')).toBeUndefined();
  });
});
