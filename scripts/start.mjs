// `npm start`: builds what is out of date (the web app, the server), then runs the compiled server in this process.
// An up-to-date build is not redone, so a restart costs only the server's own start-up.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** The newest modification time among these files and everything under these folders (0 when none exists). */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    let stats;
    try {
      stats = statSync(entry);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      for (const name of readdirSync(entry))
        if (name !== 'node_modules' && name !== 'dist') visit(path.join(entry, name));
    } else latest = Math.max(latest, stats.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const modified = (file) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

/** What each build reads, and the file it writes last. */
const shared = [at('packages/schema/src'), at('package-lock.json')];
const builds = [
  {
    name: 'web app',
    inputs: [
      at('apps/web/src'),
      at('apps/web/public'),
      at('apps/web/index.html'),
      at('apps/web/vite.config.ts'),
      at('scripts/compress-web-build.mjs'),
      ...shared,
    ],
    output: at('apps/web/dist/index.html'),
    command: ['npm', ['run', 'build', '--silent', '-w', '@vitae/web'], { cwd: root }],
    // Then the .br and .gz copies the server sends as they are.
    then: [process.execPath, [at('scripts/compress-web-build.mjs')], { cwd: root }],
  },
  {
    name: 'server',
    inputs: [
      at('apps/server/src'),
      at('apps/server/build.mjs'),
      at('packages/db/src'),
      at('packages/pdf/src'),
      ...shared,
    ],
    output: at('apps/server/dist/server.js'),
    command: [process.execPath, [at('apps/server/build.mjs')], { cwd: root }],
  },
];

for (const { name, inputs, output, command, then } of builds) {
  const built = modified(output);
  if (built && built >= newest(inputs)) continue;
  console.log(`Building the ${name}…`);
  for (const [file, args, options] of then ? [command, then] : [command]) {
    // React's production build, whatever NODE_ENV the shell has.
    const result = spawnSync(file, args, {
      ...options,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) {
      console.error(`Building the ${name} failed.`);
      process.exit(result.status ?? 1);
    }
  }
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
