import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWebBuild } from '../scripts/compress-web-build.mjs';

let dir: string;
const text = (size: number) => 'const value = "a compressible line";\n'.repeat(Math.ceil(size / 36)).slice(0, size);
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vitae-web-build-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), `<!doctype html>${text(2000)}`);
  await writeFile(path.join(dir, 'assets', 'index-abc.js'), text(50_000));
  await writeFile(path.join(dir, 'assets', 'index-abc.css'), text(3_000));
  await writeFile(path.join(dir, 'assets', 'small-abc.js'), text(1_000));
  await writeFile(path.join(dir, 'assets', 'compiler-abc.wasm'), Buffer.alloc(20_000, 7));
  await writeFile(path.join(dir, 'assets', 'logo-abc.svg'), `<svg>${text(5_000)}</svg>`);
  await writeFile(path.join(dir, 'assets', 'photo-abc.png'), Buffer.alloc(20_000, 1));
  // Random bytes do not compress: no copy larger than the file.
  await writeFile(
    path.join(dir, 'assets', 'random-abc.js'),
    Buffer.from(Array.from({ length: 4_000 }, (_, i) => (i * 7919 + ((i * i) % 251)) % 256)),
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('compressing the web build', () => {
  it('writes .br and .gz beside every script, style, wasm, svg and page over 1 KB, each the file compressed', async () => {
    const written = await compressWebBuild(dir);
    const expected = [
      'assets/compiler-abc.wasm',
      'assets/index-abc.css',
      'assets/index-abc.js',
      'assets/logo-abc.svg',
      'index.html',
    ]
      .flatMap((file) => [`${file}.br`, `${file}.gz`])
      .map((file) => path.join(dir, file))
      .sort();
    expect(written.filter((file: string) => !file.includes('random-abc'))).toEqual(expected);
    for (const file of ['assets/index-abc.js', 'assets/compiler-abc.wasm', 'index.html']) {
      const original = await readFile(path.join(dir, file));
      const br = await readFile(path.join(dir, `${file}.br`));
      expect(br.byteLength).toBeLessThan(original.byteLength);
      expect(brotliDecompressSync(br).equals(original)).toBe(true);
      expect(gunzipSync(await readFile(path.join(dir, `${file}.gz`))).equals(original)).toBe(true);
    }
    const assets = await readdir(path.join(dir, 'assets'));
    expect(assets.filter((file) => file.startsWith('small-abc') || file.startsWith('photo-abc')).sort()).toEqual([
      'photo-abc.png',
      'small-abc.js',
    ]);
    for (const file of assets.filter((name) => name.startsWith('random-abc.js.'))) {
      const copy = await readFile(path.join(dir, 'assets', file));
      expect(copy.byteLength).toBeLessThan(4_000);
    }
  });
});

describe('compressing the web build again', () => {
  it('reuses the copies kept by content, and forgets those of files gone', async () => {
    const cacheDir = path.join(dir, '..', `${path.basename(dir)}-cache`);
    try {
      await compressWebBuild(dir, { cacheDir });
      const kept = await readdir(cacheDir);
      expect(kept.length).toBeGreaterThanOrEqual(10);
      // Kept copies are what the next run writes: a sentinel put in one comes out beside its file.
      const script = await readFile(path.join(dir, 'assets', 'index-abc.js'));
      const key = `${createHash('sha256').update(script).digest('hex')}.br`;
      expect(kept).toContain(key);
      await writeFile(path.join(cacheDir, key), 'kept');
      await rm(path.join(dir, 'assets', 'logo-abc.svg'));
      await compressWebBuild(dir, { cacheDir });
      expect(await readFile(path.join(dir, 'assets', 'index-abc.js.br'), 'utf8')).toBe('kept');
      const svg = createHash('sha256')
        .update(`<svg>${text(5_000)}</svg>`)
        .digest('hex');
      expect((await readdir(cacheDir)).filter((name) => name.startsWith(svg))).toEqual([]);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  });
});
