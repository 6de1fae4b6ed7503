// Writes `<file>.br` and `<file>.gz` beside every file of the web app's build over 1 KB that compresses (scripts,
// styles, WebAssembly, SVG, HTML, JSON), so the server sends them as they are (@fastify/static's preCompressed,
// apps/server/src/plugins/web.ts) and never compresses a request. Run by `npm run build` and `npm start` after Vite.
// Brotli at its best (quality 11) for every file up to BEST_UP_TO; above, quality 7 with a 16 MB window: on the
// preview compiler's 28 MB of WebAssembly, quality 11 gives 7.1 MB in ~90 s of a 2-core machine's first build,
// quality 7 8.2 MB in ~3 s (a one-time download, cached by the browser after). Compressed copies are kept by content
// in node_modules/.cache, so a build compresses only the files that changed (Vite's hashed names follow the content).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What is compressed: text and WebAssembly. Images and fonts other than SVG are compressed already. */
const COMPRESSIBLE = /\.(?:m?js|css|wasm|svg|html|json|txt|xml|map)$/i;
/** Below this a compressed copy saves less than a packet. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files larger than this are compressed at quality 7: see above. */
const BEST_UP_TO = 4 * 1024 * 1024;

const ENCODERS = {
  '.br': (bytes) =>
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.byteLength > BEST_UP_TO ? 7 : 11,
        // The largest window a browser decodes (RFC 7932): the compiler's wasm is far larger than the default 4 MB.
        [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  '.gz': (bytes) => gzip(bytes, { level: 9 }),
};

/**
 * Compresses every compressible file of `dir` (recursively) over MIN_BYTES into `.br` and `.gz` beside it, each only
 * when it is smaller than the file; concurrently, in zlib's thread pool. With `cacheDir`, each compressed copy is
 * kept there under its content's hash and reused by the next run; what this run did not use is deleted.
 */
export async function compressWebBuild(dir, { cacheDir } = {}) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  if (cacheDir) await mkdir(cacheDir, { recursive: true });
  const used = new Set();
  const encoded = async (bytes, extension) => {
    if (!cacheDir) return ENCODERS[extension](bytes);
    const key = createHash('sha256').update(bytes).digest('hex') + extension;
    used.add(key);
    const kept = await readFile(path.join(cacheDir, key)).catch(() => undefined);
    if (kept) return kept;
    const compressed = await ENCODERS[extension](bytes);
    await writeFile(path.join(cacheDir, key), compressed);
    return compressed;
  };
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size <= MIN_BYTES) return;
      const bytes = await readFile(file);
      await Promise.all(
        Object.keys(ENCODERS).map(async (extension) => {
          const compressed = await encoded(bytes, extension);
          if (compressed.byteLength >= bytes.byteLength) return;
          await writeFile(file + extension, compressed);
          written.push(file + extension);
        }),
      );
    }),
  );
  if (cacheDir) {
    for (const name of await readdir(cacheDir))
      if (!used.has(name)) await rm(path.join(cacheDir, name), { force: true });
  }
  return written.sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'apps/web/dist');
  const started = performance.now();
  const written = await compressWebBuild(dir, { cacheDir: path.join(root, 'node_modules/.cache/vitae-web-compress') });
  console.log(
    `web build compressed in ${Math.round(performance.now() - started)} ms: ${written.length} .br/.gz files in ${path.relative(root, dir)}`,
  );
}
