import autocannon from 'autocannon';

export interface Load {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  failures: number;
}

/** Seconds each load runs; BENCH_SECONDS shortens quick runs. */
export const SECONDS_PER_LOAD = Number(process.env.BENCH_SECONDS ?? 8);

export interface LoadOptions {
  connections: number;
  headers?: Record<string, string>;
  seconds?: number;
}

/**
 * Calls `url` from `connections` keep-alive connections for `seconds` (SECONDS_PER_LOAD by default). The load comes
 * from a worker thread, so this process's event loop serves the server under test alone. A short warm-up first lets
 * the JIT, the pool and PostgreSQL's caches settle, so the figures describe the steady state.
 */
export async function measureLoad(url: string, options: LoadOptions): Promise<Load> {
  const common = { url, connections: options.connections, workers: 1, headers: options.headers ?? {} };
  await autocannon({ ...common, duration: 1 });
  return loadOf(await autocannon({ ...common, duration: options.seconds ?? SECONDS_PER_LOAD }));
}

/** What a benchmark keeps of an autocannon run: any answer but a 2xx counts as a failure. */
export const loadOf = (result: autocannon.Result): Load => ({
  p50Ms: result.latency.p50,
  p99Ms: result.latency.p99,
  requestsPerSecond: Math.round(result.requests.average),
  failures: result.errors + result.timeouts + result.non2xx,
});

export interface Scenario {
  name: string;
  url: string;
  headers?: Record<string, string>;
}

/**
 * Measures every scenario `rounds` times, in turns, and keeps each one's median round (by req/s) with the failures of
 * all its rounds: on a shared machine a passing disturbance then hits one round of every scenario, not one scenario.
 */
export async function measureInTurns<K extends string>(scenarios: Record<K, Scenario>, options: Omit<LoadOptions, 'headers'> & { rounds: number }): Promise<Record<K, Load>> {
  const keys = Object.keys(scenarios) as K[];
  const rounds = new Map<K, Load[]>(keys.map((key) => [key, []]));
  for (let round = 0; round < options.rounds; round++) {
    // Each round starts one scenario later, so none always runs first (or right after the same neighbour).
    for (const key of [...keys.slice(round % keys.length), ...keys.slice(0, round % keys.length)]) {
      const { url, headers } = scenarios[key];
      rounds.get(key)!.push(await measureLoad(url, { ...options, headers }));
    }
  }
  const medians = {} as Record<K, Load>;
  for (const key of keys) {
    const sorted = rounds.get(key)!.sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    medians[key] = { ...sorted[Math.floor(sorted.length / 2)]!, failures: sorted.reduce((sum, load) => sum + load.failures, 0) };
    console.log(`${describeLoad(medians[key])}  ${scenarios[key].name}`);
  }
  return medians;
}

export const describeLoad = (load: Load) =>
  `${String(load.p50Ms).padStart(4)} ms p50 ${String(load.p99Ms).padStart(4)} ms p99 ${String(load.requestsPerSecond).padStart(6)} req/s` +
  (load.failures ? `  (${load.failures} falhas)` : '');
