import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the summary lists. */
const SHOWN = 10;

/**
 * Prints the slowest tests with their timeout after the run, so CI output shows how much room each test has left:
 * a test that takes a third of its timeout here fails on a machine three times slower.
 */
export default class SlowestReporter implements Reporter {
  private readonly runs: { test: TestCase; result: TestResult }[] = [];

  printsToStdio(): boolean {
    return true;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.runs.push({ test, result });
  }

  onEnd(): void {
    const slowest = [...this.runs].sort((a, b) => b.result.duration - a.result.duration).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const lines = slowest.map(({ test, result }) => {
      // A timeout of 0 means none; the share of it is what tells the margin.
      const share = test.timeout > 0 ? `${Math.round((result.duration / test.timeout) * 100)}%` : 'no timeout';
      // The title path is the root's empty title, the project, the file, then the describes and the test.
      const [project, file, ...titles] = test.titlePath().filter(Boolean);
      const where = `[${project}] ${file}:${test.location.line}`;
      return `  ${seconds(result.duration).padStart(7)} of ${seconds(test.timeout).padStart(6)} (${share.padStart(4)})  ${where} › ${titles.join(' › ')}`;
    });
    process.stdout.write(`\n${slowest.length} slowest tests (duration of timeout):\n${lines.join('\n')}\n`);
  }
}
