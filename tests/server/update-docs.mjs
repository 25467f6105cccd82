// Rewrites the generated route table of docs/api.md from the built server's route list:
//   npx tsc -b server && node tests/server/update-docs.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import knex from 'knex';
import { routeTableMarkdown } from '../../server/dist/api/docs.js';
import { createApp, ROUTES } from '../../server/dist/app.js';

const db = knex({ client: 'sqlite3', connection: { filename: ':memory:' }, useNullAsDefault: true });
const app = createApp({ db, version: 'docs' });
const file = new URL('../../docs/api.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const next = doc.replace(
  /(<!-- routes:begin[^>]*-->\n)[\s\S]*?(\n<!-- routes:end -->)/,
  (_m, begin, end) => `${begin}${routeTableMarkdown(ROUTES.get(app))}\n${end}`,
);
writeFileSync(file, next);
await db.destroy();
