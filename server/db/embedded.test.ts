import { chmod, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const silent = { info: () => {}, warn: () => {} };
let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'zelo-embedded-'));
  // Run as root, PostgreSQL runs as `postgres` and must reach its cluster inside.
  await chmod(parent, 0o755);
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** The server address of a connection through `url`: null over a Unix socket. */
async function serverAddressOf(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ address: string | null }>('select inet_server_addr()::text as address')).rows[0]!.address;
  } finally {
    await client.end();
  }
}

async function withEmbedded(dataDir: string, check: (url: string) => Promise<void>) {
  await mkdir(dataDir, { recursive: true, mode: 0o755 });
  await chmod(dataDir, 0o755);
  const server = await startEmbeddedPostgres(dataDir, silent);
  try {
    await check(server.url);
  } finally {
    await server.stop();
  }
}

describe('the embedded PostgreSQL', () => {
  it('is reached through its Unix socket, and still listens on 127.0.0.1', async () => {
    await withEmbedded(join(parent, 'short'), async (url) => {
      expect(await serverAddressOf(url)).toBeNull();
      const overTcp = new URL(url);
      overTcp.hostname = '127.0.0.1';
      overTcp.search = '';
      expect(await serverAddressOf(overTcp.toString())).toMatch(/^127\.0\.0\.1/);
    });
  });

  it('is reached over 127.0.0.1 when its folder is too long for a socket address', async () => {
    await withEmbedded(join(parent, 'a-data-folder-whose-path-is-far-too-long-for-the-address-of-a-unix-socket'), async (url) => {
      expect(await serverAddressOf(url)).toMatch(/^127\.0\.0\.1/);
    });
  });

  it('runs in a process group of its own, so that a Ctrl-C in the terminal reaches the app alone', async () => {
    const dataDir = join(parent, 'group');
    await withEmbedded(dataDir, async () => {
      const postmaster = Number((await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0]);
      // /proc/<pid>/stat: the fifth field is the process group, after the command in parentheses.
      const groupOf = async (pid: number | 'self') => Number((await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')[2]);
      expect(await groupOf(postmaster)).not.toBe(await groupOf('self'));
    });
  });
});
