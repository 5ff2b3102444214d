import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';

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
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = options.empty ? 'template0' : inject('templateDatabase');
    await admin.query(`create database ${admin.escapeIdentifier(name)} template ${admin.escapeIdentifier(template)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = connectDatabase(url.toString(), { max: 5 });
  return {
    ...connection,
    url: url.toString(),
    async close() {
      await connection.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${dropper.escapeIdentifier(name)} with (force)`).finally(() => dropper.end());
    },
  };
}
