import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '#server/config.ts';
import { clusterDirOf, startEmbeddedPostgres } from '#server/db/embedded.ts';
import { backupSourceOf, takeBackup } from './backup.ts';
import { runningServer } from './base-backup.ts';

/**
 * `npm run backup [-- PASTA]`: one archive of the instance the server's configuration names, in PASTA or else
 * BACKUP_DIR. A running instance is backed up live. When none runs on DATA_DIR, the embedded PostgreSQL is started
 * for the backup and stopped again; it takes DATA_DIR's lock first, so a Zelo starting meanwhile is refused, never
 * given a cluster in use.
 */
function size(bytes: number) {
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${unit}`;
}

async function backUp() {
  const config = loadConfig();
  const folder = process.argv[2] ?? config.backup.dir;
  if (!folder) throw new Error('Informe a pasta das cópias: defina BACKUP_DIR ou rode npm run backup -- /caminho/da/pasta.');
  const source = backupSourceOf(config);
  if (!source.databaseUrl && !existsSync(join(clusterDirOf(source.dataDir), 'PG_VERSION'))) {
    throw new Error(`Não há banco de dados do Zelo em ${source.dataDir} (confira DATA_DIR).`);
  }
  const startedHere = !source.databaseUrl && !(await runningServer(source.dataDir)) ? await startEmbeddedPostgres(source.dataDir, { info: console.log, warn: console.warn }) : null;
  try {
    return await takeBackup(source, resolve(folder));
  } finally {
    await startedHere?.stop();
  }
}

try {
  const backup = await backUp();
  const database = backup.manifest.database === 'pg_dump' ? 'pg_dump do DATABASE_URL' : 'PostgreSQL embutido';
  console.log(`Cópia de segurança gravada: ${backup.path} (${size(backup.bytes)}; ${database}; ${backup.manifest.fileCount.toLocaleString('pt-BR')} arquivos).`);
} catch (error) {
  console.error(`A cópia de segurança falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
