// Compiles the server (and the workspace packages it imports) to plain JavaScript in apps/server/dist, so `npm start`
// runs `node` with no TypeScript loader. Dependencies are bundled too: resolving and reading their files at every
// start cost ~0.3 s (1.49 -> 1.18 s to healthy, timed by hand); those that cannot be bundled stay outside.
// Entries: server.js, admin.js (npm run admin), render-worker.js (a PDF worker process), import-worker.js (a process
// reading an imported file); harper-worker.mjs is copied.
import { copyFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outdir = path.join(root, 'apps/server/dist');

/**
 * Left to node_modules: packages that read files beside themselves at run time (PGlite's WebAssembly and data,
 * swagger-ui's static files, Harper's WebAssembly), native addons (resvg, the Typst compiler, pg-native) and
 * pino's transports (files run by path in worker threads).
 */
const KEPT_OUTSIDE =
  /^(?:@electric-sql\/pglite|@resvg\/resvg-js|@myriaddreamin\/[^/]+|harper\.js|@fastify\/swagger-ui|pino|thread-stream|pg-native)(?:\/|$)/;
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || KEPT_OUTSIDE.test(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/**
 * esbuild's options for the server's build. Tests build it without writing (`write: false, metafile: true`) to see
 * which modules a start loads.
 */
export const serverBuildOptions = {
  absWorkingDir: root,
  entryPoints: {
    server: 'apps/server/src/server.ts',
    admin: 'apps/server/src/cli/admin.ts',
    'render-worker': 'packages/pdf/src/render-worker.ts',
    'import-worker': 'apps/server/src/modules/import/read-worker.ts',
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
  // Bundled CommonJS packages require() Node's own modules: an ES module has no require of its own.
  banner: {
    js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
  },
  logLevel: 'warning',
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  await rm(outdir, { recursive: true, force: true });
  await build(serverBuildOptions);
  await copyFile(
    path.join(root, 'apps/server/src/modules/writing-help/ai/harper-worker.mjs'),
    path.join(outdir, 'harper-worker.mjs'),
  );
  console.log(`server built in ${Math.round(performance.now() - started)} ms: apps/server/dist`);
}
