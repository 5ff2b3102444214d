import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { appRoleUrl } from '#server/db/app-role.ts';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';
import { createDatabase, databaseUrl, dropDatabase, TEST_APP_ROLE_PASSWORD } from './database-server.ts';

export interface TestDatabase extends DatabaseConnection {
  /** The owner's URL (migrations, fixtures). */
  url: string;
  /** The same database as the app role, which the row-level policies hold: what the API runs on. */
  appUrl: string;
}

/**
 * A fresh copy of the migrated, seeded template: each suite owns its database and may write anything. The
 * connection returned is the owner's, for fixtures and assertions; the app connects with `appUrl`.
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
    appUrl: appRoleUrl(url, TEST_APP_ROLE_PASSWORD),
    async close() {
      await connection.close();
      await dropDatabase(serverUrl, name);
    },
  };
}
