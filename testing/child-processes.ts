import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';

/** A TCP port nobody listens on right now, for a server the test or the bench starts. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early when the process exits, or after `timeoutMs`. */
export async function waitUntilAnswering(url: string, process: ChildProcess, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`${what} exited with code ${process.exitCode} before answering.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s.`);
}

/** SIGTERM (a server finishes its requests and stops its PostgreSQL cleanly), SIGKILL after 30 s. */
export async function stopProcess(process: ChildProcess): Promise<void> {
  if (process.exitCode !== null || process.signalCode !== null) return;
  const exited = once(process, 'exit');
  process.kill('SIGTERM');
  const timer = setTimeout(() => process.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
