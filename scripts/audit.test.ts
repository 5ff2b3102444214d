import { spawnSync } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./audit.mjs', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`./audit-fixtures/${name}.json`, import.meta.url));

/**
 * An `npm` first on the PATH that answers `npm audit --omit=dev --json` with a recorded report and npm's exit code
 * (1 on findings and on errors, 0 when clean), and refuses any other arguments: the script is run as CI runs it.
 */
let fakeNpmDir: string;
beforeAll(async () => {
  fakeNpmDir = await mkdtemp(join(tmpdir(), 'zelo-fake-npm-'));
  const fakeNpm = join(fakeNpmDir, 'npm');
  await writeFile(fakeNpm, '#!/bin/sh\n[ "$*" = "audit --omit=dev --json" ] || { echo "unexpected: $*" >&2; exit 64; }\ncat "$AUDIT_FIXTURE"\nexit "$AUDIT_EXIT"\n');
  await chmod(fakeNpm, 0o755);
});
afterAll(() => rm(fakeNpmDir, { recursive: true, force: true }));

function auditWith(name: string, npmExit: number, report = fixture(name)) {
  const run = spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${fakeNpmDir}${delimiter}${process.env.PATH ?? ''}`, AUDIT_FIXTURE: report, AUDIT_EXIT: String(npmExit) },
  });
  return { exitCode: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('npm run audit', () => {
  it('fails on a high or a critical vulnerability, listing each with its advisory and its fix', () => {
    const run = auditWith('high', 1);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe(
      [
        'npm audit: 3 pacote(s) com vulnerabilidade alta ou crítica nas 175 dependências de produção verificadas:',
        '- form-data 4.0.0 - 4.0.3 — crítica',
        '    form-data uses unsafe random function in form-data for choosing boundary (crítica) https://github.com/advisories/GHSA-fjxv-7rqg-78g4',
        '    correção: npm audit fix',
        '- fastify 4.0.0-alpha.1 - 4.28.0 — alta',
        '    por depender de: find-my-way',
        '    correção: fastify@5.12.8 (versão major: revise as mudanças)',
        '- find-my-way 5.5.0 - 8.2.1 — alta',
        '    find-my-way has a ReDoS vulnerability in multiparametric routes (alta) https://github.com/advisories/GHSA-rrr8-f88r-h8q6',
        '    correção: fastify@5.12.8 (versão major: revise as mudanças)',
        'Abaixo do limite, sem bloquear: 1 moderada(s).',
        'Atualize os pacotes (npm audit fix, ou a versão indicada) e rode `npm run audit` de novo.',
        '',
      ].join('\n'),
    );
    expect(run.stdout).toBe('');
  });

  it('passes a clean report, saying how many production dependencies were checked', () => {
    const run = auditWith('clean', 0);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('npm audit: nenhuma vulnerabilidade alta ou crítica nas 175 dependências de produção verificadas.\n');
  });

  it('passes moderate findings, naming them', () => {
    const run = auditWith('moderate', 1);
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toBe('npm audit: nenhuma vulnerabilidade alta ou crítica nas 175 dependências de produção verificadas. Abaixo do limite: 1 moderada(s).\n');
  });

  it.each([
    ['registry-405', '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk'],
    ['registry-offline', 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9'],
  ])('says the audit was not done when the registry cannot answer (%s), and passes without claiming a clean result', (name, reason) => {
    const run = auditWith(name, 1);
    expect(run.exitCode).toBe(0);
    expect(run.stderr).toBe(
      [
        'AVISO: a auditoria de dependências NÃO foi feita; nenhuma vulnerabilidade foi verificada.',
        `O registro npm não respondeu à consulta de vulnerabilidades: ${reason}`,
        'Rode `npm run audit` numa máquina com acesso a um registro que ofereça essa consulta (https://registry.npmjs.org).',
        '',
      ].join('\n'),
    );
    expect(run.stdout).toBe('');
  });

  it('fails when npm could not audit for a reason of the project, such as a missing lockfile', () => {
    const run = auditWith('no-lockfile', 1);
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('A auditoria de dependências não pôde ser feita: This command requires an existing lockfile. (ENOLOCK)\n');
  });

  it('fails when npm answers with no report at all', () => {
    const run = auditWith('nothing', 1, '/dev/null');
    expect(run.exitCode).toBe(1);
    expect(run.stderr).toBe('A auditoria de dependências não pôde ser feita: o npm não devolveu um relatório em JSON.\n');
  });
});
