import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { appRoleUrl, enableAppRoleLogin } from '#server/db/app-role.ts';
import { connectDatabase } from '#server/db/client.ts';
import { applyMigrations } from '#server/db/migrate.ts';
import { createDatabase, databaseUrl, dropDatabase, TEST_APP_ROLE_PASSWORD } from '#server/test/database-server.ts';

/** What `node build/server/index.js` needs to run on the database. */
export type DatabaseEnv = {
  DATABASE_URL: string;
  DATABASE_APP_URL: string;
};

/**
 * A fresh database that one run of a whole-process suite (resilience, several processes) makes on a PostgreSQL it
 * reaches as a superuser, and drops at the end. Every name starts with the suite's `prefix`, so a database that an
 * interrupted run left behind is dropped by the next run of the same suite.
 */
export class RunDatabase {
  readonly name: string;

  constructor(
    private readonly serverUrl: string,
    private readonly prefix: string,
  ) {
    this.name = `${prefix}${randomBytes(4).toString('hex')}`;
  }

  /**
   * Drops the leftovers, then creates the database and migrates it here, so that zelo_app exists (migration 0004)
   * and can be given the test suites' password before the API's first start. `say` hears of each leftover dropped.
   */
  async create(say: (line: string) => void): Promise<DatabaseEnv> {
    for (const leftover of await this.leftovers()) {
      await dropDatabase(this.serverUrl, leftover);
      say(`Banco ${leftover} de uma execução interrompida removido.`);
    }
    await createDatabase(this.serverUrl, this.name);
    const owner = connectDatabase(this.ownerUrl, { max: 1 });
    try {
      await applyMigrations(owner.db);
    } finally {
      await owner.close();
    }
    await enableAppRoleLogin(this.ownerUrl, TEST_APP_ROLE_PASSWORD);
    return { DATABASE_URL: this.ownerUrl, DATABASE_APP_URL: appRoleUrl(this.ownerUrl, TEST_APP_ROLE_PASSWORD) };
  }

  /** The superuser's connection to the run's database, for fixtures and checks. */
  get ownerUrl() {
    return databaseUrl(this.serverUrl, this.name);
  }

  drop() {
    return dropDatabase(this.serverUrl, this.name);
  }

  private async leftovers() {
    const client = new pg.Client({ connectionString: this.serverUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [this.prefix]);
      return rows.map((row) => row.datname);
    } finally {
      await client.end();
    }
  }
}
