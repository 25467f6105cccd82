import { availableStyles, STYLES } from '@referent/engine';
import type { Command } from 'commander';
import type { Io } from '../io.js';

/** `referent styles`: the styles the engine has, one per line: id, tab, name. */
export function registerStyles(program: Command, io: Io): void {
  program
    .command('styles')
    .description('list the citation styles the engine has')
    .option('--json', 'print a JSON array of { id, name }')
    .action((opts: { json?: boolean }) => {
      const rows = availableStyles().map((id) => ({ id, name: STYLES[id]?.name ?? id }));
      if (opts.json) io.stdout(`${JSON.stringify(rows)}\n`);
      else io.stdout(rows.map((r) => `${r.id}\t${r.name}\n`).join(''));
    });
}
