// Lint exists here mainly to hold the import boundaries of ARCHITECTURE §10; style is left to review.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const listFolders = (dir) => {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * An import of a top-level folder, by its alias (`#server/…`) or by a relative path that climbs into it
 * (`../../server/…`). Regexes, not `group`: a group is read with gitignore syntax, where a leading `#` starts a
 * comment, so `'#server/*'` matched nothing and the zones held nothing (issue 26; scripts/lint-boundaries.test.ts).
 */
const folderImport = (folders) => `^(#(${folders})/|(\\.\\.?/)+(.+/)?(${folders})/)`;
const serverOnly = { regex: folderImport('server'), message: 'O SPA nunca importa o servidor.' };
const spaOnly = { regex: folderImport('src|mocks'), message: 'O servidor nunca importa o SPA.' };
const viewsOnly = { regex: folderImport('server|src|mocks'), message: 'views/ serve aos dois lados: não importa nem o servidor nem o SPA.' };
const contractOnly = { regex: folderImport('server|src|mocks|views'), message: 'contract/ está abaixo de tudo: não importa o servidor, o SPA nem views/.' };

const featureBoundaries = listFolders('src/features').map((feature) =>
  restrict(
    [`src/features/${feature}/**`],
    [
      serverOnly,
      {
        regex: `^#src/features/(?!${feature}/)`,
        message: 'Uma feature não importa outra: as rotas compõem as features.',
      },
      { group: ['../../features/*', '../*/**'], message: 'Use o alias #src/… e não cruze features.' },
    ],
  ),
);

export default tseslint.config(
  { ignores: ['build/**', 'dist/**', 'data/**', 'node_modules/**', 'src/route-tree.gen.ts', 'server/db/migrations/**', 'public/**', '.tmp/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'views/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(['contract/**'], [
    contractOnly,
    // date-fns: the calendar rules (validity, due dates) are the same on the server and in the SPA (issue 10).
    { regex: '^(?!zod$|zod/|@brazilian-utils/brazilian-utils/|date-fns$|date-fns-tz$|\\./|\\.\\./)', message: 'contract/ importa apenas zod, date-fns e validadores de @brazilian-utils.' },
  ], ['contract/**/*.test.ts']),
  restrict(['contract/**/*.test.ts'], [contractOnly]),
  restrict(['views/**'], [viewsOnly]),
  restrict(['server/**'], [spaOnly]),
  restrict(['src/**'], [serverOnly]),
  restrict(['src/ui/**', 'src/lib/**', 'src/api/**'], [
    serverOnly,
    { regex: '^#src/features/|(^|/)features/', message: 'ui/, lib/ e api/ (chamadas compartilhadas) não importam features.' },
  ]),
  ...featureBoundaries,
);
