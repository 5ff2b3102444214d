import { join, resolve } from 'node:path';
import { loadConfig } from '#server/config.ts';
import { restoreBackup } from './restore.ts';

/** `npm run restore ARQUIVO`: the archive into the configured DATA_DIR, which must be empty or absent. */
const archive = process.argv[2];
const { dataDir } = loadConfig();
try {
  if (!archive) throw new Error('Informe o arquivo: npm run restore -- /caminho/zelo-backup-….tar.gz');
  const manifest = await restoreBackup(resolve(archive), dataDir);
  console.log(`Cópia de ${manifest.createdAt} restaurada em ${dataDir}: ${manifest.fileCount.toLocaleString('pt-BR')} arquivos conferidos (SHA-256).`);
  if (manifest.database === 'pg_dump') {
    console.log(
      `O banco veio como pg_dump em ${join(dataDir, 'database.dump')}: restaure-o com o pg_restore do PostgreSQL ${manifest.postgresVersion.split('.')[0]} ` +
        `(pg_restore --no-owner --dbname "$DATABASE_URL" ${join(dataDir, 'database.dump')}) e então inicie o Zelo.`,
    );
  } else {
    console.log('Inicie o Zelo com esse DATA_DIR (npm start).');
  }
} catch (error) {
  console.error(`A restauração falhou: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
