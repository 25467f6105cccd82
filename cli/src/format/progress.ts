/** What the formatter reports progress to. */
export interface Progress {
  increment(by?: number): void;
  stop(): void;
}

const SILENT: Progress = { increment: () => {}, stop: () => {} };

/**
 * A progress bar on standard error (cli-progress), drawn only when it is a terminal and the
 * total is known: a pipe or a log file gets nothing, so scripts and CI see only the summary
 * line. cli-progress is loaded only then, to keep a one-record run's start-up short.
 */
export async function createProgress(enabled: boolean, total: number, unit: string): Promise<Progress> {
  if (!enabled || total <= 0) return SILENT;
  const { default: cliProgress } = await import('cli-progress');
  const bar = new cliProgress.SingleBar(
    {
      format: `{bar} {percentage}% | {value}/{total} ${unit} | {eta_formatted}`,
      stream: process.stderr,
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0);
  return { increment: (by = 1) => bar.increment(by), stop: () => bar.stop() };
}
