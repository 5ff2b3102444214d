import { randomBytes } from 'node:crypto';
import { createDatabase, databaseUrl, dropDatabase, startDatabaseServer } from '#server/test/database-server.ts';

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the benchmark's own: on BENCH_DATABASE_URL (or TEST_DATABASE_URL) when set, otherwise on an
 * embedded PostgreSQL started for the run. `drop` removes it (and stops the embedded server).
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const log = { info: (message: string) => console.log(message), warn: (message: string) => console.warn(message) };
  const server = await startDatabaseServer(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL, log);
  const name = `zelo_bench_${randomBytes(4).toString('hex')}`;
  await createDatabase(server.url, name);
  return {
    url: databaseUrl(server.url, name),
    drop: async () => {
      await dropDatabase(server.url, name);
      await server.stop();
    },
  };
}
