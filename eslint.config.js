import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webDir = 'apps/web/src';
const serverDir = 'apps/server/src';
/**
 * A server module's files that are not HTTP: its services and their helpers. HTTP lives in a module's index.ts (its
 * wiring), its *-routes.ts and its *-http.ts (README, Architecture: Server modules).
 */
const serverServiceFiles = `${serverDir}/modules/**/!(index|module|*-routes|*-http).ts`;
const featuresDir = `${webDir}/features`;
/** Every folder under features/, read when ESLint starts: a new feature is covered without listing it here. */
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/**
 * Imports flow one way (docs/architecture.md). In the web app: app/ (the router and its pages) composes features;
 * a feature imports only itself, lib/, components/ and packages (and test/ helpers in its tests), never another
 * feature nor app/; lib/ and components/ import neither features nor app/.
 */
const importDirections = [
  { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
  { target: './apps/web', from: './packages/db', message: 'The web app imports packages/schema only.' },
  {
    target: './apps/web',
    from: './packages/pdf',
    // The live preview engine prepares a draft in the browser exactly as the server does (docs/architecture.md).
    except: [
      './src/template-data.ts',
      './src/rich-text.ts',
      './src/links.ts',
      './src/fit-to-one-page.ts',
      './src/text-bytes.ts',
      // The template gallery's Arabic sample (data only).
      './src/rtl-sample-resumes.ts',
    ],
    message: 'The web app imports packages/schema, and of packages/pdf only its browser-safe data preparation.',
  },
  { target: './apps/web', from: './packages/workers', message: 'The web app imports packages/schema only.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  { target: './packages/schema', from: './packages/db', message: 'packages/schema imports no other package.' },
  { target: './packages/schema', from: './packages/pdf', message: 'packages/schema imports no other package.' },
  { target: './packages/schema', from: './packages/workers', message: 'packages/schema imports no other package.' },
  { target: './packages/db', from: './packages/pdf', message: 'packages/db imports packages/schema only.' },
  { target: './packages/db', from: './packages/workers', message: 'packages/db imports packages/schema only.' },
  {
    target: './packages/pdf',
    from: './packages/db',
    message: 'packages/pdf imports packages/schema and packages/workers only.',
  },
  { target: './packages/workers', from: './packages/schema', message: 'packages/workers imports no other package.' },
  { target: './packages/workers', from: './packages/db', message: 'packages/workers imports no other package.' },
  { target: './packages/workers', from: './packages/pdf', message: 'packages/workers imports no other package.' },
  {
    target: `./${serverDir}/lib`,
    from: [`./${serverDir}/modules`, `./${serverDir}/plugins`, `./${serverDir}/http`],
    message: 'lib/ is shared by the server modules: it imports no module, plugin nor HTTP helper.',
  },
  {
    target: `./${serverServiceFiles}`,
    from: [`./${serverDir}/plugins`, `./${serverDir}/http`],
    message: 'Services know no HTTP: they throw domain errors (lib/domain-errors.ts); routes and plugins answer.',
  },
  {
    target: `./${serverDir}/**/!(index).ts`,
    from: `./${serverDir}/modules/**/*-routes.ts`,
    message:
      "Route files are mounted by their module's index.ts only: move what two of them share to a *-http.ts file.",
  },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${webDir}`,
    except: [`./features/${feature}`, './lib', './components', './test'],
    message:
      'A feature imports only itself, lib/, components/ and packages: never another feature nor app/. Move shared code to lib/ or components/, or let the page in app/routes pass it in (props, slots).',
  })),
  ...['lib', 'components'].flatMap((shared) =>
    ['features', 'app'].map((from) => ({
      target: `./${webDir}/${shared}`,
      from: `./${webDir}/${from}`,
      message: `${shared}/ is shared by features: it never imports ${from}/.`,
    })),
  ),
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importDirections }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // packages/schema has no import circle: leaves such as vocabulary.ts (the languages) serve every module of it.
    files: ['packages/schema/src/**/*.ts'],
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] } },
    rules: { 'import-x/no-cycle': 'error' },
  },
  { files: ['apps/web/**'], languageOptions: { globals: { ...globals.browser } } },
  {
    files: [serverServiceFiles],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', 'fastify-*', '@fastify/*'],
              message: 'Services know no HTTP: a route or plugin of the module answers (a logger type: lib/logger.ts).',
            },
          ],
        },
      ],
    },
  },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Toasts do not pile up. lib/toast.ts gives each toast an id from its message; sonner's own `toast`
    // would stack copies. The Toaster (app/providers.tsx, and tests mounting one) may still come from sonner.
    files: ['apps/web/src/**'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: 'Import toast from lib/toast.ts: it replaces a repeated toast instead of stacking it.',
            },
          ],
        },
      ],
    },
  },
);
