import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(async () => {
  await database.close();
});

describe('the connection pool', () => {
  it('survives the server ending the connection of a client checked out between two queries', async () => {
    const client = await database.pool.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Not events.once: it would reject on the 'error' this is about.
    const ended = new Promise((resolve) => client.once('end', resolve));
    // As a crash or an immediate shutdown of PostgreSQL would: the FATAL arrives while no query is running.
    await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await ended;

    await expect(client.query('select 1')).rejects.toThrow();
    client.release();
    expect((await database.pool.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
