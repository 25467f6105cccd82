import { Command, CommanderError } from 'commander';
import { registerCheck } from './commands/check.js';
import { registerConvert } from './commands/convert.js';
import { registerFormat } from './commands/format.js';
import { registerParse } from './commands/parse.js';
import { registerStyles } from './commands/styles.js';
import { registerTranslit } from './commands/translit.js';
import { registerValidate } from './commands/validate.js';
import { fileErrorMessage } from './file-errors.js';
import { type Io, UsageError } from './io.js';
import { VERSION } from './version.js';

/**
 * Builds the `referent` program. Each command lives in its own file under commands/ and
 * registers itself here with one line.
 */
export function buildProgram(io: Io, setExit: (code: number) => void): Command {
  const program = new Command('referent')
    .description('Format, convert, parse and transliterate bibliographic references')
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  registerFormat(program, io, setExit);
  registerStyles(program, io);
  registerTranslit(program, io);
  registerConvert(program, io, setExit);
  registerValidate(program, io, setExit);
  registerParse(program, io, setExit);
  registerCheck(program, io, setExit);
  return program;
}

/** Runs the CLI and returns the exit code: 0 success, 1 some records failed, 2 usage error. */
export async function run(argv: string[], io: Io): Promise<number> {
  let code = 0;
  const program = buildProgram(io, (c) => {
    code = Math.max(code, c);
  });
  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (e instanceof UsageError) {
      io.stderr(`referent: ${e.message}\n`);
      return e.message.startsWith('input is not valid JSON') ? 1 : 2;
    }
    const message = fileErrorMessage(e as NodeJS.ErrnoException);
    if (message) {
      io.stderr(`referent: ${message}\n`);
      return 2;
    }
    throw e;
  }
}
