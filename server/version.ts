import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The build's version, written by scripts/build-server.mjs; `dev` when running from the sources. */
export function readBuildVersion(buildDir: string): string {
  try {
    const { version } = JSON.parse(readFileSync(join(buildDir, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : 'dev';
  } catch {
    return 'dev';
  }
}
