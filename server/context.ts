import type { BrazilLookups } from '#server/adapters/lookups/brazil-lookups.ts';
import type { Outbox } from '#server/adapters/outbox/outbox.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

/** What every module's routes are given: the database, the configuration and the adapters. */
export interface AppContext {
  db: Database;
  config: Config;
  outbox: Outbox;
  lookups: BrazilLookups;
  storage: FileStorage;
}
