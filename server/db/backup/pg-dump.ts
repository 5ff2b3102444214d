import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

async function serverVersion(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ version: string; number: string }>("select current_setting('server_version') as version, current_setting('server_version_num') as number");
    return { version: rows[0]!.version, major: Math.floor(Number(rows[0]!.number) / 10_000) };
  } finally {
    await client.end();
  }
}

async function pgDumpMajor(pgDump: string) {
  try {
    const { stdout } = await run(pgDump, ['--version']);
    return Number(/\(PostgreSQL\) (\d+)/.exec(stdout)?.[1]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new Error(`Não encontrei o pg_dump ("${pgDump}"): instale o cliente do PostgreSQL da versão do servidor, ou defina PG_DUMP com o caminho dele.`);
  }
}

/**
 * `pg_dump -Fc` of DATABASE_URL into `file`, refused unless pg_dump's major version is the server's: an older one
 * refuses a newer server, and a newer one writes archives that the server's own pg_restore may not read. The password
 * goes through the environment, so it never shows in the process list. Returns the server's version.
 */
export async function dumpDatabase(pgDump: string, databaseUrl: string, file: string): Promise<string> {
  const server = await serverVersion(databaseUrl);
  const client = await pgDumpMajor(pgDump);
  if (client !== server.major) {
    throw new Error(
      `O pg_dump ("${pgDump}") é da versão ${client || 'desconhecida'} e o servidor do DATABASE_URL é PostgreSQL ${server.major}: ` +
        `use o pg_dump ${server.major} (defina PG_DUMP com o caminho dele).`,
    );
  }
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  await run(pgDump, ['--format=custom', `--file=${file}`, `--dbname=${url.toString()}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    maxBuffer: 16 * 1024 * 1024,
  });
  return server.version;
}
