import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let webDir: string;
const script = Buffer.from(`export const words = ${JSON.stringify('a compressible sentence '.repeat(200))};\n`);
const wasm = Buffer.concat([Buffer.from([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), Buffer.alloc(4096)]);
// Not the compression of `script`: the server must send the file that is there, not compress by itself.
const scriptBr = Buffer.concat([brotliCompressSync(script), Buffer.from('written by the build')]);
const scriptGz = gzipSync(script);

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'vitae-web-assets-'));
  await mkdir(path.join(webDir, 'assets'));
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Vitae</title><div id="root"></div>');
  await writeFile(path.join(webDir, 'assets', 'index-1a2b3c4d.js'), script);
  await writeFile(path.join(webDir, 'assets', 'index-1a2b3c4d.js.br'), scriptBr);
  await writeFile(path.join(webDir, 'assets', 'index-1a2b3c4d.js.gz'), scriptGz);
  await writeFile(path.join(webDir, 'assets', 'compiler-5e6f7a8b.wasm'), wasm);
  await writeFile(path.join(webDir, 'assets', 'compiler-5e6f7a8b.wasm.br'), brotliCompressSync(wasm));
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ config: { webDistDir: webDir } });
});
afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web build’s files', () => {
  it('sends the .br written beside a file to a client that takes brotli, the .gz to one that takes gzip', async () => {
    const br = await get('/assets/index-1a2b3c4d.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.equals(scriptBr)).toBe(true);

    const gz = await get('/assets/index-1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(scriptGz)).toBe(true);

    const plain = await get('/assets/index-1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it('sends WebAssembly as application/wasm, compressed when there is a copy, plain when there is none for it', async () => {
    const wasmBr = await get('/assets/compiler-5e6f7a8b.wasm', 'br');
    expect(wasmBr.headers['content-type']).toBe('application/wasm');
    expect(wasmBr.headers['content-encoding']).toBe('br');
    const wasmGzip = await get('/assets/compiler-5e6f7a8b.wasm', 'gzip');
    expect(wasmGzip.headers['content-encoding']).toBeUndefined();
    expect(wasmGzip.rawPayload.equals(wasm)).toBe(true);
  });

  it('lets browsers keep the hashed assets for good, and revalidate index.html and the other files', async () => {
    for (const [url, acceptEncoding] of [
      ['/assets/index-1a2b3c4d.js', 'br'],
      ['/assets/index-1a2b3c4d.js', undefined],
      ['/assets/compiler-5e6f7a8b.wasm', 'br'],
    ] as const) {
      expect((await get(url, acceptEncoding)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/index.html', '/editor/some-resume', '/favicon.svg']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/', 'br')).body).toContain('<div id="root">');
  });
});
