import { mkdir, writeFile } from 'node:fs/promises';

export interface BudgetResult {
  budget: string;
  measured: number;
  limit: number;
  unit: string;
  pass: boolean;
}

/**
 * The budgets of one benchmark: each check prints PASS or FAIL with its figure, and `finish` writes every figure
 * to bench/results/<name>.json and fails the process when a budget was missed.
 */
export class Budgets {
  readonly results: BudgetResult[] = [];

  /** Passes when `measured` is at most `limit`. */
  atMost(budget: string, measured: number, limit: number, unit: string) {
    this.record({ budget, measured, limit, unit, pass: measured <= limit });
  }

  /** Passes when `measured` is at least `limit`. */
  atLeast(budget: string, measured: number, limit: number, unit: string) {
    this.record({ budget, measured, limit, unit, pass: measured >= limit });
  }

  private record(result: BudgetResult) {
    this.results.push(result);
    const figure = (value: number) => `${Number.isInteger(value) ? value : value.toFixed(2)} ${result.unit}`;
    console.log(`${result.pass ? 'PASS' : 'FAIL'}  ${result.budget}: ${figure(result.measured)} (orçamento ${figure(result.limit)})`);
  }

  /** Writes the figures, and the readable report when there is one (bench/results/<name>.md), then the verdict. */
  async finish(name: string, figures: Record<string, unknown>, report?: string) {
    await mkdir('bench/results', { recursive: true });
    const file = `bench/results/${name}.json`;
    await writeFile(file, JSON.stringify({ measuredAt: new Date().toISOString(), budgets: this.results, ...figures }, null, 2));
    if (report !== undefined) await writeFile(`bench/results/${name}.md`, report);
    const failed = this.results.filter((result) => !result.pass).length;
    console.log(`${failed ? `${failed} orçamento(s) estourado(s)` : 'Todos os orçamentos cumpridos'}; números em ${file}`);
    if (failed) process.exitCode = 1;
  }
}
