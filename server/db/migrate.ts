import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';

/** Beside this file in the sources, beside the bundle in build/server (the build copies them). */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function applyMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}
