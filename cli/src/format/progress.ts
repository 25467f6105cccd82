import cliProgress from 'cli-progress';

/**
 * A progress bar on standard error, drawn only when it is a terminal (a pipe or a log file
 * gets nothing), so scripts and CI see only the summary line.
 */
export class Progress {
  private readonly bar: cliProgress.SingleBar | undefined;

  constructor(enabled: boolean, total: number, unit: string) {
    if (!enabled || total <= 0) return;
    this.bar = new cliProgress.SingleBar(
      {
        format: `{bar} {percentage}% | {value}/{total} ${unit} | {eta_formatted}`,
        stream: process.stderr,
        hideCursor: true,
      },
      cliProgress.Presets.shades_classic,
    );
    this.bar.start(total, 0);
  }

  increment(by = 1): void {
    this.bar?.increment(by);
  }

  stop(): void {
    this.bar?.stop();
  }
}
