import autocannon from 'autocannon';

export interface Load {
  p50Ms: number;
  p99Ms: number;
  requestsPerSecond: number;
  failures: number;
}

/** Seconds each load runs; BENCH_SECONDS shortens quick runs. */
export const SECONDS_PER_LOAD = Number(process.env.BENCH_SECONDS ?? 8);

/**
 * Calls `url` from `connections` keep-alive connections for SECONDS_PER_LOAD seconds. The load comes from a
 * worker thread, so this process's event loop serves the server under test alone. A short warm-up first lets
 * the JIT, the pool and PostgreSQL's caches settle, so the figures describe the steady state.
 */
export async function measureLoad(url: string, options: { connections: number; headers?: Record<string, string> }): Promise<Load> {
  const common = { url, connections: options.connections, workers: 1, headers: options.headers ?? {} };
  await autocannon({ ...common, duration: 1 });
  const result = await autocannon({ ...common, duration: SECONDS_PER_LOAD });
  return {
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.average),
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

export const describeLoad = (load: Load) =>
  `${String(load.p50Ms).padStart(4)} ms p50 ${String(load.p99Ms).padStart(4)} ms p99 ${String(load.requestsPerSecond).padStart(6)} req/s` +
  (load.failures ? `  (${load.failures} falhas)` : '');
