import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The zones of eslint.config.js once matched nothing for years (a `#` pattern is a gitignore comment: issue 26). These
// fixtures lint one import at a path inside each zone, in memory, through the project's own config, so that a rule
// that stops matching fails here instead of passing in silence.
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });

async function boundaryErrors(filePath: string, specifier: string) {
  const code = `import { value } from '${specifier}';\n\nexport const copy = value;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the import boundaries of ARCHITECTURE §10', () => {
  it.each([
    ['server/modules/maintenance/fixture.ts', '#src/features/maintenance/maintenance-screen.tsx', 'O servidor nunca importa o SPA.'],
    ['server/modules/maintenance/fixture.ts', '../../../src/lib/http.ts', 'O servidor nunca importa o SPA.'],
    ['server/test/fixture.ts', '#mocks/server.ts', 'O servidor nunca importa o SPA.'],
    ['src/lib/fixture.ts', '#server/app.ts', 'O SPA nunca importa o servidor.'],
    ['src/features/maintenance/fixture.tsx', '#server/modules/maintenance/public-page.ts', 'O SPA nunca importa o servidor.'],
    ['src/features/maintenance/fixture.tsx', '../../../server/config.ts', 'O SPA nunca importa o servidor.'],
    ['views/fixture.tsx', '#src/lib/http.ts', 'views/ serve aos dois lados'],
    ['views/fixture.tsx', '#server/config.ts', 'views/ serve aos dois lados'],
    ['contract/fixture.ts', '#server/config.ts', 'contract/ está abaixo de tudo'],
    ['contract/fixture.ts', '../src/lib/http.ts', 'contract/ está abaixo de tudo'],
    ['contract/fixture.ts', '../views/cn.ts', 'contract/ está abaixo de tudo'],
    ['contract/fixture.test.ts', '#server/config.ts', 'contract/ está abaixo de tudo'],
  ])('%s may not import %s', async (filePath, specifier, message) => {
    // Another rule of the zone may refuse the same import too (contract/'s list of packages, a feature's own paths).
    expect(await boundaryErrors(filePath, specifier)).toContainEqual(expect.stringContaining(message));
  });

  it.each([
    ['server/modules/maintenance/fixture.ts', '#views/public-maintenance-screen.tsx'],
    ['server/modules/maintenance/fixture.ts', '#contract/maintenance.ts'],
    ['server/modules/maintenance/fixture.ts', '../../platform/access/tenancy.ts'],
    ['src/features/maintenance/fixture.tsx', '#views/maintenance-status-badge.tsx'],
    ['src/lib/fixture.ts', '#contract/maintenance.ts'],
    ['views/fixture.tsx', '#contract/maintenance.ts'],
    ['views/fixture.tsx', './logo.tsx'],
    ['contract/fixture.ts', './maintenance-schedule.ts'],
  ])('%s may import %s', async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, specifier)).toEqual([]);
  });
});
