// Compiles the server (and the workspace packages it imports) to plain JavaScript in apps/server/dist, so `npm start`
// runs `node` with no TypeScript loader. Dependencies stay in node_modules; only @vitae/* source is bundled.
// Entries: server.js, admin.js (npm run admin), render-worker.js (a PDF worker process); harper-worker.mjs is copied.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(root, 'apps/server/dist');

/** Bare imports other than @vitae/* are left to node_modules (native modules, WebAssembly, data files). */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vitae/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    server: 'apps/server/src/server.ts',
    admin: 'apps/server/src/cli/admin.ts',
    'render-worker': 'packages/pdf/src/render-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Chunks beside the entries: modules find their workers next to themselves (new URL('./…', import.meta.url)).
  chunkNames: 'chunk-[hash]',
  plugins: [dependenciesExternal],
  logLevel: 'warning',
});
await copyFile(
  path.join(root, 'apps/server/src/services/ai/harper-worker.mjs'),
  path.join(outdir, 'harper-worker.mjs'),
);
console.log(`server built in ${Math.round(performance.now() - started)} ms: apps/server/dist`);
