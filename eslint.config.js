import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { layerZones } from './eslint.layers.js';
import { cyclesPlugin } from './eslint.cycles.js';

const neverCast = {
  selector: 'TSAsExpression > TSNeverKeyword.typeAnnotation',
  message: '`as never` hides a type mismatch: type the value (shared contracts, typed tables).',
};
// `x as unknown as T` and its angle-bracket spellings
const unknownCast = {
  selector:
    ':matches(TSAsExpression, TSTypeAssertion) > :matches(TSAsExpression, TSTypeAssertion).expression > TSUnknownKeyword.typeAnnotation',
  message:
    '`as unknown as` hides a type mismatch: parse with the shared schema, narrow with a type guard or type the value.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.test-output/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // The layers: every arrow points one way (docs/architecture.md), and no import cycles: cycles/no-cycle
  // (eslint.cycles.js) follows every relative import, type-only ones too. import-x/no-cycle is not used:
  // it skips type-only imports, so it finds a subset of the same cycles at over half of the lint's time.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX, cycles: cyclesPlugin },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'cycles/no-cycle': 'error',
    },
  },
  // Types are not forced at the border: wire types come from the shared contracts, tables keep their
  // column types (db/schema/entities.generated.ts), so a double cast hides a real mismatch. `as never` is
  // refused in application code; `as unknown as` everywhere, tests and the shared package included (a test
  // that needs a wrong value builds it through a typed function).
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', neverCast, unknownCast] },
  },
  {
    files: ['apps/*/src/**/*.test.{ts,tsx}', 'apps/server/test/**/*.ts', 'packages/*/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', unknownCast] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
