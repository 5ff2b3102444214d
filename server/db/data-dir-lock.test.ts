import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const silent = { info: () => {}, warn: () => {} };
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'zelo-lock-'));
  // Run as root, PostgreSQL runs as `postgres` and must reach its cluster inside.
  await chmod(dataDir, 0o755);
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** Another Zelo process holding the embedded server of `dataDir`; resolves once it serves. */
async function otherProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/test/hold-embedded-postgres.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const ready = /ready (\S+)/.exec(output);
    if (ready) return { child, url: ready[1]! };
  }
  throw new Error(`the other process ended before serving: ${output}`);
}

async function answers(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query('select 1 as one')).rows[0]?.one === 1;
  } finally {
    await client.end();
  }
}

describe('one Zelo per data directory', () => {
  it('refuses a second start with a clear message and leaves the running one serving', async () => {
    const first = await otherProcess();
    await expect(startEmbeddedPostgres(dataDir, silent)).rejects.toThrow(
      `Já existe um Zelo rodando com os dados em ${dataDir} (processo ${first.child.pid}). Encerre-o antes de iniciar outro, ou use outro DATA_DIR.`,
    );
    expect(await answers(first.url)).toBe(true);

    // Killed without a chance to clean up: its PostgreSQL is orphaned and its lock stale. Now it may be taken over.
    first.child.kill('SIGKILL');
    await once(first.child, 'exit');
    const second = await startEmbeddedPostgres(dataDir, silent);
    try {
      expect(await answers(second.url)).toBe(true);
    } finally {
      await second.stop();
    }
  });

  it('takes over a lock whose pid now belongs to a process that does not hold it', async () => {
    const unrelated = spawn('sleep', ['30']);
    children.push(unrelated);
    await writeFile(join(dataDir, 'zelo.lock'), `${unrelated.pid}\n`);
    const server = await startEmbeddedPostgres(dataDir, silent);
    try {
      expect(await answers(server.url)).toBe(true);
    } finally {
      await server.stop();
      unrelated.kill();
    }
  });
});
