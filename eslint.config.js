// ESLint flat config: typescript-eslint's recommended rules, React's rules of hooks, and the layout's import
// boundaries (README "Layout"). `npm run lint`; a step of `npm test`. The boundary rules are tested on the
// fixtures in tests/lint-fixtures (tests/unit/lint/lint-rules.test.ts), which the normal run ignores.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

/**
 * Script files in the repository root that git does not track (a scratch file, a local experiment): lint reads the
 * project, not what happens to lie beside it. Without git (an unpacked tarball) nothing is left out.
 */
function untrackedRootScripts() {
  try {
    const tracked = new Set(execFileSync('git', ['ls-files'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n'));
    return readdirSync('.').filter((f) => /\.[cm]?[jt]sx?$/.test(f) && !tracked.has(f));
  } catch {
    return [];
  }
}

/**
 * The layout (README "Layout") as elements and import policies. Imports inside one element (one feature, one
 * of workers/, api/ ...) are not checked; between elements, everything not disallowed here is allowed.
 */
const elements = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['name'], partialMatch: false },
  { type: 'shared', pattern: 'src/(components|hooks|lib)', partialMatch: false },
  { type: 'src', pattern: 'src', partialMatch: false },
  { type: 'common', pattern: 'common', partialMatch: false },
  { type: 'workers', pattern: 'workers', partialMatch: false },
  { type: 'contracts', pattern: 'contracts', partialMatch: false },
  // The admin's room: only the composition root (api/app.ts) enters it (the policy below).
  { type: 'admin', pattern: 'api/admin', partialMatch: false },
  { type: 'api', pattern: 'api', partialMatch: false },
  { type: 'tools', pattern: '(scripts|bench)', partialMatch: false },
];
const is = (...types) => ({ element: { types: { anyOf: types } } });
const CLIENT = ['app', 'feature', 'shared', 'src'];

const policies = [
  { from: is('feature'), disallow: { to: is('feature') }, message: 'A feature never imports another feature: move what both need to src/components, src/hooks, src/lib or common/.' },
  { from: is('feature'), disallow: { to: is('app') }, message: 'A feature never imports src/app (imports flow app → features → shared).' },
  { from: is('shared'), disallow: { to: is('feature', 'app') }, message: 'Shared code (src/components, src/hooks, src/lib) never imports a feature or src/app.' },
  { from: is('common'), disallow: { to: is(...CLIENT, 'api', 'admin', 'workers', 'contracts') }, message: 'common/ holds the plain helpers every side shares: it imports nothing outside common/.' },
  { from: is('workers', 'contracts'), disallow: { to: is(...CLIENT, 'api', 'admin') }, message: 'workers/ and contracts/ are pure: they import nothing from src/ or api/.' },
  { from: is('api', 'admin'), disallow: { to: is(...CLIENT) }, message: 'api/ never imports src/ (shapes shared with the client live in contracts/).' },
  { from: is(...CLIENT), disallow: { to: is('api', 'admin') }, message: 'src/ never imports api/ (server code): API shapes live in contracts/.' },
  {
    // The admin's room: only the composition root (api/app.ts) enters it; what other rooms share lives in rooms named
    // for what it does (api/audit/, api/auth/, api/league/writes/, api/db/, api/http/).
    from: { element: { types: { anyOf: ['api', 'tools', 'common', 'workers', 'contracts', ...CLIENT] }, fileInternalPath: '!app.ts' } },
    disallow: { to: is('admin') },
    message: 'Nothing outside api/admin/ imports it but the composition root (api/app.ts): move what two rooms share to a room named for what it does.',
  },
];

export const importBoundaries = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': elements,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': ['error', { default: 'allow', policies }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-server/',
      'dist-ssr/',
      'test-results/',
      'playwright-report/',
      'blob-report/',
      'data/',
      '.screenshots/',
      // Caches, and the server bundles of the tests that start server processes (bench/server-process.ts).
      '.cache/',
      // Files that break the rules on purpose, for the lint test.
      'tests/lint-fixtures/',
      ...untrackedRootScripts(),
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic rules of react-hooks' recommended set. Its v7 "recommended" adds the React Compiler's rules
    // (purity, refs, set-state-in-effect, ...), which judge code for a compiler this project does not use.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The browser bundle holds no zod: src/ takes only types from the zod contracts, and values only from the
    // zod-free ones (the route manifest, the endpoints' methods and paths).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/contracts/*', '!**/contracts/route-manifest', '!**/contracts/endpoint-paths', 'zod', '@hono/zod-openapi'],
              allowTypeImports: true,
              message: 'src/ imports types only from contracts/ (values only from route-manifest and endpoint-paths): zod must not reach the browser bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    ...importBoundaries,
    rules: {
      ...importBoundaries.rules,
      // Unused names: TypeScript's noUnusedLocals/noUnusedParameters already report them; a leading _ marks one
      // kept on purpose (a destructured field left out of a copy).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Sizes a reader can hold: a file of at most 500 lines, a function of at most 120 lines of code (blank lines and
    // comments not counted). Cut where a reader loses the thread, not to fit the number.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true, IIFEs: true }],
    },
  },
);
