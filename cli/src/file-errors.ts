import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * One line for a file-system error, naming the path and what is wrong with it (a folder given
 * as a file, a missing folder for --out, a missing file, no permission); undefined for any
 * other error, which is a bug and keeps its stack.
 */
export function fileErrorMessage(err: NodeJS.ErrnoException): string | undefined {
  const path = err.path ?? '';
  switch (err.code) {
    case 'EISDIR':
      return `${path} is a folder, not a file`;
    case 'ENOENT': {
      const folder = dirname(path);
      return folder !== '.' && !existsSync(folder)
        ? `no such folder: ${folder} (for ${path})`
        : `no such file: ${path}`;
    }
    case 'ENOTDIR':
      return `${path}: a part of the path is a file, not a folder`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied: ${path}`;
    default:
      return undefined;
  }
}
