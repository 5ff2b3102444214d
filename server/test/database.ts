import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';
import { createDatabase, databaseUrl, dropDatabase } from './database-server.ts';

export interface TestDatabase extends DatabaseConnection {
  url: string;
}

/**
 * A fresh copy of the migrated, seeded template: each suite owns its database and may write anything.
 * `empty` gives a database with no schema at all, for migration tests.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('databaseServerUrl');
  const name = `${inject('databasePrefix')}_${randomBytes(6).toString('hex')}`;
  await createDatabase(serverUrl, name, options.empty ? 'template0' : inject('templateDatabase'));
  const url = databaseUrl(serverUrl, name);
  const connection = connectDatabase(url, { max: 5 });
  return {
    ...connection,
    url,
    async close() {
      await connection.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
