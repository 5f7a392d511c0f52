import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import fs from 'node:fs';
import globals from 'globals';

// The browser and the server meet only in src/shared.
const webServerZones = [
  { target: './src/web', from: './src/server', message: 'The web app must not import server code.' },
  { target: './src/server', from: './src/web', message: 'The server must not import web code.' },
];

// The shared modules that build zod schemas (the server's route schemas); nothing the browser loads may run them.
const ZOD_MODULES = [
  'src/shared/**/contract.ts',
  // A capability's own contract beside its domain's: record-contract.ts, collections-contract.ts.
  'src/shared/**/*-contract.ts',
  'src/shared/auth.ts',
  'src/shared/site.ts',
];
// The same modules as the web names them, and as a shared module does (a relative path).
const WEB_ZOD_IMPORTS = /^(zod(\/.*)?|@shared\/(auth|site)|@shared\/.*\/([\w-]+-)?contract)$/;
const SHARED_ZOD_IMPORTS = /^(zod(\/.*)?|(\.\.?\/)+((auth|site)|(\w+\/)?([\w-]+-)?contract))$/;
const typeOnlyImportsOf = (regex) => ({
  patterns: [
    {
      regex: regex.source,
      allowTypeImports: true,
      message: 'This module builds zod schemas: import its types only, or move the value to a zod-free module.',
    },
  ],
});

const features = fs.existsSync('src/web/features') ? fs.readdirSync('src/web/features') : [];

// Server domains are entered through their face, `index.ts` (the plugin and the service factory): any
// other file of src/server (another domain, the platform folders, app.ts) imports a domain only there.
// A domain's own files, its tests included, import its inside freely. The platform folders (db/, http/,
// platform/, ai/, test/ and the files beside app.ts) are not domains: every domain may import them.
// src/server/test/ holds the helpers every suite uses and may import any inside.
const serverDomains = ['account', 'auth', 'files', 'live', 'mail', 'moderation', 'payments', 'practice', 'site'];
const serverFolders = fs.existsSync('src/server')
  ? fs
      .readdirSync('src/server', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const serverRootFiles = fs.existsSync('src/server')
  ? fs
      .readdirSync('src/server', { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => `./src/server/${entry.name}`)
  : [];
const serverDomainZones = serverDomains.map((domain) => ({
  target: [
    ...serverFolders
      .filter((folder) => folder !== domain && folder !== 'test')
      .map((folder) => `./src/server/${folder}`),
    ...serverRootFiles,
  ],
  from: `./src/server/${domain}`,
  except: ['./index.ts'],
  message: `Import the ${domain} domain through its face, src/server/${domain}/index.ts (add what you need there).`,
}));
// Vietnamese letters, precomposed (Latin-1's and Latin Extended's, and the whole Latin Extended Additional
// block ạ…ỹ) or written as a base letter with a combining mark (grave, acute, circumflex, tilde, breve,
// hook above, horn, dot below).
const VIETNAMESE_LETTER =
  '[àáâãèéêìíòóôõùúýăđĩũơưÀÁÂÃÈÉÊÌÍÒÓÔÕÙÚÝĂĐĨŨƠƯ\u1EA0-\u1EF9\u0300-\u0303\u0306\u0309\u031B\u0323]';
const inCatalogue =
  'Vietnamese text belongs in a message catalogue: src/web/i18n/messages/ for the web app, src/shared/<domain>/messages.ts for what the server says.';
const vietnameseText = [
  { selector: `Literal[value=/${VIETNAMESE_LETTER}/]`, message: inCatalogue },
  { selector: `TemplateElement[value.cooked=/${VIETNAMESE_LETTER}/]`, message: inCatalogue },
  { selector: `JSXText[value=/${VIETNAMESE_LETTER}/]`, message: inCatalogue },
];
// The web app's words are messages in both interface languages (src/web/i18n): English text written into
// a component or into the attributes a screen reader reads is a string the language setting cannot reach.
const inI18n = 'User-facing text is a message id: add it to src/web/i18n/messages/{vi,en}/ and read it with useT().';
const hardCodedText = [
  { selector: 'JSXText[value=/[A-Za-z]{2,}/]', message: inI18n },
  {
    selector:
      'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label)$/] > Literal[value=/[A-Za-z]{2,}/]',
    message: inI18n,
  },
];
export default tseslint.config(
  { ignores: ['dist/**', 'data/**', '.tmp/**', 'node_modules/**', 'drizzle/**', 'content/**/*.json', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { import: importPlugin },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
    settings: {
      'import/resolver': {
        alias: {
          map: [
            ['@', './src/web'],
            ['@shared', './src/shared'],
          ],
          extensions: ['.ts', '.tsx', '.js', '.mjs'],
        },
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      },
      'import/external-module-folders': ['node_modules'],
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // The browser and the server meet only in src/shared.
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts'],
    rules: {
      'import/no-unresolved': ['error', { ignore: ['\\?url$'] }],
      'import/no-restricted-paths': ['error', { zones: webServerZones }],
    },
  },
  {
    // Domain boundaries on the server: another domain's inside is reached only through its index.ts.
    files: ['src/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...webServerZones, ...serverDomainZones] }],
    },
  },
  {
    // Feature boundaries: a feature never imports another feature.
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webServerZones,
            ...features.map((feature) => ({
              target: `./src/web/features/${feature}`,
              from: './src/web/features',
              except: [`./${feature}`],
              message: 'Features must not import other features: move shared code to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
  {
    // Every user-facing Vietnamese text sits in a catalogue, so the site's words can be found, reviewed and
    // one day translated in one place. The static pages' prose is content, not interface text; tests, their
    // helpers and the scenario tables both records' tests run (*-scenarios.ts) are test data.
    files: ['src/web/**/*.{ts,tsx}', 'src/server/**/*.ts', 'src/shared/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/messages.ts',
      '**/*-messages.ts',
      'src/web/i18n/messages/**',
      'src/shared/errors.ts',
      'src/web/features/pages/content/**',
      'src/server/test/**',
      'src/server/**/test/**',
      'src/server/**/test-*.ts',
      'src/server/**/*-test-support.ts',
      'src/shared/**/*-scenarios.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', ...vietnameseText],
    },
  },
  {
    files: ['src/web/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'src/web/features/pages/content/**'],
    rules: {
      'no-restricted-syntax': ['error', ...vietnameseText, ...hardCodedText],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/web/**', 'node:*'], message: 'src/shared stays isomorphic.' }] },
      ],
    },
  },
  {
    // The browser's JavaScript carries no zod (it would be the largest piece of every page): the web, and the
    // shared modules it may load (route tables, rules, constants), take only types from the modules that
    // build zod schemas. A value such modules share with the browser lives in a zod-free module beside them.
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', typeOnlyImportsOf(WEB_ZOD_IMPORTS)] },
  },
  {
    files: ['src/shared/**/*.ts'],
    ignores: [...ZOD_MODULES, '**/*.test.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', typeOnlyImportsOf(SHARED_ZOD_IMPORTS)] },
  },
  {
    files: ['scripts/**/*.{mjs,ts}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  {
    // A spec's tests run against its worker's own server, which only the `test` of e2e/fixtures.ts starts.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Import test and expect from ./fixtures: its test runs the worker’s own server.',
            },
          ],
        },
      ],
    },
  },
);
