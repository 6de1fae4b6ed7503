// Writes `<file>.br` and `<file>.gz` beside every file of the web app's build over 1 KB that compresses (scripts,
// styles, WebAssembly, SVG, HTML, JSON), so the server sends them as they are (@fastify/static's preCompressed,
// apps/server/src/plugins/web.ts) and never compresses a request. Run by `npm run build` and `npm start` after Vite.
// Brotli at its best (quality 11, a 16 MB window): done once per build, it makes the preview compiler's 27 MB of
// WebAssembly ~7 MB to download; the time it takes is in bench/BENCHMARKS.md ("Web build compression").
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

/**
 * Compresses every compressible file of `dir` (recursively) over MIN_BYTES into `.br` and `.gz` beside it, each
 * only when it is smaller than the file. Files are compressed concurrently, in zlib's thread pool.
 */
export async function compressWebBuild(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  const written = [];
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size <= MIN_BYTES) return;
      const bytes = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            // The largest window a browser decodes (RFC 7932): the compiler's wasm is far larger than the default 4 MB.
            [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
          },
        }),
        gzip(bytes, { level: 9 }),
      ]);
      for (const [extension, compressed] of [
        ['.br', br],
        ['.gz', gz],
      ]) {
        if (compressed.byteLength >= bytes.byteLength) continue;
        await writeFile(file + extension, compressed);
        written.push(file + extension);
      }
    }),
  );
  return written.sort();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'apps/web/dist');
  const started = performance.now();
  const written = await compressWebBuild(dir);
  console.log(
    `web build compressed in ${Math.round(performance.now() - started)} ms: ${written.length} .br/.gz files in ${path.relative(root, dir)}`,
  );
}
