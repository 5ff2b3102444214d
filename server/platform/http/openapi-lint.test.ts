import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { HANDLER_ERRORS } from './operation-responses.ts';

/**
 * Integrators read /api/v1/openapi.json with third-party tools; Redocly's recommended rules are what those tools
 * expect of a document. The CLI (its programmatic API is an internal package of it) lints the served document from
 * an empty folder, so that no config file of the repository can turn a rule off.
 */
const REDOCLY_CLI = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
}

interface ServedDocument {
  paths: Record<string, Record<string, { operationId?: string; responses: Record<string, { $ref?: string }> }>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, { content: Record<string, { schema: { $ref?: string } }> }> };
}

let t: TestApp;
let folder: string;
let document: ServedDocument;

beforeAll(async () => {
  t = await startTestApp();
  folder = await mkdtemp(join(tmpdir(), 'zelo-openapi-lint-'));
  document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
});
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

async function lint(served: unknown): Promise<LintReport> {
  const file = join(folder, 'openapi.json');
  await writeFile(file, JSON.stringify(served));
  // The CLI exits 1 when it finds errors; its JSON report is on stdout either way.
  const run = promisify(execFile)(process.execPath, [REDOCLY_CLI, 'lint', file, '--extends=recommended', '--format=json'], { cwd: folder, maxBuffer: 64 * 1024 * 1024 });
  const { stdout } = await run.catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return JSON.parse(stdout) as LintReport;
}

const summaryOf = (report: LintReport) => report.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);

describe('the OpenAPI document as integrators lint it', () => {
  it('passes Redocly recommended rules with no error and no warning', { timeout: 60_000 }, async () => {
    const report = await lint(document);
    expect(summaryOf(report)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it('is linted for real: an operation without its id or error answers is reported', { timeout: 60_000 }, async () => {
    const broken = structuredClone(document);
    const listing = broken.paths['/api/v1/users/listing']!.get!;
    delete listing.operationId;
    listing.responses = { 200: listing.responses['200']! };
    const rules = (await lint(broken)).problems.map((problem) => problem.ruleId);
    expect(rules).toEqual(expect.arrayContaining(['operation-operationId', 'operation-4xx-response']));
  });

  it('names the records and the paged envelope, and answers every error with the one ApiError schema, to operations that exist', () => {
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['User', 'UserListItem', 'UserListItemPage', 'Condominium', 'Reform', 'ReformPage', 'ApiError']),
    );
    const errorResponses = Object.values(document.components.responses);
    expect(errorResponses.length).toBeGreaterThan(5);
    for (const response of errorResponses) expect(response.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    const operationIds = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
    // A renamed operation would silently lose the errors its handler raises.
    expect(Object.keys(HANDLER_ERRORS).filter((operationId) => !operationIds.includes(operationId))).toEqual([]);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (status === 'default' || Number(status) >= 400) expect(response.$ref, `${operation.operationId} ${status}`).toMatch(/^#\/components\/responses\//);
        }
      }
    }
  });
});
