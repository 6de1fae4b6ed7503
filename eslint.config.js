import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = (() => {
  try {
    return readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
})();

/** DESIGN.md section 2: imports flow one way, and a web feature never imports another feature. */
const importDirections = [
  { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
  { target: './apps/web', from: './packages/db', message: 'The web app imports packages/schema only.' },
  { target: './apps/web', from: './packages/pdf', message: 'The web app imports packages/schema only.' },
  { target: './apps/server', from: './apps/web', message: 'The server never imports web code.' },
  { target: './packages', from: './apps', message: 'Packages never import apps.' },
  { target: './packages/schema', from: './packages/db', message: 'packages/schema imports no other package.' },
  { target: './packages/schema', from: './packages/pdf', message: 'packages/schema imports no other package.' },
  { target: './packages/db', from: './packages/pdf', message: 'packages/db imports packages/schema only.' },
  { target: './packages/pdf', from: './packages/db', message: 'packages/pdf imports packages/schema only.' },
  ...features.map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature; move shared code to lib/ or components/.',
  })),
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
  { files: ['apps/web/**'], languageOptions: { globals: { ...globals.browser } } },
  { files: ['apps/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    // Issue 15: toasts do not pile up. lib/toast.ts gives each toast an id from its message; sonner's own `toast`
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
