import { processIo } from './io.js';
import { run } from './program.js';

export function main(argv: string[]): Promise<number> {
  return run(argv, processIo);
}
