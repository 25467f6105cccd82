import { Command, CommanderError } from 'commander';
import { fileErrorMessage } from './file-errors.js';
import { type Io, isUsageError } from './io.js';
import { VERSION } from './version.js';

type Register = (program: Command, io: Io, setExit: (code: number) => void) => void;

/**
 * Each command lives in its own file under commands/ and is loaded only when it runs (or
 * when all are listed, for help): `referent format` then does not load the citation
 * parser, the importers or the checker, which cost a one-record run most of its start-up.
 * The order here is the order of `referent --help`.
 */
const COMMANDS: Record<string, () => Promise<Register>> = {
  format: async () => (await import('./commands/format.js')).registerFormat,
  styles: async () => (await import('./commands/styles.js')).registerStyles,
  translit: async () => (await import('./commands/translit.js')).registerTranslit,
  convert: async () => (await import('./commands/convert.js')).registerConvert,
  validate: async () => (await import('./commands/validate.js')).registerValidate,
  parse: async () => (await import('./commands/parse.js')).registerParse,
  check: async () => (await import('./commands/check.js')).registerCheck,
};

/** The command a command line runs, when it names one; otherwise (help, a typo, none) every command is needed. */
function commandOf(argv: string[]): string | undefined {
  const name = argv[2];
  return name !== undefined && Object.hasOwn(COMMANDS, name) ? name : undefined;
}

/** Builds the `referent` program with the commands a command line needs (all when `only` is not given). */
export async function buildProgram(io: Io, setExit: (code: number) => void, only?: string): Promise<Command> {
  const program = new Command('referent')
    .description('Format, convert, parse and transliterate bibliographic references')
    .version(VERSION)
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });
  const names = only ? [only] : Object.keys(COMMANDS);
  const registers = await Promise.all(names.map((name) => (COMMANDS[name] as () => Promise<Register>)()));
  for (const register of registers) register(program, io, setExit);
  return program;
}

/** Runs the CLI and returns the exit code: 0 success, 1 some records failed, 2 usage error. */
export async function run(argv: string[], io: Io): Promise<number> {
  let code = 0;
  const program = await buildProgram(
    io,
    (c) => {
      code = Math.max(code, c);
    },
    commandOf(argv),
  );
  try {
    await program.parseAsync(argv);
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : 2;
    if (isUsageError(e)) {
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
