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

const serverOnly = { group: ['#server/*', '**/server/**'], message: 'O SPA nunca importa o servidor.' };
const spaOnly = { group: ['#src/*', '**/src/**', '#mocks/*'], message: 'O servidor nunca importa o SPA.' };

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(['contract/**'], [
    // date-fns: the calendar rules (validity, due dates) are the same on the server and in the SPA (issue 10).
    { regex: '^(?!zod$|zod/|@brazilian-utils/brazilian-utils/|date-fns$|date-fns-tz$|\\./|\\.\\./)', message: 'contract/ importa apenas zod, date-fns e validadores de @brazilian-utils.' },
  ], ['contract/**/*.test.ts']),
  restrict(['server/**'], [spaOnly]),
  restrict(['src/**'], [serverOnly]),
  restrict(['src/ui/**', 'src/lib/**', 'src/api/**'], [
    serverOnly,
    { group: ['#src/features/*', '**/features/**'], message: 'ui/, lib/ e api/ (chamadas compartilhadas) não importam features.' },
  ]),
  ...featureBoundaries,
);
