import { z } from 'zod';
import type { Registry, RouteDef } from './route.js';

/** The fields of a body schema as `name: type` (`?` when optional), for the route table. */
function fields(def: RouteDef): string {
  if (!def.body) return '—';
  const schema = z.toJSONSchema(def.body, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string | string[]; enum?: unknown[]; anyOf?: { type?: string }[] }>;
    required?: string[];
  };
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => name !== 'lang')
    .map(([name, p]) => {
      const type = p.enum
        ? p.enum.map((v) => JSON.stringify(v)).join('\\|')
        : p.anyOf
          ? p.anyOf.map((a) => a.type ?? '…').join('\\|')
          : Array.isArray(p.type)
            ? p.type.join('\\|')
            : (p.type ?? 'any');
      return `\`${name}${required.has(name) ? '' : '?'}\`: ${type}`;
    })
    .join(', ');
}

/**
 * The route table of docs/api.md, generated from the same list the server registers, so a
 * test fails when the documentation and the server disagree.
 */
export function routeTableMarkdown(registry: Registry): string {
  const rows = registry.map(
    (d) =>
      `| \`${d.method.toUpperCase()} ${d.path}\` | ${d.access} | ${d.plan ?? '—'} | ${d.form && d.body ? 'form or JSON: ' : ''}${fields(d)} | ${d.answer} | ${d.summary} |`,
  );
  return [
    '| Route | Access | Plan rule | Body | 2xx answer | What it does |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
