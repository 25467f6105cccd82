// Adds to package-lock.json the optional platform packages that npm 11 leaves out when it
// writes the lock on one platform (biome's darwin/win32/musl binaries), after which `npm ci`
// refuses the lock as out of sync (npm/cli issue 4828). Each missing entry is filled from the
// registry's own metadata (`npm view`); where the registry in use does not serve another
// platform's package at all (a mirror that carries only this platform's binaries), the entry is
// described from the package's platform name (`cli-darwin-arm64` → os darwin, cpu arm64), which is
// all `npm ci` needs to skip it here. Run after changing dependencies:
//   node scripts/complete-lock.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;

function registryMeta(name, range) {
  try {
    const out = execFileSync('npm', ['view', `${name}@${range}`, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const meta = JSON.parse(out);
    return Array.isArray(meta) ? meta.at(-1) : meta;
  } catch {
    return undefined;
  }
}

const PLATFORM =
  /-(android|darwin|linux|win32|freebsd|openbsd|sunos|aix)-(x64|arm64|ia32|arm|ppc64|s390x|riscv64)(?:-(musl|gnu))?$/;

function platformMeta(name, range) {
  const m = PLATFORM.exec(name);
  if (!m || !/^\d+\.\d+\.\d+$/.test(range)) throw new Error(`complete-lock: cannot describe ${name}@${range}`);
  return { version: range, os: [m[1]], cpu: [m[2]], ...(m[3] ? { libc: [m[3]] } : {}) };
}
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === '' ? '' : `${path}/`;
    const nested = `${base}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    const one = registryMeta(name, range) ?? platformMeta(name, range);
    packages[hoisted] = {
      version: one.version,
      integrity: one.dist?.integrity,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(one.license ? { license: one.license } : {}),
      ...(one.cpu ? { cpu: one.cpu } : {}),
      ...(one.os ? { os: one.os } : {}),
      ...(one.libc ? { libc: one.libc } : {}),
      ...(one.engines ? { engines: one.engines } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lock: ${added} optional platform package(s) added`);
